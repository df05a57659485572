import type { SqlParams } from '@pitstop/common';
import type { SearchSort } from '@pitstop/contracts';
import type { SearchCriteria, VehicleCriteria } from '../../domain/search-criteria.js';

/** The text part of a search as tsqueries: every word (prefix or within typos), and exact words. */
export interface TextQuery {
  /** Each word as a prefix or one of its typo matches, all words required. */
  matching: string;
  /** Each word as a prefix only: ranks exact spellings above typo matches. */
  exact: string;
}

/** The WHERE condition over `d` (search.listing_doc) for the criteria. */
export function conditionSql(
  criteria: SearchCriteria,
  text: TextQuery | null,
  params: SqlParams,
): string {
  const conditions: string[] = [];
  if (text) conditions.push(`d.document @@ to_tsquery('simple', ${params.add(text.matching)})`);
  if (criteria.vehicle) conditions.push(vehicleSql(criteria.vehicle, params));
  if (criteria.categoryId) conditions.push(`d.category_id = ${params.add(criteria.categoryId)}`);
  if (criteria.isFree !== undefined) conditions.push(`d.is_free = ${params.add(criteria.isFree)}`);
  if (criteria.difficulty) conditions.push(`d.difficulty = ${params.add(criteria.difficulty)}`);
  if (criteria.priceMin !== undefined)
    conditions.push(`d.price_cents >= ${params.add(criteria.priceMin)}`);
  if (criteria.priceMax !== undefined)
    conditions.push(`d.price_cents <= ${params.add(criteria.priceMax)}`);
  return conditions.length > 0 ? conditions.join(' AND ') : 'true';
}

/** Universal-fit parts fit every vehicle; the others must match every level given. */
function vehicleSql(vehicle: VehicleCriteria, params: SqlParams): string {
  const levels: string[] = [];
  if (vehicle.makeId) levels.push(`d.make_id = ${params.add(vehicle.makeId)}`);
  if (vehicle.makeSlug) levels.push(`d.make_slug = ${params.add(vehicle.makeSlug)}`);
  if (vehicle.modelId) levels.push(`d.model_id = ${params.add(vehicle.modelId)}`);
  if (vehicle.modelSlug) levels.push(`d.model_slug = ${params.add(vehicle.modelSlug)}`);
  if (vehicle.generationId) levels.push(`d.generation_id = ${params.add(vehicle.generationId)}`);
  if (vehicle.year !== undefined) {
    const year = params.add(vehicle.year);
    levels.push(`d.year_start <= ${year} AND d.year_end >= ${year}`);
  }
  // A part without a trim fits every trim of its generation.
  if (vehicle.trimId)
    levels.push(`(d.trim_id = ${params.add(vehicle.trimId)} OR d.trim_id IS NULL)`);
  if (vehicle.trim) levels.push(`(d.trim_key = ${params.add(vehicle.trim)} OR d.trim_key IS NULL)`);
  return `(d.is_universal OR (${levels.join(' AND ')}))`;
}

const ORDERS: Record<Exclude<SearchSort, 'relevance'>, string> = {
  newest: 'd.created_at DESC, d.id DESC',
  popular: 'd.download_count DESC, d.id DESC',
  rating: 'd.rating_avg DESC, d.rating_count DESC, d.id DESC',
  price_asc: 'd.price_cents ASC, d.id ASC',
  price_desc: 'd.price_cents DESC, d.id DESC',
  trending: 'd.trending DESC, d.id DESC',
};

/**
 * The same orders as expressions no index serves (`+ 0`): for a few matches, sorting them beats
 * walking a sort index past every listing that does not match.
 */
const SORTED_ORDERS: Record<Exclude<SearchSort, 'relevance'>, string> = {
  newest: `d.created_at + interval '0 s' DESC, d.id DESC`,
  popular: 'd.download_count + 0 DESC, d.id DESC',
  rating: 'd.rating_avg + 0 DESC, d.rating_count DESC, d.id DESC',
  price_asc: 'd.price_cents + 0 ASC, d.id ASC',
  price_desc: 'd.price_cents + 0 DESC, d.id DESC',
  trending: 'd.trending + 0 DESC, d.id DESC',
};

/** ORDER BY for the sort; relevance needs the text (without it, newest). */
export function orderSql(
  criteria: SearchCriteria,
  text: TextQuery | null,
  params: SqlParams,
  fewMatches = false,
): string {
  const orders = fewMatches ? SORTED_ORDERS : ORDERS;
  if (criteria.sort !== 'relevance') return orders[criteria.sort];
  if (!text) return orders.newest;
  return [
    // The exact title first; then titles with every word as typed; then the shorter title, so
    // 'shfit knob' puts 'Shift Knob' above 'Shift Knob Extension'; then the more downloaded.
    // (Ranking every match by its whole text would read each one's tsvector: too slow for a
    // broad word.)
    `(d.title_key = ${params.add(criteria.text)}) DESC`,
    `(d.title_vector @@ to_tsquery('simple', ${params.add(text.exact)})) DESC`,
    'length(d.title_key)',
    'd.download_count DESC',
    'd.id DESC',
  ].join(', ');
}
