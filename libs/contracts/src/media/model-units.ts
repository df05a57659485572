import type { MeshAnalysis } from './types.js';

/**
 * The unit a model file was exported in. STL and OBJ carry none: slicers read millimetres, so
 * a part exported in metres arrives a thousand times too small. The seller says which it is
 * (the upload wizard offers the likely one); the file's analysis is scaled by it.
 */
export const MODEL_UNITS = ['mm', 'cm', 'inch', 'm'] as const;
export type ModelUnit = (typeof MODEL_UNITS)[number];

export const MILLIMETRES_PER_UNIT: Record<ModelUnit, number> = {
  mm: 1,
  cm: 10,
  inch: 25.4,
  m: 1000,
};

export const MODEL_UNIT_LABELS: Record<ModelUnit, string> = {
  mm: 'Millimetres',
  cm: 'Centimetres',
  inch: 'Inches',
  m: 'Metres',
};

/** A printed car part whose longest side is under this is taken to be in another unit. */
export const IMPLAUSIBLY_SMALL_MM = 5;
/** The shortest longest-side a scaled part may have: the suggestion brings it at least here. */
const PLAUSIBLE_MM = 20;

/**
 * The unit a file was likely exported in, when read as millimetres it is implausibly small
 * (a 229 mm cup holder in metres reads 0.23 mm): the smallest of cm, inch and m that makes it
 * at least 20 mm long; null when millimetres are plausible. A size alone cannot tell
 * centimetres from inches for sure: the seller chooses, this only preselects.
 */
export function likelyUnit(sizeMm: MeshAnalysis['sizeMm']): Exclude<ModelUnit, 'mm'> | null {
  const longest = Math.max(sizeMm.x, sizeMm.y, sizeMm.z);
  if (!(longest > 0) || longest >= IMPLAUSIBLY_SMALL_MM) return null;
  for (const unit of ['cm', 'inch'] as const) {
    if (longest * MILLIMETRES_PER_UNIT[unit] >= PLAUSIBLE_MM) return unit;
  }
  return 'm';
}

/** The unit a listed file's analysis was scaled by (millimetres when none). */
export function unitOfAnalysis(analysis: MeshAnalysis | null): ModelUnit {
  return analysis?.unit ?? 'mm';
}

/** A listed file's size as its mesh reads in millimetres, before its unit scaled it. */
export function sizeAsRead(analysis: MeshAnalysis): MeshAnalysis['sizeMm'] {
  const f = MILLIMETRES_PER_UNIT[unitOfAnalysis(analysis)];
  return { x: analysis.sizeMm.x / f, y: analysis.sizeMm.y / f, z: analysis.sizeMm.z / f };
}

/** The file types that carry no unit: the seller says which it is (3MF names its own). */
export const UNITLESS_MESH_TYPES = ['stl', 'obj'] as const;

/** The analysis of a file read in `unit`: lengths, areas and volumes in millimetre terms. */
export function inUnit<T extends MeshAnalysis | null>(analysis: T, unit: ModelUnit): T {
  if (!analysis || unit === 'mm') return analysis;
  const f = MILLIMETRES_PER_UNIT[unit];
  return {
    ...analysis,
    unit,
    sizeMm: { x: analysis.sizeMm.x * f, y: analysis.sizeMm.y * f, z: analysis.sizeMm.z * f },
    volumeCm3: analysis.volumeCm3 * f ** 3,
    surfaceAreaCm2: analysis.surfaceAreaCm2 * f ** 2,
  };
}

export const ModelUnitMessages = {
  unknownUnit: `unit must be one of ${MODEL_UNITS.join(', ')}.`,
  notYourUpload: 'No such upload of yours: upload the file first, then say its unit.',
  /** A listed file's unit (the edit form): only meshes that carry no unit of their own. */
  noUnitToChoose:
    'Only an STL or OBJ file uploaded here has a unit to choose (a 3MF names its own).',
} as const;
