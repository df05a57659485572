import { Injectable, Optional } from '@nestjs/common';
import { ConcurrencyLimit, ServiceStopping } from '@pitstop/common';
import type { ListingsImportedEvent } from '@pitstop/contracts';
import { CatalogExport } from './catalog-export.js';
import { exportedChanges } from './index-change.js';
import { IndexerService } from './indexer.service.js';

/**
 * An imported batch arrives as ids (its listings would be megabytes in the catalog's outbox):
 * reads them from the catalog as they are now, a page at a time, and applies the whole batch
 * in one index write, one generation bump. A listing changed or removed since comes as it is
 * now (or not at all); the ledger's versions keep a later event from being undone.
 *
 * One batch at a time per replica: the bus hands over dozens of events at once, and dozens of
 * batches of thousands of listings at once only flood the catalog with page requests (which
 * then time out) and contend for the same index tables. Batches still waiting when the service
 * stops are let go (their events are delivered again to a live replica).
 */
@Injectable()
export class ImportBatchService {
  private readonly oneAtATime = new ConcurrencyLimit(1);

  constructor(
    private readonly indexer: IndexerService,
    private readonly catalog: CatalogExport,
    @Optional() private readonly stopping?: ServiceStopping,
  ) {}

  index(event: ListingsImportedEvent): Promise<void> {
    return this.oneAtATime.run(() => this.readAndApply(event), this.stopping?.signal);
  }

  private async readAndApply(event: ListingsImportedEvent): Promise<void> {
    // Stopping, the batch in hand is let go too: the catalog may be stopping as well.
    const listings = await this.catalog.byIds(event.ids, this.stopping?.signal);
    await this.indexer.apply(listings.flatMap((listing) => exportedChanges(listing)));
  }
}
