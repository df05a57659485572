import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobRunner } from '@pitstop/common';
import { CatalogJobs, MediaRequests } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { ListingBulkRepository } from '../repositories/listing-bulk.repository.js';

const BATCH = 500;

/**
 * Clear All (DELETE /api/admin/clear-all-models), batch by batch: bought listings are hidden,
 * the rest destroyed, and their stored files released in media. Run again after a crash, it
 * carries on with the listings still live (each batch committed on its own).
 */
@Injectable()
@HandlesJob(CatalogJobs.clearAll)
export class ClearAllJobHandler implements JobRunner<typeof CatalogJobs.clearAll> {
  private readonly logger = new Logger('ClearAll');

  constructor(
    private readonly listings: ListingBulkRepository,
    private readonly bus: MessagingClient,
  ) {}

  async run(_payload: { actorId: string }, context: JobContext) {
    let afterId: string | null = null;
    let deleted = 0;
    let hidden = 0;
    for (;;) {
      if (context.signal.aborted) throw new Error('the worker is stopping; Clear All resumes');
      const batch = await this.listings.clearBatch(afterId, BATCH);
      if (!batch) break;
      afterId = batch.lastId;
      deleted += batch.deleted;
      hidden += batch.hidden;
      // Media deletes what no listing refers to any more (idempotent; a failure leaves files).
      if (batch.keys.length)
        await this.bus
          .request(MediaRequests.release, { keys: batch.keys })
          .catch((err: Error) =>
            this.logger.warn(`files of cleared listings not released: ${err.message}`),
          );
      await context.progress({ deleted, hidden });
    }
    this.logger.log(`Clear All: ${deleted} listings deleted, ${hidden} bought ones hidden`);
    return { deleted, hidden };
  }
}
