import {
  packageVersionOf,
  startBackendService,
  type BackendService,
  type BackendServiceOptions,
} from '@pitstop/common';
import type { Logger } from 'pino';
import { CatalogModule } from './app.module.js';
import type { CatalogConfig } from './config.js';

/** Starts the catalog service (used by main.ts and by tests, which run it in-process). */
export function startCatalog(
  config: CatalogConfig,
  logger: Logger,
  overrides: Pick<Partial<BackendServiceOptions>, 'healthPort' | 'bus'> = {},
): Promise<BackendService> {
  return startBackendService({
    service: 'catalog',
    version: packageVersionOf(import.meta.url),
    module: CatalogModule.forRoot(config),
    env: config,
    logger,
    healthPort: config.HEALTH_PORT,
    ...overrides,
  });
}
