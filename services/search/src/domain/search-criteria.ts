import { BadRequestError, isUuid } from '@pitstop/common';
import {
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
  PRINT_MATERIALS,
  SEARCH_LIMITS as L,
  SEARCH_SORTS,
  controlCharactersMessage,
  hasControlCharacters,
  type ListingFilters,
  type MountLocation,
  type PrintDifficulty,
  type PrintMaterial,
  type SearchRequest,
  type SearchSort,
  type VehicleFilter,
} from '@pitstop/contracts';

/** A checked search, as the engines run it. */
export interface SearchCriteria
  extends
    Pick<ListingFilters, 'categoryId' | 'isFree' | 'difficulty' | 'mountLocation' | 'material'>,
    Pick<SearchRequest, 'priceMin' | 'priceMax'> {
  /** The search text, trimmed with single spaces, lower-cased; '' for none. */
  text: string;
  /**
   * The words every match must have: the text's words (letters and digits), lower-cased, at
   * most SEARCH_LIMITS.wordsMax; fewer when no listing has them all (see relaxWords).
   */
  words: string[];
  /**
   * Words of the text left out of `words` because no listing has them all: they only rank (a
   * listing having more of them comes first). Empty when every word is required.
   */
  optionalWords: string[];
  /** Which listings fit it: fitsVehicle (@pitstop/contracts); null for no vehicle filter. */
  vehicle: VehicleFilter | null;
  sort: SearchSort;
  limit: number;
  offset: number;
  facets: boolean;
}

/** Facets counted with every filter but their own. */
export type FacetName = 'make' | 'difficulty' | 'free';

export function checkSearchRequest(request: SearchRequest): SearchCriteria {
  const payload = (request ?? {}) as Record<string, unknown>;
  const text = textOf(payload.text);
  const words = splitWords(text).slice(0, L.wordsMax);
  const vehicle: VehicleFilter = {
    makeId: uuid(payload.makeId, 'makeId'),
    makeSlug: slug(payload.makeSlug, 'make'),
    modelId: uuid(payload.modelId, 'modelId'),
    modelSlug: slug(payload.modelSlug, 'model'),
    generationId: uuid(payload.generationId, 'generationId'),
    year: wholeNumber(payload.year, undefined, L.yearMin, L.yearMax, 'year'),
    trimId: uuid(payload.trimId, 'trimId'),
    trim: slug(payload.trim, 'trim'),
  };
  const hasVehicle = Object.values(vehicle).some((value) => value !== undefined);
  if (payload.isFree !== undefined && typeof payload.isFree !== 'boolean')
    throw new BadRequestError('isFree must be true or false');
  const difficulty = payload.difficulty;
  if (difficulty !== undefined && !PRINT_DIFFICULTIES.includes(difficulty as PrintDifficulty))
    throw new BadRequestError(`difficulty must be one of ${PRINT_DIFFICULTIES.join(', ')}`);
  const mountLocation = payload.mountLocation;
  if (mountLocation !== undefined && !MOUNT_LOCATIONS.includes(mountLocation as MountLocation))
    throw new BadRequestError(`mountLocation must be one of ${MOUNT_LOCATIONS.join(', ')}`);
  const material = payload.material;
  if (material !== undefined && !PRINT_MATERIALS.includes(material as PrintMaterial))
    throw new BadRequestError(`material must be one of ${PRINT_MATERIALS.join(', ')}`);
  const sort = payload.sort;
  if (sort !== undefined && !SEARCH_SORTS.includes(sort as SearchSort))
    throw new BadRequestError(`sort must be one of ${SEARCH_SORTS.join(', ')}`);
  const order = (sort as SearchSort | undefined) ?? 'relevance';
  const priceMin = wholeNumber(payload.priceMin, undefined, 0, L.priceCentsMax, 'priceMin');
  const priceMax = wholeNumber(payload.priceMax, undefined, 0, L.priceCentsMax, 'priceMax');
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    throw new BadRequestError('priceMin must not be above priceMax');
  if (payload.facets !== undefined && typeof payload.facets !== 'boolean')
    throw new BadRequestError('facets must be true or false');
  return {
    text,
    words,
    optionalWords: [],
    vehicle: hasVehicle ? dropUndefined(vehicle) : null,
    ...dropUndefined({
      categoryId: uuid(payload.categoryId, 'categoryId'),
      isFree: payload.isFree as boolean | undefined,
      difficulty: difficulty as PrintDifficulty | undefined,
      mountLocation: mountLocation as MountLocation | undefined,
      material: material as PrintMaterial | undefined,
      priceMin,
      priceMax,
    }),
    // Relevance ranks by the words; with none to rank by, every engine shows the newest first.
    sort: order === 'relevance' && words.length === 0 ? 'newest' : order,
    limit: wholeNumber(payload.limit, L.pageSizeDefault, 1, L.pageSizeMax, 'limit')!,
    offset: wholeNumber(payload.offset, 0, 0, L.offsetMax, 'offset')!,
    facets: payload.facets === true,
  };
}

/** The criteria a facet is counted under: every filter but the facet's own. */
export function withoutFacet(criteria: SearchCriteria, facet: FacetName): SearchCriteria {
  if (facet === 'difficulty') return { ...criteria, difficulty: undefined };
  if (facet === 'free') return { ...criteria, isFree: undefined };
  if (!criteria.vehicle) return criteria;
  const { makeId: _id, makeSlug: _slug, ...rest } = criteria.vehicle;
  return { ...criteria, vehicle: Object.keys(rest).length > 0 ? rest : null };
}

/** The part of the criteria that decides which listings match (not their order or page). */
export function matchKey(criteria: SearchCriteria): string {
  const { sort: _sort, limit: _limit, offset: _offset, facets: _facets, ...match } = criteria;
  // Built in one fixed key order by checkSearchRequest, so equal criteria give equal keys.
  return JSON.stringify(match);
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return checkedText(value, 'search', L.textMax);
}

/** Text a buyer typed, checked (`field` names it in the 400) and normalised (normalizeText). */
export function checkedText(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.length > max)
    throw new BadRequestError(`${field} must be text of at most ${max} characters`);
  if (hasControlCharacters(value)) throw new BadRequestError(controlCharactersMessage(field));
  return normalizeText(value);
}

/**
 * The words of a text, as searches and the index both split it: runs of letters and digits
 * ('2.0L' is '2' and '0l'). The index must not split by rules of its own (Postgres's parser
 * keeps '2.0' whole), or a title could not be found by its own text.
 */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Text as exact-title matching compares it: trimmed, single spaces, lower case. */
export function normalizeText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function uuid(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isUuid(value)) throw new BadRequestError(`${field} must be a UUID`);
  return value.toLowerCase();
}

/** Slugs and trim values: lower-case words; the trim rule may leave spaces after the first. */
function slug(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (
    typeof value !== 'string' ||
    value.length > L.slugMax ||
    hasControlCharacters(value) ||
    value !== value.trim()
  )
    throw new BadRequestError(`${field} must be a short name such as the address gives`);
  return value.toLowerCase();
}

function wholeNumber(
  value: unknown,
  fallback: number | undefined,
  min: number,
  max: number,
  field: string,
): number | undefined {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new BadRequestError(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
