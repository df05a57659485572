import { SEARCH_LIMITS } from '@pitstop/contracts';
import type { Settings } from 'meilisearch';
import type { SearchDocument } from '../../domain/search-document.js';
import { meilisearchSynonyms } from '../../domain/vocabulary/search-vocabulary.js';

type Field = keyof SearchDocument & string;

export const PRIMARY_KEY: Field = 'id';

/**
 * Most important first: the `attribute` ranking rule prefers matches in earlier attributes, so
 * the vehicle a query names ranks first (as the Postgres engine ranks it), then a title match,
 * then tags, category and descriptions.
 */
export const SEARCHABLE_ATTRIBUTES: Field[] = [
  'vehicle',
  'title',
  'tags',
  'categoryName',
  'shortDescription',
  'longDescription',
];

export const FILTERABLE_ATTRIBUTES: Field[] = [
  // A facet only: the vehicles the index holds (MeilisearchEngine.vehicles).
  'vehicleKey',
  'makeId',
  'makeSlug',
  'modelId',
  'modelSlug',
  'generationId',
  'trimId',
  'trimKey',
  'yearStart',
  'yearEnd',
  'isUniversalFit',
  'categoryId',
  'isFree',
  'difficulty',
  'mountLocation',
  'materials',
  'priceCents',
  // Best match for a vehicle: its owners' confirmed fits first (confirmedCondition).
  'confirmedFits',
];

export const SORTABLE_ATTRIBUTES: Field[] = [
  'createdAt',
  'downloadCount',
  'ratingAvg',
  'ratingCount',
  'priceCents',
  'trending',
  'id',
];

/**
 * `sort` first: a requested order (newest, popular...) decides the whole order and the text only
 * decides what matches, as every engine does. With no sort (relevance) the rule does nothing and
 * the rest rank as the Postgres engine does: where the words were found (vehicle, then title,
 * whatever typo they needed), then typos, then exactness (a title equal to the text first), then
 * popularity; `id:desc` last makes ties stable. `words` does nothing while every word is
 * required (matchingStrategy 'all'; the search service drops words itself, see relaxWords).
 *
 * `attribute` rather than `attributeRank` + `wordPosition`: those two only exist from
 * Meilisearch 1.36, and `attribute` is both of them in one.
 */
export const RANKING_RULES = [
  'sort',
  'words',
  'attribute',
  'typo',
  'exactness',
  'proximity',
  'downloadCount:desc',
  'id:desc',
];

/**
 * Exact totals need page/hitsPerPage searches, whose totalHits is capped by maxTotalHits (and
 * no page beyond it can be read). Far above any catalogue and the deepest page
 * (SEARCH_LIMITS.offsetMax + pageSizeMax): raising it costs nothing for shallow pages.
 */
export const MAX_TOTAL_HITS = 10_000_000;
if (MAX_TOTAL_HITS < SEARCH_LIMITS.offsetMax + SEARCH_LIMITS.pageSizeMax)
  throw new Error('MAX_TOTAL_HITS must cover the deepest page');

/** Every make must get its facet count (the default is 100 values per facet). */
export const MAX_VALUES_PER_FACET = 10_000;

/**
 * The listing index's settings, applied whole by prepare() (so a changed list here replaces
 * the old one). Typo tolerance as the Postgres engine has it (domain/typos.ts): one typo from 4
 * letters, two from 8. The synonyms are the search vocabulary's groups (the documents also keep
 * them, so both engines find the same listings).
 */
export const LISTING_INDEX_SETTINGS = {
  searchableAttributes: SEARCHABLE_ATTRIBUTES,
  filterableAttributes: FILTERABLE_ATTRIBUTES,
  sortableAttributes: SORTABLE_ATTRIBUTES,
  // Everything: search reads `listing` and the counters kept beside it.
  displayedAttributes: ['*'],
  rankingRules: RANKING_RULES,
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 },
  },
  synonyms: meilisearchSynonyms(),
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
  faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET },
} satisfies Settings;
