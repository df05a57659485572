/** The /search address: its parameters, their labels, and removing one facet at a time. */

const SEARCH_PARAMS = ['q', 'make', 'model', 'year', 'trim', 'sort', 'filter'] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];
export type SearchQuery = Partial<Record<SearchParam, string>>;

const SORT_LABELS: Record<string, string> = {
  trending: 'Trending',
  newest: 'Newest First',
  popular: 'Most Popular',
  rating: 'Highest Rated',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
};

const FILTER_LABELS: Record<string, string> = {
  free: 'Free files only',
};

/** Vehicle levels in order: removing one removes the levels below it, which depend on it. */
const VEHICLE_LEVELS: SearchParam[] = ['make', 'model', 'year', 'trim'];

/** The query's parameters that are set; blank values and the 'all' make or model mean no filter. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const query: SearchQuery = {};
  for (const key of SEARCH_PARAMS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'make' || key === 'model') && value === 'all') continue;
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

export function sortLabel(sort: string): string {
  return SORT_LABELS[sort] ?? sort;
}

export function filterLabel(filter: string): string {
  return FILTER_LABELS[filter] ?? filter;
}
