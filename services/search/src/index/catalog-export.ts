import { Injectable } from '@nestjs/common';
import { CatalogListings, LISTING_LIMITS, type ExportedListing } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';

/** Half the most the catalog gives: a page of long descriptions stays a few megabytes on the bus. */
export const EXPORT_PAGE = LISTING_LIMITS.exportPageMax / 2;
/** A page is read from the catalog's tables, and a busy catalog (an import running) is slow. */
const EXPORT_TIMEOUT_MS = 30_000;

/**
 * The index's reads of the catalog's listings, as their events would carry them, each with its
 * owners' confirmed fits: the rebuild's pages in id order, and an imported batch's listings by
 * id. Both a page at a time of EXPORT_PAGE, with the same deadline.
 */
@Injectable()
export class CatalogExport {
  constructor(private readonly bus: MessagingClient) {}

  /** The next EXPORT_PAGE listings after `afterId` (fewer: the last page). */
  page(afterId: string | undefined): Promise<ExportedListing[]> {
    return this.bus.request(
      CatalogListings.exportPage,
      { afterId, limit: EXPORT_PAGE },
      { timeoutMs: EXPORT_TIMEOUT_MS },
    );
  }

  /** These listings as they are now (one removed since is not there); `signal` stops waiting. */
  async byIds(ids: string[], signal?: AbortSignal): Promise<ExportedListing[]> {
    const listings: ExportedListing[] = [];
    for (let from = 0; from < ids.length; from += EXPORT_PAGE)
      listings.push(
        ...(await this.bus.request(
          CatalogListings.exportByIds,
          { ids: ids.slice(from, from + EXPORT_PAGE) },
          { timeoutMs: EXPORT_TIMEOUT_MS, signal },
        )),
      );
    return listings;
  }
}
