import pg from 'pg';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { createServiceDataSource, migrateSchema, migrationLockName } from '@pitstop/common';
import { adminQuery, databaseUrl, newDatabaseName } from '../support/database.js';
import { eventually } from '../support/eventually.js';
import { CATALOG_ENTITIES } from '../../services/catalog/src/entities/index.js';
import { CATALOG_MIGRATIONS } from '../../services/catalog/src/migrations/index.js';
import { MEDIA_ENTITIES } from '../../services/media/src/entities/index.js';
import { MEDIA_MIGRATIONS } from '../../services/media/src/migrations/index.js';
import { ORDERS_ENTITIES } from '../../services/orders/src/entities/index.js';
import { ORDERS_MIGRATIONS } from '../../services/orders/src/migrations/index.js';
import { SEARCH_ENTITIES } from '../../services/search/src/entities/index.js';
import { SEARCH_MIGRATIONS } from '../../services/search/src/migrations/index.js';
import { USERS_ENTITIES } from '../../services/users/src/entities/index.js';
import { USERS_MIGRATIONS } from '../../services/users/src/migrations/index.js';

/**
 * Migrations run once per release, never by two pods at once: every service and worker process
 * migrates its schema at start (libs/common migrateSchema), inside a Postgres advisory lock. Each
 * data source here is a pod: its own pool, so its own Postgres sessions.
 */
const SERVICES = [
  { schema: 'catalog', entities: CATALOG_ENTITIES, migrations: CATALOG_MIGRATIONS },
  { schema: 'users', entities: USERS_ENTITIES, migrations: USERS_MIGRATIONS },
  { schema: 'orders', entities: ORDERS_ENTITIES, migrations: ORDERS_MIGRATIONS },
  { schema: 'media', entities: MEDIA_ENTITIES, migrations: MEDIA_MIGRATIONS },
  { schema: 'search', entities: SEARCH_ENTITIES, migrations: SEARCH_MIGRATIONS },
];
type Service = (typeof SERVICES)[number];

const pod = (url: string, service: Service, settings?: Record<string, number>) =>
  createServiceDataSource({ url, ...service, poolSize: 2, settings }).initialize();

async function appliedNames(dataSource: DataSource, schema: string): Promise<string[]> {
  const rows = (await dataSource.query(`SELECT name FROM "${schema}".migrations ORDER BY id`)) as {
    name: string;
  }[];
  return rows.map((r) => r.name);
}

/** A fresh, empty database per test: nothing migrated yet, as before a first release. */
function freshDatabase() {
  const name = newDatabaseName('private');
  return {
    url: databaseUrl(name),
    create: () => adminQuery(`CREATE DATABASE ${name}`),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

describe('migrations at start, under the advisory lock', () => {
  it('two pods of each service starting at the same moment both start, and each migration is applied once', async () => {
    const database = freshDatabase();
    await database.create();
    const pods: DataSource[] = [];
    try {
      for (const service of SERVICES)
        pods.push(await pod(database.url, service), await pod(database.url, service));
      const applied = await Promise.all(
        pods.map((dataSource, i) => migrateSchema(dataSource, SERVICES[i >> 1]!.schema)),
      );
      SERVICES.forEach((service, s) => {
        const names = service.migrations.map((m) => (m as { name: string }).name);
        // One pod applied them all, in order; the other waited and found nothing left.
        const pair = [applied[2 * s]!, applied[2 * s + 1]!].sort((a, b) => a.length - b.length);
        expect({ schema: service.schema, pair }).toEqual({
          schema: service.schema,
          pair: [[], names],
        });
      });
      for (const [s, service] of SERVICES.entries()) {
        const names = service.migrations.map((m) => (m as { name: string }).name);
        expect(await appliedNames(pods[2 * s]!, service.schema)).toEqual(names);
      }
      // A later start (the next pod, the next release without new migrations) applies nothing.
      expect(await migrateSchema(pods[0]!, SERVICES[0]!.schema)).toEqual([]);
    } finally {
      await Promise.all(pods.map((p) => p.destroy()));
      await database.drop();
    }
  }, 120_000);

  it('a pod waiting for the lock migrates as soon as the pod holding it dies', async () => {
    const database = freshDatabase();
    await database.create();
    const users = SERVICES[1]!;
    // A pod that took the lock and then died mid-migration: its session holds the lock.
    const holder = new pg.Client({ connectionString: database.url });
    holder.on('error', () => undefined);
    await holder.connect();
    const waiting = await pod(database.url, users);
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [
        migrationLockName(users.schema),
      ]);
      let settled = false;
      const migrating = migrateSchema(waiting, users.schema).finally(() => (settled = true));
      // It waits in pg_advisory_lock, with nothing applied meanwhile.
      const waits = await eventually(
        async () => {
          const [row] = (await waiting.query(
            `SELECT count(*)::int AS n FROM pg_locks
              WHERE locktype = 'advisory' AND NOT granted
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )) as { n: number }[];
          return row!.n;
        },
        (n) => n === 1,
      );
      expect(waits).toBe(1);
      expect(settled).toBe(false);
      const [schema] = (await waiting.query(
        `SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = $1`,
        [users.schema],
      )) as { n: number }[];
      expect(schema!.n).toBe(0);

      // The dead pod's connection ends (as Postgres ends it when the pod's TCP goes away).
      await waiting.query(`SELECT pg_terminate_backend($1)`, [
        (holder as unknown as { processID: number }).processID,
      ]);
      expect(await migrating).toEqual(users.migrations.map((m) => (m as { name: string }).name));
    } finally {
      await holder.end().catch(() => undefined);
      await waiting.destroy();
      await database.drop();
    }
  }, 60_000);

  it("keeps the lock's session busy while it migrates, so a server's idle timeout cannot hand the lock to a second pod mid-migration", async () => {
    // A migration slower than the server's idle_session_timeout. Were the migration on another
    // connection than the lock, the lock's idle session would be ended mid-migration, the second
    // pod would take the lock and run the same migration, and fail on the table the first made.
    class SlowMigration1700000000000 implements MigrationInterface {
      name = 'SlowMigration1700000000000';
      async up(q: QueryRunner): Promise<void> {
        await q.query('SELECT pg_sleep(1)');
        await q.query('CREATE TABLE "lockcheck"."slow" (id int)');
      }
      async down(q: QueryRunner): Promise<void> {
        await q.query('DROP TABLE "lockcheck"."slow"');
      }
    }
    const service = {
      schema: 'lockcheck',
      entities: [],
      migrations: [SlowMigration1700000000000],
    } as unknown as Service;
    const database = freshDatabase();
    await database.create();
    const pods: DataSource[] = [];
    try {
      for (let i = 0; i < 2; i++)
        pods.push(await pod(database.url, service, { idle_session_timeout: 300 }));
      const applied = await Promise.all(pods.map((p) => migrateSchema(p, 'lockcheck')));
      expect(applied.map((names) => names.length).sort()).toEqual([0, 1]);
    } finally {
      await Promise.all(pods.map((p) => p.destroy().catch(() => undefined)));
      await database.drop();
    }
  }, 60_000);
});
