import { startWorkerProcess, type WorkerProcess } from '@pitstop/common';
import type { Logger } from 'pino';
import type { CatalogConfig } from './config.js';
import { CatalogWorkerModule } from './worker.module.js';

/** Starts the catalog worker (used by worker.ts and by tests, which run it in-process). */
export function startCatalogWorker(
  config: CatalogConfig,
  logger: Logger,
  overrides: { healthPort?: number | null } = {},
): Promise<WorkerProcess> {
  return startWorkerProcess({
    name: 'catalog-worker',
    module: CatalogWorkerModule.forRoot(config),
    logger,
    healthPort: overrides.healthPort === undefined ? config.HEALTH_PORT : overrides.healthPort,
  });
}
