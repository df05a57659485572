/**
 * The 3D viewer's arithmetic, kept apart from three.js so it can be tested: the floor grid under
 * the part, where the camera stands, and how far the file's download has got.
 */
import { formatFileSize } from '../downloads/model-files';

/** Grid cells the floor may use, in millimetres: a bracket gets 5 mm cells, a bumper 100 mm. */
const GRID_STEPS_MM = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
const MAX_GRID_CELLS = 30;
const MIN_GRID_MM = 10;

export interface FloorGrid {
  /** The grid's side, in mm (a square centred under the part). */
  size: number;
  divisions: number;
  /** One cell's side, in mm. */
  step: number;
}

/**
 * A square floor twice the part's footprint (its longest side on the floor), in round cells
 * that a reader can count millimetres by: at most 30 cells a side.
 */
export function floorGrid(footprintMm: number): FloorGrid {
  const wanted = Math.max(MIN_GRID_MM, Number.isFinite(footprintMm) ? footprintMm * 2 : 0);
  const step =
    GRID_STEPS_MM.find((candidate) => wanted / candidate <= MAX_GRID_CELLS) ??
    GRID_STEPS_MM[GRID_STEPS_MM.length - 1];
  const divisions = Math.max(1, Math.ceil(wanted / step));
  return { size: divisions * step, divisions, step };
}

/**
 * How far from the part's centre the camera stands so that a sphere of `radius` fills the view
 * (vertical field of view `fovDegrees`) with a margin around it.
 */
export function cameraDistance(radius: number, fovDegrees: number, margin = 1.2): number {
  const halfFov = (fovDegrees * Math.PI) / 360;
  const r = radius > 0 && Number.isFinite(radius) ? radius : 1;
  return (r / Math.sin(halfFov)) * margin;
}

/** The download's share done (0–1), or null while its size is unknown. */
export function progressFraction(received: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(1, Math.max(0, received / total));
}

/** '45% · 1.2 MB of 2.6 MB', or '1.2 MB' while the size is unknown. */
export function progressText(received: number, total: number | null): string {
  const fraction = progressFraction(received, total);
  if (fraction === null) return formatFileSize(received);
  return `${Math.floor(fraction * 100)}% · ${formatFileSize(received)} of ${formatFileSize(total!)}`;
}

/** The 3D file formats whose files are modelled Z-up (the printer's axes): STL and 3MF. */
export function isZUp(type: 'stl' | 'obj' | '3mf'): boolean {
  return type !== 'obj';
}
