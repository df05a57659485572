/**
 * The /search address: its parameters, their labels, changing or removing one facet at a time,
 * the GET /api/search query it asks for, and the facet counts beside each choice.
 */
import {
  MOUNT_LOCATIONS,
  MOUNT_LOCATION_LABELS,
  PRINT_MATERIALS,
  type MountLocation,
} from '@pitstop/contracts';
import type {
  PrintDifficulty,
  SEARCH_LIMITS,
  SearchAddress,
  SearchFacets,
  SearchSort,
} from '@pitstop/contracts';
import { DIFFICULTY_OPTIONS } from '../listings/listing-display';
import type { SearchArgs } from './searchApi';

const SEARCH_PARAMS = [
  'q',
  'make',
  'model',
  // A generation by id: a garage vehicle known by its generation rather than a model year.
  'generationId',
  'year',
  'trim',
  'difficulty',
  'mountLocation',
  'material',
  'sort',
  'filter',
] as const satisfies readonly (keyof SearchAddress)[];
export type SearchParam = (typeof SEARCH_PARAMS)[number];
export type SearchQuery = Partial<Record<SearchParam, string>>;

// Typed by the contract (its values stay out of the bundle): a drift fails to compile.
/** docs/product.md §9: the search page shows 20 listings at a time. */
export const SEARCH_PAGE_SIZE: (typeof SEARCH_LIMITS)['pageSizeDefault'] = 20;
export const SEARCH_TEXT_MAX: (typeof SEARCH_LIMITS)['textMax'] = 200;

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best Match',
  trending: 'Trending',
  newest: 'Newest First',
  popular: 'Most Popular',
  rating: 'Highest Rated',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};

/** The sort select's choices (docs/product.md §2); Best Match and Trending join them as needed. */
const SORT_CHOICES: SearchSort[] = ['newest', 'popular', 'rating', 'price_asc', 'price_desc'];

const DIFFICULTIES: PrintDifficulty[] = DIFFICULTY_OPTIONS.map((option) => option.value);

const FILTER_LABELS: Record<string, string> = {
  free: 'Free files only',
};

/** Parameters with a fixed set of values: anything else in the address is no choice at all. */
const ALLOWED: Partial<Record<SearchParam, readonly string[]>> = {
  sort: Object.keys(SORT_LABELS),
  difficulty: DIFFICULTIES,
  mountLocation: MOUNT_LOCATIONS,
  material: PRINT_MATERIALS,
  filter: Object.keys(FILTER_LABELS),
};

/** Vehicle levels in order: removing one removes the levels below it, which depend on it. */
const VEHICLE_LEVELS: SearchParam[] = ['make', 'model', 'generationId', 'year', 'trim'];

/**
 * The query's parameters that are set; blank values, the 'all' make or model, values a sort,
 * difficulty or filter doesn't have, and Best Match without text to match mean no choice.
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
  if (query.sort === 'relevance' && !query.q) delete query.sort;
  return query;
}

/** Whether any filter is set; the sort orders the results and filters nothing. */
export function hasFilters(query: SearchQuery): boolean {
  return Object.keys(query).some((key) => key !== 'sort');
}

/** Clear All: the search text and every filter go, the sort stays (Best Match needs the text). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const sort = params.get('sort');
  if (sort !== null && sort !== 'relevance') next.set('sort', sort);
  return next;
}

/**
 * The parameters without `key`: for a vehicle level, without the levels under it too; for the
 * search text, without Best Match, which orders by it.
 */
export function withoutParam(params: URLSearchParams, key: SearchParam): URLSearchParams {
  const next = new URLSearchParams(params);
  const level = VEHICLE_LEVELS.indexOf(key);
  const removed = level >= 0 ? VEHICLE_LEVELS.slice(level) : [key];
  for (const k of removed) next.delete(k);
  if (key === 'q' && next.get('sort') === 'relevance') next.delete('sort');
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
  const next = value && key === 'q' ? new URLSearchParams(params) : withoutParam(params, key);
  if (value) next.set(key, value);
  return next;
}

/**
 * GET /api/search's query for the address: its parameters as they are (the server reads the
 * slugs, the year and the trim value, and checks them), 20 a page.
 */
export function searchArgs(query: SearchQuery): SearchArgs {
  const args: SearchArgs = {};
  for (const key of SEARCH_PARAMS) if (query[key] !== undefined) args[key] = query[key];
  return { ...args, limit: SEARCH_PAGE_SIZE };
}

/** The order the results are in: the address's, else best match for text, else newest. */
export function shownSort(query: SearchQuery): SearchSort {
  return (query.sort as SearchSort | undefined) ?? (query.q ? 'relevance' : 'newest');
}

/**
 * The sort select's choices: docs/product.md's five, after Best Match when there is text to match and
 * Trending when the address asks for it (the home page's View All).
 */
export function sortChoices(query: SearchQuery): SearchSort[] {
  return [
    ...(query.q ? (['relevance'] as const) : []),
    ...(query.sort === 'trending' ? (['trending'] as const) : []),
    ...SORT_CHOICES,
  ];
}

export function sortLabel(sort: string): string {
  return SORT_LABELS[sort as SearchSort] ?? sort;
}

/** 'Sun-exposed interior (dash, rear deck)': a mount location as the filter and its chip name it. */
export function mountLocationLabel(value: string): string {
  return MOUNT_LOCATION_LABELS[value as MountLocation] ?? value;
}

export function filterLabel(filter: string): string {
  return FILTER_LABELS[filter] ?? filter;
}

/** 'Volkswagen (12)': a choice with how many results it gives; without counts, the name alone. */
export function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** The counts beside the sidebar's choices; all unknown until the first page arrives. */
export interface FacetCounts {
  make(slug: string): number | undefined;
  difficulty(difficulty: PrintDifficulty): number | undefined;
  free: number | undefined;
}

/**
 * Reads the server's facets. A make with no part of its own is absent from them: choosing it
 * would show the universal-fit parts alone.
 */
export function facetCounts(facets: SearchFacets | undefined): FacetCounts {
  if (!facets) return { make: () => undefined, difficulty: () => undefined, free: undefined };
  return {
    make: (slug) => facets.make[slug] ?? facets.universal,
    difficulty: (difficulty) => facets.difficulty[difficulty] ?? 0,
    free: facets.free.free,
  };
}
