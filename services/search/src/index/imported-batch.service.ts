import { Injectable } from '@nestjs/common';
import {
  CatalogListings,
  LISTING_LIMITS,
  type ListingChangedEvent,
  type ListingsImportedEvent,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { listingChange } from './index-change.js';
import { IndexerService } from './indexer.service.js';

/** As the rebuild reads: half the most the catalog gives, a few megabytes per answer. */
const PAGE = LISTING_LIMITS.exportPageMax / 2;

/**
 * An imported batch arrives as ids (its listings would be megabytes in the catalog's outbox):
 * reads them from the catalog as they are now, a page at a time, and applies the whole batch
 * in one index write, one generation bump. A listing changed or removed since comes as it is
 * now (or not at all); the ledger's versions keep a later event from being undone.
 */
@Injectable()
export class ImportedBatchService {
  constructor(
    private readonly indexer: IndexerService,
    private readonly bus: MessagingClient,
  ) {}

  async index(event: ListingsImportedEvent): Promise<void> {
    const listings: ListingChangedEvent[] = [];
    for (let from = 0; from < event.ids.length; from += PAGE)
      listings.push(
        ...(await this.bus.request(
          CatalogListings.exportByIds,
          { ids: event.ids.slice(from, from + PAGE) },
          { timeoutMs: 30_000 },
        )),
      );
    await this.indexer.apply(listings.map((listing) => listingChange(listing)));
  }
}
