import type { SqlParams } from '@pitstop/common';
import type { SearchSort, VehicleFilter } from '@pitstop/contracts';
import type { SearchCriteria } from '../src/domain/search-criteria.js';
import type { WordQuery } from '../src/engines/postgres/typo-vocabulary.js';

/**
 * The Postgres engine's matching and orders as SQL over search.listing_doc, as the engine ran
 * them before it answered from memory: the reference the in-memory index is checked against
 * (postgres-memory-index.int-spec.ts).
 */

/** A word's forms as a tsquery: the prefix, its other forms and, for `matching`, its typos. */
function tsquery(word: WordQuery, form: 'matching' | 'exact'): string {
  const forms = [`'${word.prefix}':*`, ...word.exact.map((w) => `'${w}'`)];
  if (form === 'matching') forms.push(...word.typos.map((w) => `'${w}'`));
  return `(${forms.join(' | ')})`;
}

/** The text part of a search: each word's forms. */
export interface TextQuery {
  /** The words every match has (SearchCriteria.words). */
  required: WordQuery[];
  /** Words that only rank (SearchCriteria.optionalWords). */
  optional: WordQuery[];
}

/** Every required word, each in any of its matching forms. */
export function allRequired(text: TextQuery): string {
  return text.required.map((word) => tsquery(word, 'matching')).join(' & ');
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
  if (criteria.mountLocation)
    conditions.push(`d.mount_location = ${params.add(criteria.mountLocation)}`);
  if (criteria.material) conditions.push(`${params.add(criteria.material)} = ANY(d.materials)`);
  if (criteria.priceMin !== undefined)
    conditions.push(`d.price_cents >= ${params.add(criteria.priceMin)}`);
  if (criteria.priceMax !== undefined)
    conditions.push(`d.price_cents <= ${params.add(criteria.priceMax)}`);
  return conditions.length > 0 ? conditions.join(' AND ') : 'true';
}

/** Universal-fit parts fit every vehicle; the others must match every level given. */
function vehicleSql(vehicle: VehicleFilter, params: SqlParams): string {
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

/** ORDER BY for the sort; relevance needs the text (without it, newest). */
export function orderSql(
  criteria: SearchCriteria,
  text: TextQuery | null,
  params: SqlParams,
): string {
  if (criteria.sort !== 'relevance') return ORDERS[criteria.sort];
  if (!text) return ORDERS.newest;
  const words = [...text.required, ...text.optional];
  /** How many of the words the column has, each in the given form. */
  const hits = (column: string, form: 'matching' | 'exact', of: WordQuery[] = words) =>
    `(${of.map((word) => `(${column} @@ ${params.add(tsquery(word, form))}::tsquery)::int`).join(' + ')})`;
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
