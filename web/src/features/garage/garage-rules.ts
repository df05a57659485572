/**
 * What a garage vehicle means for parts: whether a listing fits it (the 'fits' rule), how the
 * vehicle is named on badges, buttons and chips, and the /search filter for its parts.
 */
import {
  fitsVehicle,
  garageVehicleFilter,
  listingFit,
  type GarageVehicleDto,
  type ListingDto,
} from '@pitstop/contracts';
import { yearSpanLabel } from '../fitment/fitment-rules';

export type GarageVehicle = GarageVehicleDto;

/** fits: made for this car; universal: made for any car; not-listed: not listed for it. */
export type VehicleFit = 'fits' | 'universal' | 'not-listed';

type FitVehicle = Parameters<typeof garageVehicleFilter>[0];

/**
 * The badge's fit: the shared rule (fitsVehicle) with the vehicle read as the filter its
 * 'Only parts for my …' search sends (garageVehicleFilter), so a part the chip finds never says
 * 'Not listed'. Universal-fit parts are 'universal'; a listing without a vehicle 'not-listed'.
 */
export function vehicleFit(
  listing: Pick<ListingDto, 'isUniversalFit' | 'vehicleFitment'>,
  vehicle: FitVehicle,
): VehicleFit {
  if (listing.isUniversalFit) return 'universal';
  if (!listing.vehicleFitment) return 'not-listed';
  return fitsVehicle(listingFit(listing), garageVehicleFilter(vehicle)) ? 'fits' : 'not-listed';
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

/** garageVehicleFilter in the address's names: the chip's search is the badge's rule. */
export function vehicleSearch(vehicle: FitVehicle): VehicleSearch {
  const filter = garageVehicleFilter(vehicle);
  const search: VehicleSearch = { make: vehicle.makeSlug, model: vehicle.modelSlug };
  if (filter.year !== undefined) search.year = String(filter.year);
  if (filter.generationId !== undefined) search.generationId = filter.generationId;
  if (filter.trim !== undefined) search.trim = filter.trim;
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
