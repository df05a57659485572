import { Inject, Injectable } from '@nestjs/common';
import { SEARCH_GENERATION } from '@pitstop/contracts';
import { SharedCounter } from '@pitstop/common';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import { GatewayRedis } from '../redis/gateway-redis.js';
import type { GatewayConfig } from '../config.js';

/**
 * The search index's generation as the search service bumps it (SEARCH_GENERATION): cached
 * answers are kept per generation, so a listing approved, changed or removed shows in
 * searches as soon as the index has it (within the generation's trust window).
 */
@Injectable()
export class SearchGeneration {
  private readonly counter: SharedCounter;

  constructor(redis: GatewayRedis, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.counter = new SharedCounter(
      redis.client,
      SEARCH_GENERATION.key(config.BUS_NAMESPACE),
      SEARCH_GENERATION.trustMs,
    );
  }

  current(): Promise<number> {
    return this.counter.current();
  }
}
