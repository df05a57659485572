import { trimQueryValue } from '../search/search.js';
import type { GarageVehicleDto } from './garage.js';
import type { ListingDto } from './listings.js';

/**
 * The vehicle parts are asked for: a search's vehicle filter, or a garage car read as one. Every
 * level is optional and each one given narrows. The original client names the vehicle by ids;
 * the /search address by slugs, a model year and a trim value.
 */
export interface VehicleFilter {
  makeId?: string;
  makeSlug?: string;
  modelId?: string;
  modelSlug?: string;
  generationId?: string;
  /** A model year: it matches every generation built that year (a changeover year, two). */
  year?: number;
  trimId?: string;
  /** A trim as the fitment picker writes it (trimQueryValue): lower-case, first space a hyphen. */
  trim?: string;
}

/** A listing's fitment as the rule reads it; the levels are null for a universal-fit part. */
export interface ListingFit {
  isUniversalFit: boolean;
  makeId: string | null;
  makeSlug: string | null;
  modelId: string | null;
  modelSlug: string | null;
  generationId: string | null;
  trimId: string | null;
  /** The trim as the /search address writes it (trimQueryValue); null: for every trim. */
  trimKey: string | null;
  yearStart: number | null;
  /** null: the generation is still built (the search index writes a far year instead). */
  yearEnd: number | null;
}

/**
 * Whether a listing fits the vehicle. Universal-fit parts fit every vehicle. The others match
 * every level the vehicle gives: make, model, generation, a year their generation was built,
 * and a trim that is theirs or none (a part for every trim). A level the vehicle does not give
 * does not narrow: a car saved without its trim sees the parts of each of its trims.
 *
 * The engines may evaluate the rule in their own terms (a Meilisearch filter string), but each
 * is tested against FITMENT_CASES.
 */
export function fitsVehicle(fit: ListingFit, vehicle: VehicleFilter | null): boolean {
  if (!vehicle || fit.isUniversalFit) return true;
  if (vehicle.makeId !== undefined && fit.makeId !== vehicle.makeId) return false;
  if (vehicle.makeSlug !== undefined && fit.makeSlug !== vehicle.makeSlug) return false;
  if (vehicle.modelId !== undefined && fit.modelId !== vehicle.modelId) return false;
  if (vehicle.modelSlug !== undefined && fit.modelSlug !== vehicle.modelSlug) return false;
  if (vehicle.generationId !== undefined && fit.generationId !== vehicle.generationId) return false;
  if (vehicle.year !== undefined) {
    if (fit.yearStart === null || vehicle.year < fit.yearStart) return false;
    if (fit.yearEnd !== null && vehicle.year > fit.yearEnd) return false;
  }
  if (vehicle.trimId !== undefined && fit.trimId !== null && fit.trimId !== vehicle.trimId)
    return false;
  if (vehicle.trim !== undefined && fit.trimKey !== null && fit.trimKey !== vehicle.trim)
    return false;
  return true;
}

/** A listing's fitment as fitsVehicle reads it. */
export function listingFit(
  listing: Pick<ListingDto, 'isUniversalFit' | 'vehicleFitment'>,
): ListingFit {
  const fit = listing.isUniversalFit ? null : listing.vehicleFitment;
  return {
    isUniversalFit: listing.isUniversalFit,
    makeId: fit?.makeId ?? null,
    makeSlug: fit?.makeSlug ?? null,
    modelId: fit?.modelId ?? null,
    modelSlug: fit?.modelSlug ?? null,
    generationId: fit?.generationId ?? null,
    trimId: fit?.trimId ?? null,
    trimKey: fit?.trimName ? trimQueryValue(fit.trimName) : null,
    yearStart: fit?.yearStart ?? null,
    yearEnd: fit?.yearEnd ?? null,
  };
}

/**
 * A garage car as a vehicle filter, the one its 'Only parts for my …' search and its fit badges
 * both use: make and model, the model year when known (else the generation) and the trim. The
 * catalog keeps a car's year within its generation's, so reading the year alone gives what the
 * garage promises: the car's own generation, and the other one of a changeover year.
 */
export function garageVehicleFilter(
  vehicle: Pick<GarageVehicleDto, 'makeSlug' | 'modelSlug' | 'year' | 'generationId' | 'trimName'>,
): VehicleFilter {
  const filter: VehicleFilter = { makeSlug: vehicle.makeSlug, modelSlug: vehicle.modelSlug };
  if (vehicle.year !== null) filter.year = vehicle.year;
  else if (vehicle.generationId !== null) filter.generationId = vehicle.generationId;
  if (vehicle.trimName) filter.trim = trimQueryValue(vehicle.trimName);
  return filter;
}
