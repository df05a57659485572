import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '@pitstop/common';
import { SearchJobs, type ReindexStatus } from '@pitstop/contracts';
import type { Job } from 'bullmq';
import { SEARCH_CONFIG } from '../config.tokens.js';
import type { SearchConfig } from '../config.js';
import { SEARCH_ENGINE } from '../engines/engine.tokens.js';
import type { SearchEngine } from '../engines/search-engine.js';
import { IndexerService } from '../index/indexer.service.js';

/** While one rebuild waits or runs, asking again joins it. */
const ONE_AT_A_TIME = 'rebuild';

/**
 * Starts rebuilds of the index (jobs/rebuild-index.job.ts runs them on the job host) and says how
 * the latest one goes. An empty index is rebuilt at start when SEARCH_REINDEX_ON_START is set.
 */
@Injectable()
export class ReindexService implements OnApplicationBootstrap {
  constructor(
    @Inject(SEARCH_CONFIG) private readonly config: SearchConfig,
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly indexer: IndexerService,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEARCH_REINDEX_ON_START && (await this.indexer.isEmpty())) await this.start();
  }

  /** Queues a rebuild unless one is waiting or running. */
  async start(): Promise<ReindexStatus> {
    await this.jobs.add(SearchJobs.rebuildIndex, {}, { deduplicationId: ONE_AT_A_TIME });
    return this.status();
  }

  async status(): Promise<ReindexStatus> {
    const [current] = await this.jobs.find(
      SearchJobs.rebuildIndex,
      ['active', 'waiting', 'delayed', 'prioritized'],
      1,
    );
    const [finished] = (await this.jobs.find(SearchJobs.rebuildIndex, ['completed', 'failed'], 10))
      .filter((job) => job.finishedOn)
      .sort((a, b) => b.finishedOn! - a.finishedOn!);
    const job: Job | undefined = current ?? finished;
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
    const progress = job.progress as { processed: number } | number | undefined;
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
}
