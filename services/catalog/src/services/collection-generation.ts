import type { OnApplicationShutdown } from '@nestjs/common';
import { COLLECTIONS_GENERATION } from '@pitstop/contracts';
import { SharedCounter } from '@pitstop/common';
import { createRedis } from '@pitstop/messaging';
import type { Redis } from 'ioredis';

/**
 * The collections' generation (COLLECTIONS_GENERATION), bumped by the catalog after it changes
 * what a collection shows: the gateways' kept answers for collections retire with it.
 */
export class CollectionGeneration implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly counter: SharedCounter;

  constructor(redisUrl: string, namespace: string) {
    this.redis = createRedis(redisUrl, 'catalog-collections', { maxRetriesPerRequest: 1 });
    this.counter = new SharedCounter(
      this.redis,
      COLLECTIONS_GENERATION.key(namespace),
      COLLECTIONS_GENERATION.trustMs,
    );
  }

  /**
   * After the change is committed. If Redis cannot take it, the gateways' kept answers for
   * collections stay until their own times pass (SEARCH_CACHE_FRESH_SECONDS and _STALE_).
   */
  bump(): Promise<void> {
    return this.counter.bump();
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
