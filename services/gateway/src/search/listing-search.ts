import { Injectable, Logger } from '@nestjs/common';
import {
  CatalogListings,
  SearchRequests,
  SuggestRequests,
  listingFiltersOf,
  type ListingDto,
  type SearchRequest,
  type SearchResult,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { ListListingsQuery } from '../dto/listing-query.dto.js';
import type { SearchQuery } from '../dto/search-query.dto.js';
import { SHARED_BRIEFLY } from '../http/cache-control.js';
import { AnswerCache, cachedAnswer, type AnswerKeep, type CachedAnswer } from './answer-cache.js';
import { AnswerGeneration } from './answer-generation.js';

/**
 * Searches through the search service, then marks what the signed-in viewer likes. The index
 * holds the public view of listings, the same for everyone, so a page's answer is kept (by its
 * address and the index generation) and served to every visitor who asks the same.
 */
@Injectable()
export class ListingSearch {
  private readonly logger = new Logger(ListingSearch.name);

  constructor(
    private readonly bus: MessagingClient,
    private readonly answers: AnswerCache,
    private readonly generation: AnswerGeneration,
  ) {}

  /**
   * The visitor's answer to an address (`key`): kept, or searched and shaped into the route's
   * body by `body`, with `headers` from the result.
   */
  async answer(
    key: string,
    request: SearchRequest,
    body: (result: SearchResult) => unknown,
    headers: (result: SearchResult) => Record<string, string> = () => ({}),
  ): Promise<CachedAnswer> {
    return this.keep(key, async () => {
      const result = await this.bus.request(SearchRequests.query, request);
      return cachedAnswer(JSON.stringify(body(result)), headers(result));
    });
  }

  /**
   * The visitor's answer to a search as the search service gives it: kept, or searched, its
   * JSON kept as it came over the bus (parsing it only to write it again would cost more than
   * everything else the gateway does for a kept answer's refresh).
   */
  async searchAnswer(key: string, request: SearchRequest): Promise<CachedAnswer> {
    return this.keep(key, async () =>
      cachedAnswer(await this.bus.requestJson(SearchRequests.query, request)),
    );
  }

  /**
   * Parts and vehicles for what is typed in a search box, kept as searches are: every buyer
   * types the same letters. Browsers and shared caches may keep them briefly too.
   */
  async suggestAnswer(key: string, text: string): Promise<CachedAnswer> {
    return this.keep(key, async () =>
      cachedAnswer(await this.bus.requestJson(SuggestRequests.suggest, { text }), {
        'cache-control': SHARED_BRIEFLY,
      }),
    );
  }

  /**
   * A public read other than a search (a listing, the taxonomy, a creator's or collection's
   * page) as a visitor sees it, kept as searches are: by its address under the index generation,
   * so a listing approved, edited or taken down shows in it as soon as the index has it (the
   * catalog's events move the generation); a collection's also under the collections' own
   * (answer-generation.ts). `keep` shortens the times for what can change without moving
   * either; `headers` go out with the answer.
   */
  async publicAnswer(
    key: string,
    load: () => Promise<unknown>,
    { keep, headers }: { keep?: AnswerKeep; headers?: Record<string, string> } = {},
  ): Promise<CachedAnswer> {
    return this.keepAnswer(
      key,
      async () => cachedAnswer(JSON.stringify(await load()), headers),
      keep,
    );
  }

  /** Any answer the same for everyone, ready to send, kept as publicAnswer keeps its JSON. */
  async keepAnswer(
    key: string,
    load: () => Promise<CachedAnswer>,
    keep?: AnswerKeep,
  ): Promise<CachedAnswer> {
    return this.answers.get(key, await this.generation.of(key), load, keep);
  }

  /**
   * Any answer drawn from the search index alone (a search, suggestions), the same for every
   * visitor: kept by its address under the index generation, made by `load` when missing.
   */
  private async keep(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    return this.answers.get(key, await this.generation.of(key), load);
  }

  /**
   * Drops every kept answer: after a write of this gateway that changes what visitors see of a
   * listing (deleted, edited, approved, taken down). The index generation retires them too, but
   * only once the search service has taken the event in; the writer's next read is then current.
   */
  forgetAll(): void {
    this.answers.forget('');
  }

  /** Drops the answers kept under addresses that start with `prefix` (AnswerCache.forget). */
  forget(prefix: string): void {
    this.answers.forget(prefix);
  }

  /** Whether an answer to this address is kept at all (of any generation, fresh or not). */
  holds(key: string): boolean {
    return this.answers.holds(key);
  }

  /**
   * The visitor's answer to an address if one is kept that may be served, fresh or stale
   * while it refreshes (see keptAnswers).
   */
  async kept(key: string): Promise<CachedAnswer | undefined> {
    // Most addresses asked are not kept searches: those need no generation read.
    if (!this.answers.holds(key)) return undefined;
    return this.answers.kept(key, await this.generation.of(key));
  }

  /**
   * likedByMe for the viewer. Hearts are a nicety: if the catalog cannot say, the results still
   * go out, with empty hearts.
   */
  async withLikes(viewer: Viewer | null, items: ListingDto[]): Promise<ListingDto[]> {
    if (!viewer || items.length === 0) return items;
    try {
      const liked = new Set(
        await this.bus.request(CatalogListings.likedAmong, {
          userId: viewer.id,
          listingIds: items.map((item) => item.id),
        }),
      );
      return items.map((item) => (liked.has(item.id) ? { ...item, likedByMe: true } : item));
    } catch (err) {
      this.logger.warn(`likes of search results unavailable: ${(err as Error).message}`);
      return items;
    }
  }
}

/** GET /api/models3d's filters (the original client's names) as a search. */
export function searchFromListQuery(query: ListListingsQuery): SearchRequest {
  return {
    text: query.search,
    ...listingFiltersOf(query),
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  };
}

/** GET /api/search's parameters (the /search address) as a search with facets. */
export function searchFromQuery(query: SearchQuery): SearchRequest {
  return {
    text: query.q,
    ...listingFiltersOf(query),
    makeSlug: query.make,
    modelSlug: query.model,
    year: query.year,
    trim: query.trim,
    isFree: query.filter === 'free' ? true : query.isFree,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
    facets: true,
  };
}
