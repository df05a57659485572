import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { startMedia } from './app.js';
import { loadMediaConfig } from './config.js';

void runService('media', async () => {
  const config = loadMediaConfig();
  const logger = createLogger('media', config.LOG_LEVEL);
  return {
    service: await startMedia(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
