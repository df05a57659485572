import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { loadCatalogConfig } from './config.js';
import { startCatalogWorker } from './worker-app.js';

// The catalog worker's own process (its own Deployment): `node services/catalog/dist/worker.js`.
void runService('catalog-worker', async () => {
  const config = loadCatalogConfig();
  const logger = createLogger('catalog-worker', config.LOG_LEVEL);
  return {
    service: await startCatalogWorker(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
