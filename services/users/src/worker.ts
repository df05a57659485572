import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { loadUsersConfig } from './config.js';
import { startUsersWorker } from './worker-app.js';

// The users worker's own process (its own Deployment): `node services/users/dist/worker.js`.
// It sends every mail (docs/architecture.md, Mail).
void runService('users-worker', async () => {
  const config = loadUsersConfig();
  const logger = createLogger('users-worker', config.LOG_LEVEL);
  return {
    service: await startUsersWorker(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
