import type { SqlParams } from '@pitstop/common';
import type { SearchSort } from '@pitstop/contracts';
import type { SearchCriteria, VehicleCriteria } from '../../domain/search-criteria.js';
import type { WordQuery } from './typo-vocabulary.js';

/** The text part of a search: each word's tsqueries. */
export interface TextQuery {
  /** The words every match has (SearchCriteria.words). */
  required: WordQuery[];
  /** Words that only rank (SearchCriteria.optionalWords). */
  optional: WordQuery[];
}

/** Every required word, each in any of its matching forms. */
export function allRequired(text: TextQuery): string {
  return text.required.map((word) => word.matching).join(' & ');
}

/** The WHERE condition over `d` (search.listing_doc) for the criteria. */
export function conditionSql(
  criteria: SearchCriteria,
  text: TextQuery | null,
  params: SqlParams,
): string {
  const conditions: string[] = [];
  if (text && text.required.length > 0)
    conditions.push(`d.document @@ ${params.add(allRequired(text))}::tsquery`);
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
  const words = [...text.required, ...text.optional];
  /** How many of the words the column has, each in the given form. */
  const hits = (column: string, form: keyof WordQuery, of: WordQuery[] = words) =>
    `(${of.map((word) => `(${column} @@ ${params.add(word[form])}::tsquery)::int`).join(' + ')})`;
  return [
    // A query naming a vehicle ('golf mk8 phone mount'): the parts listed for it first.
    `${hits('d.vehicle_vector', 'matching')} DESC`,
    // Words in the title, whatever typo they needed, above words found only elsewhere.
    `${hits('d.title_vector', 'matching')} DESC`,
    // More of the words left out (when no listing has them all).
    ...(text.optional.length > 0 ? [`${hits('d.document', 'matching', text.optional)} DESC`] : []),
    // Exactness: the title as typed; then title words without typos (the title's small
    // tsvector, not the whole document's: this is computed for every match); then the shorter
    // title, so 'shfit knob' puts 'Shift Knob' above 'Shift Knob Extension'.
    `(d.title_key = ${params.add(criteria.text)}) DESC`,
    `${hits('d.title_vector', 'exact')} DESC`,
    'length(d.title_key)',
    // Popularity.
    'd.download_count DESC',
    'd.id DESC',
  ].join(', ');
}
