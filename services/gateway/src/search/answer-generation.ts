import { Inject, Injectable } from '@nestjs/common';
import { COLLECTIONS_GENERATION } from '@pitstop/contracts';
import { SharedCounter } from '@pitstop/common';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import { GatewayRedis } from '../redis/gateway-redis.js';
import { SearchGeneration } from './search-generation.js';

/** Addresses whose answers show a collection: kept under the collections' generation too. */
const COLLECTION_KEYS = ['/api/collections/', 'page:/collections/'];

/** Room for the collections' generation below the index's in one number (2^53 / 2^21 = 2^32). */
const COLLECTION_SPAN = 2 ** 21;

/**
 * The generation a kept answer belongs to, by its key: the search index's, and for what shows a
 * collection that combined with the collections' own (COLLECTIONS_GENERATION, which the catalog
 * bumps after any change of a collection), so a collection made private leaves every gateway
 * within the trust window while unchanged ones are served from memory as the other public pages
 * are. Either moving retires the answer. A negative part (Redis could not say) makes the whole
 * negative, which is never kept under.
 */
@Injectable()
export class AnswerGeneration {
  private readonly collections: SharedCounter;

  constructor(
    private readonly search: SearchGeneration,
    redis: GatewayRedis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.collections = new SharedCounter(
      redis.client,
      COLLECTIONS_GENERATION.key(config.BUS_NAMESPACE),
      COLLECTIONS_GENERATION.trustMs,
    );
  }

  async of(key: string): Promise<number> {
    const lower = key.toLowerCase();
    if (!COLLECTION_KEYS.some((prefix) => lower.startsWith(prefix))) return this.search.current();
    const [search, collections] = await Promise.all([
      this.search.current(),
      this.collections.current(),
    ]);
    if (search < 0 || collections < 0) return Math.min(search, collections);
    return search * COLLECTION_SPAN + (collections % COLLECTION_SPAN);
  }
}
