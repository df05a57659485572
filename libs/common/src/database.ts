import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Logger } from 'pino';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own schema: no other service reads or writes it. */
  schema: string;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  poolSize?: number;
  applicationName?: string;
  /** Postgres settings for every connection of the pool (sent as `-c name=value`). */
  settings?: Record<string, string | number>;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]*$/;

/** A TypeORM data source confined to one schema. Never `synchronize`: migrations only. */
export function createServiceDataSource(options: ServiceDatabaseOptions): DataSource {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name '${options.schema}'`);
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into Postgres 13+: no extension to install, no superuser needed.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: ['error'],
    extra: {
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? options.schema,
      ...(options.settings
        ? {
            options: Object.entries(options.settings)
              .map(([name, value]) => `-c ${name}=${value}`)
              .join(' '),
          }
        : {}),
    },
  });
}

/**
 * Creates the schema if needed and applies pending migrations. Several replicas may start at
 * once, so a Postgres advisory lock lets one migrate while the others wait for it.
 */
export async function migrateSchema(
  dataSource: DataSource,
  schema: string,
  logger?: Logger,
): Promise<string[]> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name '${schema}'`);
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`pitstop-migrations:${schema}`]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    const names = applied.map((m) => m.name);
    if (names.length) logger?.info({ schema, migrations: names }, 'applied migrations');
    return names;
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`pitstop-migrations:${schema}`])
      .catch(() => undefined);
    await lock.release();
  }
}

/** Readiness: the pool hands out a connection and Postgres answers. */
export async function pingDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}
