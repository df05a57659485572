import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { startCatalog } from './app.js';
import { loadCatalogConfig } from './config.js';

void runService('catalog', async () => {
  const config = loadCatalogConfig();
  const logger = createLogger('catalog', config.LOG_LEVEL);
  return {
    service: await startCatalog(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
