import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { startUsers } from './app.js';
import { loadUsersConfig } from './config.js';

void runService('users', async () => {
  const config = loadUsersConfig();
  const logger = createLogger('users', config.LOG_LEVEL);
  return {
    service: await startUsers(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
