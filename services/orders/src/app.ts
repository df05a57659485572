import {
  packageVersionOf,
  startBackendService,
  type BackendService,
  type BackendServiceOptions,
} from '@pitstop/common';
import type { Logger } from 'pino';
import { OrdersModule } from './app.module.js';
import type { OrdersConfig } from './config.js';

/** Starts the orders service (used by main.ts and by tests, which run it in-process). */
export function startOrders(
  config: OrdersConfig,
  logger: Logger,
  overrides: Pick<Partial<BackendServiceOptions>, 'healthPort' | 'bus'> = {},
): Promise<BackendService> {
  return startBackendService({
    service: 'orders',
    version: packageVersionOf(import.meta.url),
    module: OrdersModule.forRoot(config),
    env: config,
    logger,
    healthPort: config.HEALTH_PORT,
    ...overrides,
  });
}
