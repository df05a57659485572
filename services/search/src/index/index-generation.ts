import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createRedis } from '@pitstop/messaging';
import type { Redis } from 'ioredis';
import { SEARCH_CONFIG } from '../config.tokens.js';
import type { SearchConfig } from '../config.js';

/** How long a replica trusts the generation it read: counts may lag writes by this much. */
const TRUST_MS = 250;

/**
 * A number in Redis that every replica bumps when it changes which listings the index holds or
 * what they say (not when only counters move). Totals and facet counts are reused while it
 * stays the same, so steady traffic counts each search once, and a write on any replica shows
 * in every replica's counts within TRUST_MS.
 */
@Injectable()
export class IndexGeneration implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly key: string;
  private value = 0;
  private readAt = 0;
  private reading?: Promise<number>;

  constructor(@Inject(SEARCH_CONFIG) config: SearchConfig) {
    this.redis = createRedis(config.REDIS_URL, 'search-generation', { maxRetriesPerRequest: 1 });
    this.key = `${config.BUS_NAMESPACE}:search:generation`;
  }

  /** The current generation; when Redis cannot say, one nothing was counted under. */
  current(): Promise<number> {
    if (Date.now() - this.readAt < TRUST_MS) return Promise.resolve(this.value);
    this.reading ??= this.redis
      .get(this.key)
      .then((value) => {
        this.value = Number(value ?? 0);
        this.readAt = Date.now();
        return this.value;
      })
      .catch(() => -Date.now())
      .finally(() => (this.reading = undefined));
    return this.reading;
  }

  async bump(): Promise<void> {
    try {
      this.value = await this.redis.incr(this.key);
      this.readAt = Date.now();
    } catch {
      // Counts are kept by generation: forgetting ours makes this replica count afresh.
      this.readAt = 0;
      this.value = -Date.now();
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
