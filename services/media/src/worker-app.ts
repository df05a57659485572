import { startWorkerProcess, type WorkerProcess } from '@pitstop/common';
import type { Logger } from 'pino';
import type { MediaConfig } from './config.js';
import { MediaWorkerModule } from './worker.module.js';

/** Starts the media worker (used by worker.ts and by tests, which run it in-process). */
export function startMediaWorker(
  config: MediaConfig,
  logger: Logger,
  overrides: { healthPort?: number | null } = {},
): Promise<WorkerProcess> {
  return startWorkerProcess({
    name: 'media-worker',
    module: MediaWorkerModule.forRoot(config),
    logger,
    healthPort: overrides.healthPort === undefined ? config.HEALTH_PORT : overrides.healthPort,
  });
}
