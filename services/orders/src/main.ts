import 'reflect-metadata';
import { createLogger, runService } from '@pitstop/common';
import { startOrders } from './app.js';
import { loadOrdersConfig } from './config.js';

void runService('orders', async () => {
  const config = loadOrdersConfig();
  const logger = createLogger('orders', config.LOG_LEVEL);
  return {
    service: await startOrders(config, logger),
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  };
});
