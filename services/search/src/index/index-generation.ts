import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SEARCH_GENERATION } from '@pitstop/contracts';
import { SharedCounter } from '@pitstop/common';
import { createRedis } from '@pitstop/messaging';
import type { Redis } from 'ioredis';
import { SEARCH_CONFIG } from '../config.tokens.js';
import type { SearchConfig } from '../config.js';

/**
 * The index generation (SEARCH_GENERATION): every replica bumps it when it changes the index's
 * content, so totals and facet counts are reused while it stays the same, steady traffic
 * counts each search once, and a write on any replica shows in every replica's counts (and
 * the gateway's cached answers) within its trust window.
 */
@Injectable()
export class IndexGeneration implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly counter: SharedCounter;

  constructor(@Inject(SEARCH_CONFIG) config: SearchConfig) {
    this.redis = createRedis(config.REDIS_URL, 'search-generation', { maxRetriesPerRequest: 1 });
    this.counter = new SharedCounter(
      this.redis,
      SEARCH_GENERATION.key(config.BUS_NAMESPACE),
      SEARCH_GENERATION.trustMs,
    );
  }

  /** The current generation; when Redis cannot say, one nothing was counted under. */
  current(): Promise<number> {
    return this.counter.current();
  }

  /** Counts are kept by generation: if Redis fails, this replica counts afresh. */
  bump(): Promise<void> {
    return this.counter.bump();
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
