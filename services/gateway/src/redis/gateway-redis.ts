import {
  Inject,
  Injectable,
  ServiceUnavailableException,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createRedis } from '@pitstop/messaging';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';

/**
 * The gateway's own Redis connection for state every instance shares: sessions and rate-limit
 * counters. Keys live under the bus namespace, so separate deployments (and test stacks) on one
 * Redis never see each other's.
 */
@Injectable()
export class GatewayRedis implements OnApplicationShutdown {
  readonly client: Redis;
  readonly prefix: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = createRedis(config.REDIS_URL, 'gateway-state', { maxRetriesPerRequest: 2 });
    this.prefix = `${config.BUS_NAMESPACE}:`;
  }

  /**
   * Runs commands, turning a Redis outage into a 503 with a clear message instead of a 500:
   * without Redis nobody can be recognised, but nothing is wrong with the request.
   */
  async run<T>(commands: (client: Redis) => Promise<T>): Promise<T> {
    try {
      return await commands(this.client);
    } catch (err) {
      throw new ServiceUnavailableException(
        'Sign-in is unavailable right now. Please try again shortly.',
        { cause: err },
      );
    }
  }

  key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    this.client.disconnect();
  }
}
