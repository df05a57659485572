import type { VehicleCriteria } from './search-criteria.js';

/** A listing's fitment as the index keeps it (null fields: universal fit). */
export interface FitmentFields {
  isUniversalFit: boolean;
  makeId: string | null;
  makeSlug: string | null;
  modelId: string | null;
  modelSlug: string | null;
  generationId: string | null;
  trimId: string | null;
  /** The trim as the /search address writes it (trimQueryValue); null: fits every trim. */
  trimKey: string | null;
  yearStart: number | null;
  /** OPEN_YEAR_END for a generation still built. */
  yearEnd: number | null;
}

/**
 * Whether a listing fits the vehicle: universal-fit parts fit every vehicle; the others match
 * every level given, a year their generation covers, and the trim or no trim. The engines
 * express the same rule in their own query languages.
 */
export function fitsVehicle(fit: FitmentFields, vehicle: VehicleCriteria | null): boolean {
  if (!vehicle || fit.isUniversalFit) return true;
  if (vehicle.makeId && fit.makeId !== vehicle.makeId) return false;
  if (vehicle.makeSlug && fit.makeSlug !== vehicle.makeSlug) return false;
  if (vehicle.modelId && fit.modelId !== vehicle.modelId) return false;
  if (vehicle.modelSlug && fit.modelSlug !== vehicle.modelSlug) return false;
  if (vehicle.generationId && fit.generationId !== vehicle.generationId) return false;
  if (vehicle.year !== undefined) {
    if (fit.yearStart === null || fit.yearEnd === null) return false;
    if (vehicle.year < fit.yearStart || vehicle.year > fit.yearEnd) return false;
  }
  if (vehicle.trimId && fit.trimId !== null && fit.trimId !== vehicle.trimId) return false;
  if (vehicle.trim && fit.trimKey !== null && fit.trimKey !== vehicle.trim) return false;
  return true;
}
