import { DataSource, MigrationExecutor, type DataSourceOptions } from 'typeorm';
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
 * The Postgres advisory lock (`pg_advisory_lock(hashtext(name))`) held while a schema migrates:
 * one per schema, so a service's pods and its worker's take turns, and services do not wait for
 * each other.
 */
export const migrationLockName = (schema: string) => `pitstop-migrations:${schema}`;

/**
 * Creates the schema if needed and applies pending migrations. Several replicas may start at
 * once, so a Postgres advisory lock lets one migrate while the others wait for it, then find
 * nothing left to apply. The lock is the session's, and the migrations run on that same
 * connection: a pod that dies while it migrates releases the lock with its connection (its
 * unfinished migration's transaction rolls back) and the next pod in line migrates instead; and
 * the session is never idle while it holds the lock (were the migrations on another pooled
 * connection, a server's idle_session_timeout could end the lock's session mid-migration and let
 * a second pod start the same migration). Needs a session-mode connection: a transaction-mode
 * pooler (PgBouncer's `pool_mode = transaction`) does not keep session locks.
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
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [migrationLockName(schema)]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const executor = new MigrationExecutor(dataSource, lock);
    executor.transaction = 'each';
    const applied = await executor.executePendingMigrations();
    const names = applied.map((m) => m.name);
    if (names.length) logger?.info({ schema, migrations: names }, 'applied migrations');
    return names;
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(hashtext($1))', [migrationLockName(schema)])
      .catch(() => undefined);
    await lock.release();
  }
}

/** Readiness: the pool hands out a connection and Postgres answers. */
export async function pingDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}
