import { startWorkerProcess, type WorkerProcess } from '@pitstop/common';
import type { StreamsServerOptions } from '@pitstop/messaging';
import type { Logger } from 'pino';
import type { UsersConfig } from './config.js';
import { UsersWorkerModule } from './worker.module.js';

/** The consumer group the mail worker reads events in (beside the users service's own). */
export const USERS_MAIL_GROUP = 'users-mail';

/** Starts the users worker (used by worker.ts and by tests, which run it in-process). */
export function startUsersWorker(
  config: UsersConfig,
  logger: Logger,
  overrides: {
    healthPort?: number | null;
    bus?: Partial<Omit<StreamsServerOptions, 'service' | 'redisUrl'>>;
  } = {},
): Promise<WorkerProcess> {
  return startWorkerProcess({
    name: 'users-worker',
    module: UsersWorkerModule.forRoot(config),
    logger,
    healthPort: overrides.healthPort === undefined ? config.HEALTH_PORT : overrides.healthPort,
    events: {
      redisUrl: config.REDIS_URL,
      namespace: config.BUS_NAMESPACE,
      concurrency: config.BUS_CONCURRENCY,
      group: USERS_MAIL_GROUP,
      bus: overrides.bus,
    },
  });
}
