import { defineRequest } from '../definitions.js';
import type { VehicleFilter } from '../catalog/fitment.js';
import type { ListingFilters, ListingPageQuery } from '../catalog/listing-filters.js';
import {
  LISTING_LIMITS,
  LISTING_SORTS,
  type ListingDto,
  type ListingSort,
  type PrintDifficulty,
} from '../catalog/listings.js';

/**
 * The search service's orders: docs/product.md §9's sorts, plus relevance (best match first),
 * the order when there is search text and no sort is asked for.
 */
export const SEARCH_SORTS = [...LISTING_SORTS, 'relevance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_LIMITS = {
  /** docs/product.md §9: the search page shows 20 at a time; pages as the listing list's. */
  pageSizeDefault: LISTING_LIMITS.pageSizeDefault,
  pageSizeMax: LISTING_LIMITS.pageSizeMax,
  /** Deeper pages are refused: no one reads them, and they cost every engine dearly. */
  offsetMax: 10_000,
  textMax: LISTING_LIMITS.searchMax,
  /** Words of the search text used; the rest are ignored. */
  wordsMax: 8,
  yearMin: 1900,
  yearMax: 2100,
  slugMax: 100,
  /** Price filters in cents: far above any listing's price, and inside the index's integers. */
  priceCentsMax: 100_000_000,
} as const;

/**
 * One search: text, filters, order and page. Every field is optional; absent means no filter.
 * The vehicle may be named by ids (the original client) or by the /search address's slugs,
 * year and trim value. The sort defaults to relevance with text, newest without.
 */
export interface SearchRequest extends VehicleFilter, ListingFilters, ListingPageQuery<SearchSort> {
  text?: string;
  /** Price range in cents, both ends included. */
  priceMin?: number;
  priceMax?: number;
  /** Whether to count facets (the web page does; the original client's list does not). */
  facets?: boolean;
}

/**
 * GET /api/search's parameters: the /search page's address as it is (q, make, model, year, trim,
 * difficulty, filter=free, sort), plus ids and a price range for other callers. The gateway
 * checks them and maps them to a SearchRequest once.
 */
export interface SearchAddress extends ListingFilters, ListingPageQuery<SearchSort> {
  q?: string;
  /** Make slug. */
  make?: string;
  /** Vehicle model slug. */
  model?: string;
  year?: number;
  /** A trim value (trimQueryValue). */
  trim?: string;
  /** 'free': free files only. */
  filter?: 'free';
  priceMin?: number;
  priceMax?: number;
}

/**
 * How many results each choice would give, with every other filter kept (so a facet's own
 * choice does not hide its siblings). A make's count includes the universal-fit parts, which
 * fit every make.
 */
export interface SearchFacets {
  /** By make slug; a make with no parts of its own is not named (it would show `universal`). */
  make: Record<string, number>;
  /** Universal-fit parts under the make facet's filters: what choosing any make adds. */
  universal: number;
  difficulty: Record<PrintDifficulty, number>;
  free: { free: number; paid: number };
}

export interface SearchResult {
  /**
   * The public view of each listing as a card: without its long description (longDescriptionMd
   * null, longDescriptionHtml ''), which the listing itself gives. likedByMe is false here; the
   * gateway fills it for the viewer.
   */
  items: ListingDto[];
  total: number;
  /** Present when the request asked for facets. */
  facets?: SearchFacets;
  /**
   * Present when no listing has every word of the search text: the words left out (the items
   * have the others, and those with more of these come first). The page says so.
   */
  droppedWords?: string[];
  /** The offset of the next page, or null on the last one. */
  next: number | null;
}

/** The reindex job's state, for operators and the admin screen. */
export interface ReindexStatus {
  /** idle: no job now; the last finished one is described. */
  state: 'idle' | 'waiting' | 'running' | 'failed';
  /** Listings read from the catalog so far in the running (or last) job. */
  processed: number;
  /** Documents in the index now. */
  indexed: number;
  engine: 'postgres' | 'meilisearch';
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/**
 * The index generation: a number in Redis (under the bus namespace) that the search service
 * bumps whenever it changes which listings the index holds or what they say, not when only
 * counters move. Whatever is kept per search (counts, whole answers) is kept per generation;
 * each process trusts the number it read for `trustMs`, so a write shows everywhere within it.
 */
export const SEARCH_GENERATION = {
  key: (namespace: string) => `${namespace}:search:generation`,
  trustMs: 250,
} as const;

export const SearchRequests = {
  /** Approved, public listings matching the request, one page, optionally with facet counts. */
  query: defineRequest<SearchRequest, SearchResult>('search.listing.query'),
  /** Starts rebuilding the index from the catalog (one job at a time); searches go on meanwhile. */
  reindex: defineRequest<Record<string, never>, ReindexStatus>('search.index.rebuild'),
  status: defineRequest<Record<string, never>, ReindexStatus>('search.index.status'),
} as const;

/**
 * A trim as the /search address carries it (docs/product.md §2, fitment picker): lower-cased,
 * with the first space replaced by a hyphen.
 */
export function trimQueryValue(trimName: string): string {
  return trimName.toLowerCase().replace(' ', '-');
}

export type { ListingSort };
