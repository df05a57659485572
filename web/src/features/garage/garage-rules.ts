/**
 * What a garage vehicle means for parts: whether a listing fits it (the 'fits' rule), how the
 * vehicle is named on badges, buttons and chips, and the /search filter for its parts.
 */
// Types only: a value import would bundle the contracts into the app.
import type { GarageVehicleDto, ListingDto } from '@pitstop/contracts';
import { trimQueryValue, yearSpanLabel } from '../fitment/fitment-rules';

export type GarageVehicle = GarageVehicleDto;

/** fits: made for this car; universal: made for any car; not-listed: not listed for it. */
export type VehicleFit = 'fits' | 'universal' | 'not-listed';

type FitVehicle = Pick<
  GarageVehicle,
  'makeId' | 'modelId' | 'generationId' | 'year' | 'trimId' | 'trimName'
>;

/**
 * The 'fits' rule. A universal-fit listing is 'universal'. Otherwise it fits when make and model
 * match, its generation is the vehicle's (or the vehicle's model year falls in the listing's
 * generation's years: a changeover year belongs to both generations), and it names no trim or
 * the vehicle's trim (by id, or by name across two generations of a changeover year). Anything
 * else, a listing without a vehicle included, is 'not-listed'.
 *
 * The search filter (the 'Only parts for my …' chip) applies the same rule on the server: a year
 * matches the generations built that year, a trim its own parts and those for every trim.
 */
export function vehicleFit(
  listing: Pick<ListingDto, 'isUniversalFit' | 'vehicleFitment'>,
  vehicle: FitVehicle,
): VehicleFit {
  if (listing.isUniversalFit) return 'universal';
  const fit = listing.vehicleFitment;
  if (!fit || fit.makeId !== vehicle.makeId || fit.modelId !== vehicle.modelId) return 'not-listed';
  const sameGeneration = vehicle.generationId !== null && fit.generationId === vehicle.generationId;
  const builtThatYear =
    vehicle.year !== null &&
    fit.yearStart <= vehicle.year &&
    (fit.yearEnd === null || vehicle.year <= fit.yearEnd);
  if (!sameGeneration && !builtThatYear) return 'not-listed';
  if (fit.trimId === null) return 'fits';
  const sameTrim =
    fit.trimId === vehicle.trimId ||
    (!!fit.trimName &&
      !!vehicle.trimName &&
      fit.trimName.toLowerCase() === vehicle.trimName.toLowerCase());
  return sameTrim ? 'fits' : 'not-listed';
}

/** '2022 Golf', or 'Golf Mk8' for a vehicle known by its generation only: chips and badges. */
export function vehicleShortName(
  vehicle: Pick<GarageVehicle, 'year' | 'modelName' | 'generationName'>,
): string {
  if (vehicle.year !== null) return `${vehicle.year} ${vehicle.modelName}`;
  return [vehicle.modelName, vehicle.generationName].filter(Boolean).join(' ');
}

/** The navigation bar's name: the nickname, else '2017 Golf GTI' (short enough for the bar). */
export function vehicleName(
  vehicle: Pick<GarageVehicle, 'nickname' | 'year' | 'modelName' | 'generationName' | 'trimName'>,
): string {
  if (vehicle.nickname) return vehicle.nickname;
  return [vehicleShortName(vehicle), vehicle.trimName].filter(Boolean).join(' ');
}

/** Everything about it: 'Volkswagen Golf Mk7 (2013–2020), 2017, GTI'. */
export function vehicleDescription(vehicle: GarageVehicle): string {
  const generation =
    vehicle.generationName && vehicle.generationYearStart !== null
      ? `${vehicle.generationName} (${yearSpanLabel(
          { yearStart: vehicle.generationYearStart, yearEnd: vehicle.generationYearEnd },
          '–',
        )})`
      : vehicle.generationName;
  const model = [vehicle.makeName, vehicle.modelName, generation].filter(Boolean).join(' ');
  return [model, vehicle.year, vehicle.trimName].filter(Boolean).join(', ');
}

/** The badge's words for a fit: 'Fits your 2022 Golf', 'Universal fit', 'Not listed for your 2022 Golf'. */
export function fitLabel(fit: VehicleFit, vehicle: Parameters<typeof vehicleShortName>[0]): string {
  const name = vehicleShortName(vehicle);
  if (fit === 'fits') return `Fits your ${name}`;
  if (fit === 'universal') return 'Universal fit';
  return `Not listed for your ${name}`;
}

/** The /search address's vehicle for the vehicle's parts (make, model, year or generation, trim). */
export interface VehicleSearch {
  make: string;
  model: string;
  year?: string;
  generationId?: string;
  trim?: string;
}

export function vehicleSearch(
  vehicle: Pick<GarageVehicle, 'makeSlug' | 'modelSlug' | 'year' | 'generationId' | 'trimName'>,
): VehicleSearch {
  const search: VehicleSearch = { make: vehicle.makeSlug, model: vehicle.modelSlug };
  if (vehicle.year !== null) search.year = String(vehicle.year);
  else if (vehicle.generationId) search.generationId = vehicle.generationId;
  if (vehicle.trimName) search.trim = trimQueryValue(vehicle.trimName);
  return search;
}

const VEHICLE_KEYS = ['make', 'model', 'year', 'generationId', 'trim'] as const;

/** Whether the address's vehicle is exactly this one's: the filter chip is on. */
export function isVehicleSearch(
  query: Partial<Record<(typeof VEHICLE_KEYS)[number], string>>,
  search: VehicleSearch,
): boolean {
  return VEHICLE_KEYS.every((key) => (query[key] ?? undefined) === search[key]);
}

/**
 * The /search parameters with the vehicle's filter set (every other filter, the text and the
 * sort kept) or, `on` false, with the vehicle levels removed.
 */
export function withVehicleSearch(
  params: URLSearchParams,
  search: VehicleSearch,
  on: boolean,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VEHICLE_KEYS) next.delete(key);
  if (on) for (const key of VEHICLE_KEYS) if (search[key]) next.set(key, search[key]);
  return next;
}
