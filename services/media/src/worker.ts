import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { loadMediaConfig } from './config.js';
import { startMediaWorker } from './worker-app.js';

// The media worker's own process (its own Deployment): `node services/media/dist/worker.js`.
void runService('media-worker', async () => {
  const config = loadMediaConfig();
  const logger = createLogger('media-worker', config.LOG_LEVEL);
  return {
    service: await startMediaWorker(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
