/**
 * The /search address: its parameters, their labels, changing or removing one facet at a time,
 * and the GET /api/models3d query it asks for.
 */
import type { LISTING_LIMITS, ListingSort, PrintDifficulty } from '@pitstop/contracts';
import type { ListingQuery } from '../listings/listingsApi';
import { DIFFICULTY_OPTIONS } from '../listings/listing-display';

const SEARCH_PARAMS = [
  'q',
  'make',
  'model',
  'year',
  'trim',
  'difficulty',
  'sort',
  'filter',
] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];
export type SearchQuery = Partial<Record<SearchParam, string>>;

/** SPEC.md section 9: the search page shows 20 listings at a time. */
export const SEARCH_PAGE_SIZE = 20;

// Typed by the contract (its values stay out of the bundle): a drift fails to compile.
export const SEARCH_TEXT_MAX: (typeof LISTING_LIMITS)['searchMax'] = 200;

const SORT_LABELS: Record<ListingSort, string> = {
  trending: 'Trending',
  newest: 'Newest First',
  popular: 'Most Popular',
  rating: 'Highest Rated',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};

/** The sort select's choices (SPEC.md section 2); trending only arrives from the home page. */
export const SORT_CHOICES: ListingSort[] = [
  'newest',
  'popular',
  'rating',
  'price_asc',
  'price_desc',
];

/** The catalog's order when the address names none. */
export const DEFAULT_SORT: ListingSort = 'newest';

const DIFFICULTIES: PrintDifficulty[] = DIFFICULTY_OPTIONS.map((option) => option.value);

const FILTER_LABELS: Record<string, string> = {
  free: 'Free files only',
};

/** Parameters with a fixed set of values: anything else in the address is no choice at all. */
const ALLOWED: Partial<Record<SearchParam, readonly string[]>> = {
  sort: Object.keys(SORT_LABELS),
  difficulty: DIFFICULTIES,
  filter: Object.keys(FILTER_LABELS),
};

/** Vehicle levels in order: removing one removes the levels below it, which depend on it. */
const VEHICLE_LEVELS: SearchParam[] = ['make', 'model', 'year', 'trim'];

/**
 * The query's parameters that are set; blank values, the 'all' make or model, and values a
 * sort, difficulty or filter doesn't have mean no choice.
 */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {};
  for (const key of SEARCH_PARAMS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'make' || key === 'model') && value === 'all') continue;
    const allowed = ALLOWED[key];
    if (allowed && !allowed.includes(value)) continue;
    query[key] = value;
  }
  return query;
}

/** Whether any filter is set; the sort orders the results and filters nothing. */
export function hasFilters(query: SearchQuery): boolean {
  return Object.keys(query).some((key) => key !== 'sort');
}

/** Clear All: the search text and every filter go, the sort stays. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const sort = params.get('sort');
  if (sort !== null) next.set('sort', sort);
  return next;
}

/** The parameters without `key` (and, for a vehicle level, without the levels under it). */
export function withoutParam(params: URLSearchParams, key: SearchParam): URLSearchParams {
  const next = new URLSearchParams(params);
  const level = VEHICLE_LEVELS.indexOf(key);
  const removed = level >= 0 ? VEHICLE_LEVELS.slice(level) : [key];
  for (const k of removed) next.delete(k);
  return next;
}

/**
 * The parameters with `key` set to `value` (none: removed). A new make or model drops the
 * levels under it, which belonged to the old one.
 */
export function withParam(
  params: URLSearchParams,
  key: SearchParam,
  value: string | undefined,
): URLSearchParams {
  const next = withoutParam(params, key);
  if (value) next.set(key, value);
  return next;
}

/** The vehicle as the catalog filters it: ids resolved from the address's slugs and year. */
export interface VehicleIds {
  makeId?: string;
  modelId?: string;
  generationId?: string;
}

/** GET /api/models3d's query for the address's first page (SPEC.md section 7). */
export function listingQuery(query: SearchQuery, vehicle: VehicleIds): ListingQuery {
  return {
    search: query.q,
    ...vehicle,
    isFree: query.filter === 'free' ? true : undefined,
    difficulty: query.difficulty as PrintDifficulty | undefined,
    sort: query.sort as ListingSort | undefined,
    limit: SEARCH_PAGE_SIZE,
    offset: 0,
  };
}

export function sortLabel(sort: string): string {
  return SORT_LABELS[sort as ListingSort] ?? sort;
}

export function filterLabel(filter: string): string {
  return FILTER_LABELS[filter] ?? filter;
}
