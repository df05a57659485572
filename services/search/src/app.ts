import {
  packageVersionOf,
  startBackendService,
  type BackendService,
  type BackendServiceOptions,
} from '@pitstop/common';
import type { Logger } from 'pino';
import { SearchModule } from './app.module.js';
import type { SearchConfig } from './config.js';

/** Starts the search service (used by main.ts and by tests, which run it in-process). */
export function startSearch(
  config: SearchConfig,
  logger: Logger,
  overrides: Pick<Partial<BackendServiceOptions>, 'healthPort' | 'bus'> = {},
): Promise<BackendService> {
  return startBackendService({
    service: 'search',
    version: packageVersionOf(import.meta.url),
    module: SearchModule.forRoot(config),
    env: config,
    logger,
    healthPort: config.HEALTH_PORT,
    ...overrides,
  });
}
