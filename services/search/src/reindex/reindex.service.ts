import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CatalogListings, LISTING_LIMITS, type ReindexStatus } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Queue, Worker, type Job } from 'bullmq';
import { SEARCH_CONFIG } from '../config.tokens.js';
import type { SearchConfig } from '../config.js';
import { SEARCH_ENGINE } from '../engines/engine.tokens.js';
import type { SearchEngine } from '../engines/search-engine.js';
import { listingChange } from '../index/index-change.js';
import { IndexerService } from '../index/indexer.service.js';

const QUEUE = 'search-reindex';
/** While one rebuild waits or runs, asking again joins it. */
const ONE_AT_A_TIME = 'rebuild';
/** Half the most the catalog gives: a page of long descriptions stays a few megabytes on the bus. */
const PAGE = LISTING_LIMITS.exportPageMax / 2;

interface RebuildProgress {
  processed: number;
}

/**
 * Rebuilds the index from the catalog as a BullMQ job: reads every listing page by page and
 * applies it through the ledger like an event (a version already held is rewritten, a newer one
 * from an event in the meantime wins), then drops what the catalog no longer has. Searches go on
 * against the index throughout. A failed attempt is retried; each retry starts over, which the
 * ledger makes harmless.
 */
@Injectable()
export class ReindexService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReindexService.name);
  private queue?: Queue;
  private worker?: Worker;
  private closing = false;

  constructor(
    @Inject(SEARCH_CONFIG) private readonly config: SearchConfig,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly indexer: IndexerService,
    private readonly bus: MessagingClient,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const connection = { url: this.config.REDIS_URL, maxRetriesPerRequest: null };
    const prefix = `${this.config.BUS_NAMESPACE}:bull`;
    this.queue = new Queue(QUEUE, { connection, prefix });
    this.worker = new Worker(QUEUE, (job: Job) => this.rebuild(job), {
      connection,
      prefix,
      concurrency: 1,
    });
    this.worker.on('failed', (job, err) =>
      this.logger.warn(`reindex attempt ${job?.attemptsMade ?? '?'} failed: ${err.message}`),
    );
    if (this.config.SEARCH_REINDEX_ON_START && (await this.indexer.isEmpty())) await this.start();
  }

  async onApplicationShutdown(): Promise<void> {
    // A rebuild in progress stops at its next page and is not waited for (a catalog that does
    // not answer would hold shutdown for a request timeout): BullMQ finds it stalled and runs
    // it again, from the start, on a live instance.
    this.closing = true;
    await this.worker?.close(true);
    await this.queue?.close();
  }

  /** Queues a rebuild unless one is waiting or running. */
  async start(): Promise<ReindexStatus> {
    await this.queue!.add(
      'rebuild',
      {},
      {
        deduplication: { id: ONE_AT_A_TIME },
        attempts: 5,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: { count: 10 },
        removeOnFail: { count: 10 },
      },
    );
    return this.status();
  }

  async status(): Promise<ReindexStatus> {
    const queue = this.queue!;
    const [current] = await queue.getJobs(['active', 'waiting', 'delayed', 'prioritized'], 0, 0);
    const finished = (await queue.getJobs(['completed', 'failed'], 0, 9))
      .filter((job) => job.finishedOn)
      .sort((a, b) => b.finishedOn! - a.finishedOn!);
    const job = current ?? finished[0];
    const indexed = await this.engine.size();
    if (!job)
      return {
        state: 'idle',
        processed: 0,
        indexed,
        engine: this.engine.kind,
        startedAt: null,
        finishedAt: null,
        error: null,
      };
    const state = await job.getState();
    const progress = job.progress as RebuildProgress | number | undefined;
    return {
      state:
        state === 'active'
          ? 'running'
          : state === 'failed'
            ? 'failed'
            : state === 'completed'
              ? 'idle'
              : 'waiting',
      processed: typeof progress === 'object' && progress ? progress.processed : 0,
      indexed,
      engine: this.engine.kind,
      startedAt: job.processedOn ? new Date(job.processedOn).toISOString() : null,
      finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      error: job.failedReason ?? null,
    };
  }

  private async rebuild(job: Job): Promise<RebuildProgress> {
    const since = await this.indexer.now();
    let processed = 0;
    let afterId: string | undefined;
    for (;;) {
      if (this.closing) throw new Error('the search service is shutting down');
      const page = await this.bus.request(
        CatalogListings.exportPage,
        { afterId, limit: PAGE },
        { timeoutMs: 30_000 },
      );
      if (this.closing) throw new Error('the search service is shutting down');
      await this.indexer.apply(page.map((event) => listingChange(event, true)));
      processed += page.length;
      await job.updateProgress({ processed } satisfies RebuildProgress);
      if (page.length < PAGE) break;
      afterId = page[page.length - 1]!.listing.id;
    }
    const removed = await this.indexer.removeUntouchedSince(since);
    this.logger.log(`reindex read ${processed} listings, removed ${removed}`);
    return { processed };
  }
}
