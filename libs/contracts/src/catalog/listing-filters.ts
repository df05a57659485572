import type { VehicleFilter } from './fitment.js';
import type { MountLocation, PrintMaterial } from './heat-zones.js';
import type { PrintDifficulty } from './listings.js';

/**
 * The filters every list of listings takes (GET /api/models3d, GET /api/search, the catalog's
 * and the search service's requests, the web's query args): the vehicle by ids, the category,
 * free, difficulty, where the part mounts and a material its seller names. Absent means no
 * filter.
 */
export interface ListingFilters extends Pick<
  VehicleFilter,
  'makeId' | 'modelId' | 'generationId' | 'trimId'
> {
  categoryId?: string;
  isFree?: boolean;
  difficulty?: PrintDifficulty;
  mountLocation?: MountLocation;
  /** Listings whose print settings name this filament. */
  material?: PrintMaterial;
}

/** Every filter's name: what a caller copies from a query into a request. */
export const LISTING_FILTER_KEYS = [
  'makeId',
  'modelId',
  'generationId',
  'trimId',
  'categoryId',
  'isFree',
  'difficulty',
  'mountLocation',
  'material',
] as const satisfies readonly (keyof ListingFilters)[];

/** The listing filters of a query (the others left behind), so a new filter passes everywhere. */
export function listingFiltersOf(query: ListingFilters): ListingFilters {
  const filters: Record<string, unknown> = {};
  for (const key of LISTING_FILTER_KEYS) if (query[key] !== undefined) filters[key] = query[key];
  return filters as ListingFilters;
}

/** The order and the page of a list: `S` is the list's own sorts. */
export interface ListingPageQuery<S extends string> {
  sort?: S;
  limit?: number;
  offset?: number;
}

/** What the mount-location and material filters read of a listing. */
export interface PrintFilterFields {
  mountLocation: MountLocation | null;
  materials: readonly PrintMaterial[];
}

/**
 * The mount-location and material filters, as every list applies them (the catalog's SQL, the
 * memory index, the Meilisearch filter): the part mounts there, and its seller names the material.
 */
export function passesPrintFilters(
  fields: PrintFilterFields,
  filter: Pick<ListingFilters, 'mountLocation' | 'material'>,
): boolean {
  return (
    (filter.mountLocation === undefined || fields.mountLocation === filter.mountLocation) &&
    (filter.material === undefined || fields.materials.includes(filter.material))
  );
}
