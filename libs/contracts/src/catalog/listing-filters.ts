import type { VehicleFilter } from './fitment.js';
import type { PrintDifficulty } from './listings.js';

/**
 * The filters every list of listings takes (GET /api/models3d, GET /api/search, the catalog's
 * and the search service's requests, the web's query args): the vehicle by ids, the category,
 * free and difficulty. Absent means no filter.
 */
export interface ListingFilters extends Pick<
  VehicleFilter,
  'makeId' | 'modelId' | 'generationId' | 'trimId'
> {
  categoryId?: string;
  isFree?: boolean;
  difficulty?: PrintDifficulty;
}

/** The order and the page of a list: `S` is the list's own sorts. */
export interface ListingPageQuery<S extends string> {
  sort?: S;
  limit?: number;
  offset?: number;
}
