import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobRunner } from '@pitstop/common';
import { SearchJobs } from '@pitstop/contracts';
import { CatalogExport, EXPORT_PAGE } from '../index/catalog-export.js';
import { exportedChanges } from '../index/index-change.js';
import { IndexerService } from '../index/indexer.service.js';

/**
 * Rebuilds the index from the catalog: reads every listing (with its owners' confirmed fits) page
 * by page and applies it through the ledger like its events (a version already held is rewritten, a newer one from an event in
 * the meantime wins), then drops what the catalog no longer has. Searches go on against the
 * index throughout. A failed attempt is retried; each retry starts over, which the ledger makes
 * harmless. On shutdown it stops at its next page, and runs again on a live instance.
 */
@Injectable()
@HandlesJob(SearchJobs.rebuildIndex)
export class RebuildIndexJobHandler implements JobRunner<typeof SearchJobs.rebuildIndex> {
  private readonly logger = new Logger('Reindex');

  constructor(
    private readonly indexer: IndexerService,
    private readonly catalog: CatalogExport,
  ) {}

  async run(_payload: Record<string, never>, context: JobContext) {
    const since = await this.indexer.now();
    let processed = 0;
    let afterId: string | undefined;
    for (;;) {
      context.signal.throwIfAborted();
      const page = await this.catalog.page(afterId);
      context.signal.throwIfAborted();
      await this.indexer.apply(page.flatMap((listing) => exportedChanges(listing, true)));
      processed += page.length;
      await context.progress({ processed });
      if (page.length < EXPORT_PAGE) break;
      afterId = page[page.length - 1]!.listing.id;
    }
    const removed = await this.indexer.removeUntouchedSince(since);
    this.logger.log(`reindex read ${processed} listings, removed ${removed}`);
    return { processed };
  }
}
