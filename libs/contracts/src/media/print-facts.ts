import type { MeshAnalysis } from './types.js';

/**
 * What printing a part takes, estimated from its mesh (docs/print-facts.md has the model, the
 * figures and their sources). One function for the catalog's answers and the tests; the web
 * shows what the answers carry.
 */

/** The filaments the estimate covers, 1.75 mm, with their density in g/cm³. */
export const FILAMENT_DENSITY_G_CM3 = {
  PLA: 1.24,
  PETG: 1.27,
  ASA: 1.07,
  ABS: 1.04,
  TPU: 1.21,
  'PA-CF': 1.2,
} as const;
export type Filament = keyof typeof FILAMENT_DENSITY_G_CM3;
export const FILAMENTS = Object.keys(FILAMENT_DENSITY_G_CM3) as Filament[];

export const FILAMENT_DIAMETER_MM = 1.75;
/** Perimeters and top/bottom layers together: two 0.45 mm lines, the slicers' default. */
export const WALL_THICKNESS_MM = 0.9;
/**
 * Plastic a printer lays down per second, averaged over a print (travel, small layers and
 * cooling included): a bed-slinger at stock settings, and a fast CoreXY.
 */
export const FLOW_MM3_PER_S = { slow: 4, fast: 12 } as const;
/** Heating the bed and nozzle, homing, levelling and the purge line. */
export const SETUP_MINUTES = 5;

export interface FilamentUse {
  material: Filament;
  grams: number;
  metres: number;
}

/** A file's, or a listing's, print facts; no figures for an open mesh (its volume is a guess). */
export interface PrintFacts {
  /** Every mesh counted is closed (watertight): only then are volume and filament figures given. */
  closed: boolean;
  /** The infill the estimate assumed (the listing's hint), in percent. */
  infillPercent: number;
  /** Per filament, in FILAMENTS order; [] when not closed. */
  filament: FilamentUse[];
  /** A range in minutes (slow printer to fast one); null when not closed. */
  printMinutes: { min: number; max: number } | null;
}

/** cm³ of plastic a closed mesh takes: the shell solid, the inside at the infill. */
export function plasticCm3(
  analysis: Pick<MeshAnalysis, 'volumeCm3' | 'surfaceAreaCm2'>,
  infillPercent: number,
): number {
  const shell = Math.min(analysis.volumeCm3, analysis.surfaceAreaCm2 * (WALL_THICKNESS_MM / 10));
  const infill = Math.min(100, Math.max(0, infillPercent)) / 100;
  return shell + (analysis.volumeCm3 - shell) * infill;
}

const FILAMENT_SECTION_CM2 = Math.PI * (FILAMENT_DIAMETER_MM / 20) ** 2;

/** The print facts of the given meshes printed together (one file's, or all of a listing's). */
export function printFacts(
  analyses: readonly Pick<MeshAnalysis, 'volumeCm3' | 'surfaceAreaCm2' | 'watertight'>[],
  infillPercent: number,
): PrintFacts {
  const closed = analyses.length > 0 && analyses.every((analysis) => analysis.watertight);
  if (!closed) return { closed, infillPercent, filament: [], printMinutes: null };
  const cm3 = analyses.reduce((sum, analysis) => sum + plasticCm3(analysis, infillPercent), 0);
  const minutes = (flow: number) => Math.round(SETUP_MINUTES + (cm3 * 1000) / flow / 60);
  return {
    closed,
    infillPercent,
    filament: FILAMENTS.map((material) => ({
      material,
      grams: round(cm3 * FILAMENT_DENSITY_G_CM3[material], 1),
      metres: round(cm3 / FILAMENT_SECTION_CM2 / 100, 2),
    })),
    printMinutes: { min: minutes(FLOW_MM3_PER_S.fast), max: minutes(FLOW_MM3_PER_S.slow) },
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Files printed together (a listing's total): their figures added up; not closed when one of
 * them is not; null when there are none.
 */
export function sumPrintFacts(facts: readonly PrintFacts[]): PrintFacts | null {
  const first = facts[0];
  if (!first) return null;
  const infillPercent = first.infillPercent;
  if (!facts.every((file) => file.closed && file.printMinutes))
    return { closed: false, infillPercent, filament: [], printMinutes: null };
  return {
    closed: true,
    infillPercent,
    filament: first.filament.map(({ material }, i) => ({
      material,
      grams: round(
        facts.reduce((sum, file) => sum + file.filament[i]!.grams, 0),
        1,
      ),
      metres: round(
        facts.reduce((sum, file) => sum + file.filament[i]!.metres, 0),
        2,
      ),
    })),
    printMinutes: {
      // Each file from its own start: the setup counts once per file, as printed one by one.
      min: facts.reduce((sum, file) => sum + file.printMinutes!.min, 0),
      max: facts.reduce((sum, file) => sum + file.printMinutes!.max, 0),
    },
  };
}
