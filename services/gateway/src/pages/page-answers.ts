import { cachedAnswer, type CachedAnswer } from '../search/answer-cache.js';
import type { ListingSearch } from '../search/listing-search.js';

/** A served page as the route makes it, before it is kept. */
export interface MadePage {
  status: number;
  html: string;
  cacheControl: string;
  /** Made without the catalog or without a rendering: sent, never kept. */
  transient: boolean;
}

/** The key a page's answer is kept under (beside the API's, which are their addresses). */
export const pageKey = (url: string): string => `page:${url}`;

/**
 * The served pages' final bytes (HTML, its gzip copy, its entity tag), kept by address in the
 * gateway's kept answers under the index generation (a collection's also under the collections'
 * own: search/answer-generation.ts), as the API's public reads are: a page
 * asked again is sent as it is, without making its head and body, hashing or gzipping them
 * again (docs/architecture.md, Public reads).
 */
export class PageAnswers {
  constructor(private readonly search: ListingSearch) {}

  answer(url: string, make: () => Promise<MadePage>): Promise<CachedAnswer> {
    return this.search.keepAnswer(pageKey(url), async () => {
      const page = await make();
      return cachedAnswer(
        page.html,
        { 'cache-control': page.cacheControl },
        {
          type: 'text/html; charset=utf-8',
          status: page.status,
          transient: page.transient,
        },
      );
    });
  }
}
