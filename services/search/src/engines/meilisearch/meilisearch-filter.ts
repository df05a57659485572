import { confirmationKey, type SearchSort, type VehicleFilter } from '@pitstop/contracts';
import type { SearchCriteria } from '../../domain/search-criteria.js';
import { singular } from '../../domain/vocabulary/word-forms.js';

/** What a criteria asks Meilisearch: the text, the filter and the order (not the page). */
export interface MeiliQuery {
  /** The criteria's words; undefined for none (a placeholder search: every document). */
  q: string | undefined;
  /** A filter expression; undefined for no filter. */
  filter: string | undefined;
  /** undefined for relevance: the ranking rules order then. */
  sort: string[] | undefined;
}

export function toMeiliQuery(criteria: SearchCriteria): MeiliQuery {
  const filter = filterExpression(criteria);
  return {
    q: queryText(criteria),
    filter: filter === '' ? undefined : filter,
    sort: sortParam(criteria.sort),
  };
}

/**
 * The checked words, not the raw text: quotes would make Meilisearch search a phrase and a
 * leading '-' would exclude a word, and the words are capped like every engine caps them. Each
 * word in its singular: documents keep the singular of every plural beside it, so the singular
 * finds both ('shift knobs' finds 'Shift Knob'). Words the search service dropped (no listing
 * has them all) are left out: Meilisearch has no way to rank by them alone.
 */
export function queryText(criteria: Pick<SearchCriteria, 'words'>): string | undefined {
  return criteria.words.length > 0 ? criteria.words.map(singular).join(' ') : undefined;
}

/** The filter expression ('' for none): every condition ANDed, the vehicle as one group. */
export function filterExpression(criteria: SearchCriteria): string {
  const conditions: string[] = [];
  const vehicle = vehicleCondition(criteria.vehicle);
  if (vehicle) conditions.push(vehicle);
  if (criteria.categoryId !== undefined)
    conditions.push(`categoryId = ${quote(criteria.categoryId)}`);
  if (criteria.isFree !== undefined)
    conditions.push(`isFree = ${criteria.isFree ? 'true' : 'false'}`);
  if (criteria.difficulty !== undefined)
    conditions.push(`difficulty = ${quote(criteria.difficulty)}`);
  if (criteria.mountLocation !== undefined)
    conditions.push(`mountLocation = ${quote(criteria.mountLocation)}`);
  // On an array attribute '=' holds when any element equals the value.
  if (criteria.material !== undefined) conditions.push(`materials = ${quote(criteria.material)}`);
  if (criteria.priceMin !== undefined)
    conditions.push(`priceCents >= ${wholeNumber(criteria.priceMin)}`);
  if (criteria.priceMax !== undefined)
    conditions.push(`priceCents <= ${wholeNumber(criteria.priceMax)}`);
  return conditions.join(' AND ');
}

/**
 * fitsVehicle (@pitstop/contracts) as a filter, tested against FITMENT_CASES. A year must lie in
 * the generation's years (yearEnd of a running generation is OPEN_YEAR_END, never null).
 */
export function vehicleCondition(vehicle: VehicleFilter | null): string | null {
  if (!vehicle) return null;
  const levels: string[] = [];
  if (vehicle.makeId !== undefined) levels.push(`makeId = ${quote(vehicle.makeId)}`);
  if (vehicle.makeSlug !== undefined) levels.push(`makeSlug = ${quote(vehicle.makeSlug)}`);
  if (vehicle.modelId !== undefined) levels.push(`modelId = ${quote(vehicle.modelId)}`);
  if (vehicle.modelSlug !== undefined) levels.push(`modelSlug = ${quote(vehicle.modelSlug)}`);
  if (vehicle.generationId !== undefined)
    levels.push(`generationId = ${quote(vehicle.generationId)}`);
  if (vehicle.year !== undefined) {
    const year = wholeNumber(vehicle.year);
    levels.push(`yearStart <= ${year}`, `yearEnd >= ${year}`);
  }
  if (vehicle.trimId !== undefined)
    levels.push(`(trimId = ${quote(vehicle.trimId)} OR trimId IS NULL)`);
  if (vehicle.trim !== undefined)
    levels.push(`(trimKey = ${quote(vehicle.trim)} OR trimKey IS NULL)`);
  if (levels.length === 0) return null;
  return `(isUniversalFit = true OR (${levels.join(' AND ')}))`;
}

/**
 * isConfirmedFit (@pitstop/contracts) as a filter: the listing carries the vehicle's key. null
 * when the vehicle asks for none, or when best match is not the order.
 */
export function confirmedCondition(
  criteria: Pick<SearchCriteria, 'vehicle' | 'sort'>,
): string | null {
  if (criteria.sort !== 'relevance') return null;
  const key = confirmationKey(criteria.vehicle);
  // On an array attribute '=' holds when any element equals the value.
  return key === null ? null : `confirmedFits = ${quote(key)}`;
}

/** A filter with one more condition ANDed (either may be undefined). */
export function andFilter(filter: string | undefined, condition: string): string {
  return filter === undefined ? condition : `(${filter}) AND ${condition}`;
}

/**
 * A string value for a filter: in double quotes, with backslashes and double quotes escaped by
 * a backslash (Meilisearch 1.4+ unescapes both inside a quoted value).
 */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function wholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`);
  return String(value);
}

/** Each order ends with the id, so equal values keep one order from page to page. */
const SORTS: Record<Exclude<SearchSort, 'relevance'>, string[]> = {
  newest: ['createdAt:desc', 'id:desc'],
  popular: ['downloadCount:desc', 'id:desc'],
  rating: ['ratingAvg:desc', 'ratingCount:desc', 'id:desc'],
  price_asc: ['priceCents:asc', 'id:asc'],
  price_desc: ['priceCents:desc', 'id:desc'],
  trending: ['trending:desc', 'id:desc'],
};

export function sortParam(sort: SearchSort): string[] | undefined {
  return sort === 'relevance' ? undefined : [...SORTS[sort]];
}
