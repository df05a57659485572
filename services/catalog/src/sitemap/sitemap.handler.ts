import { Controller } from '@nestjs/common';
import { BadRequestError, isUuid } from '@pitstop/common';
import {
  CatalogSitemap,
  SITEMAP_KINDS,
  SITEMAP_LIMITS,
  type SitemapPagePayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { SitemapRepository } from './sitemap.repository.js';

/** The gateway's sitemap pages through what everyone may see (docs/architecture.md, Public pages). */
@Controller()
export class SitemapHandler {
  constructor(private readonly sitemap: SitemapRepository) {}

  @Handles(CatalogSitemap.page)
  page({ kind, after, limit = SITEMAP_LIMITS.pageMax }: SitemapPagePayload) {
    if (!SITEMAP_KINDS.includes(kind)) throw new BadRequestError('kind is not a sitemap kind');
    if (after !== undefined && !isUuid(after)) throw new BadRequestError('after must be a UUID');
    if (!Number.isInteger(limit) || limit < 1 || limit > SITEMAP_LIMITS.pageMax)
      throw new BadRequestError(`limit must be 1–${SITEMAP_LIMITS.pageMax}`);
    return this.sitemap.page(kind, after ?? null, limit);
  }
}
