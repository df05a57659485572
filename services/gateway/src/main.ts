import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { startGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

void runService('gateway', async () => {
  const config = loadGatewayConfig();
  const logger = createLogger('gateway', config.LOG_LEVEL);
  return {
    service: await startGateway(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
