import {
  packageVersionOf,
  startBackendService,
  type BackendService,
  type BackendServiceOptions,
} from '@pitstop/common';
import type { Logger } from 'pino';
import { UsersModule } from './app.module.js';
import type { UsersConfig } from './config.js';

/** Starts the users service (used by main.ts and by tests, which run it in-process). */
export function startUsers(
  config: UsersConfig,
  logger: Logger,
  overrides: Pick<Partial<BackendServiceOptions>, 'healthPort' | 'bus'> = {},
): Promise<BackendService> {
  return startBackendService({
    service: 'users',
    version: packageVersionOf(import.meta.url),
    module: UsersModule.forRoot(config),
    env: config,
    logger,
    healthPort: config.HEALTH_PORT,
    ...overrides,
  });
}
