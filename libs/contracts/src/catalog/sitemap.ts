import { defineRequest } from '../definitions.js';

/**
 * What the sitemap lists: published listings, creators with one, public collections, and the
 * vehicle pages (a model's, a generation's) of vehicles with a published part of their own.
 */
export const SITEMAP_KINDS = ['listings', 'creators', 'collections', 'vehicles'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapPagePayload {
  kind: SitemapKind;
  /** The last `id` of the page before (keyset); none for the first page. */
  after?: string;
  /** 1–SITEMAP_LIMITS.pageMax, default pageMax. */
  limit?: number;
}

export interface SitemapEntry {
  /** The keyset position (a listing's, creator's, collection's, model's or generation's id). */
  id: string;
  /**
   * What the page's address holds: a listing's slug, a creator's or collection's id, a
   * vehicle's slugs joined by '/' ('volkswagen/golf', 'volkswagen/golf/mk7').
   */
  key: string;
  /** ISO 8601: when what the page shows last changed. */
  lastmod: string;
}

export const SITEMAP_LIMITS = {
  pageMax: 5_000,
  /** The sitemaps protocol's limit of addresses per file. */
  urlsPerShard: 50_000,
} as const;

export const CatalogSitemap = {
  /** One page, in id order after `after`, of what everyone may see of one kind. */
  page: defineRequest<SitemapPagePayload, SitemapEntry[]>('catalog.sitemap.page'),
} as const;
