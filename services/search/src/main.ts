import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { startSearch } from './app.js';
import { loadSearchConfig } from './config.js';

void runService('search', async () => {
  const config = loadSearchConfig();
  const logger = createLogger('search', config.LOG_LEVEL);
  return {
    service: await startSearch(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
