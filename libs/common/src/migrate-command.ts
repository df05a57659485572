import type { DataSource } from 'typeorm';
import { loadConfig, serviceEnvSchema } from './config.js';
import { migrateSchema } from './database.js';
import { createLogger } from './logger.js';

/**
 * `node dist/migrate.js`: applies a service's pending migrations without starting it, e.g. as a
 * Kubernetes Job before a rollout. Services migrate at start as well (npm start relies on that).
 */
export async function runMigrateCommand(
  service: string,
  schema: string,
  dataSource: DataSource,
  afterMigrate?: (dataSource: DataSource) => Promise<unknown>,
): Promise<void> {
  const config = loadConfig(serviceEnvSchema(0).pick({ DATABASE_URL: true, LOG_LEVEL: true }));
  const logger = createLogger(service, config.LOG_LEVEL);
  dataSource.setOptions({ url: config.DATABASE_URL } as never);
  await dataSource.initialize();
  try {
    const applied = await migrateSchema(dataSource, schema, logger);
    const extra = await afterMigrate?.(dataSource);
    logger.info({ applied, ...(extra ? { result: extra } : {}) }, `${schema} schema is up to date`);
  } finally {
    await dataSource.destroy();
  }
}
