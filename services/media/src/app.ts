import {
  packageVersionOf,
  startBackendService,
  type BackendService,
  type BackendServiceOptions,
} from '@pitstop/common';
import type { Logger } from 'pino';
import { MediaModule } from './app.module.js';
import type { MediaConfig } from './config.js';

/** Starts the media service (used by main.ts and by tests, which run it in-process). */
export function startMedia(
  config: MediaConfig,
  logger: Logger,
  overrides: Pick<Partial<BackendServiceOptions>, 'healthPort' | 'bus'> = {},
): Promise<BackendService> {
  return startBackendService({
    service: 'media',
    version: packageVersionOf(import.meta.url),
    module: MediaModule.forRoot(config),
    env: config,
    logger,
    healthPort: config.HEALTH_PORT,
    ...overrides,
  });
}
