import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { migrateAll } from './migrate-all.js';

export const ADMIN_DATABASE_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Test databases by kind: a run's shared one (made by the global setup, in use for the whole
 * run) and those a test file makes for itself (createPrivateDatabase, in use from its beforeAll
 * to its afterAll). Their names carry when they were made, so that a later run can drop those
 * a killed run left behind once they are older than any run or test file lasts.
 */
const KINDS = {
  test: { prefix: 'pitstop_test_', staleAfterMs: 6 * 3600_000 },
  private: { prefix: 'pitstop_private_', staleAfterMs: 3600_000 },
} as const;

/** A new database name of this kind: `pitstop_<kind>_<ms since epoch, base 36>_<random>`. */
export function newDatabaseName(kind: keyof typeof KINDS): string {
  return `${KINDS[kind].prefix}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** A jest worker's copy of the run's database (its name stays one isStaleTestDatabase knows). */
export function workerDatabaseName(runDatabase: string, worker: number | string): string {
  return `${runDatabase}_w${worker}`;
}

/** Runs one statement on the maintenance database (create/drop test databases). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function adminRows<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Whether a test database is one a killed run left behind: one of ours, and older than its
 * kind can be in use. A name without a creation time (made by older code) is never stale.
 */
export function isStaleTestDatabase(name: string, now = Date.now()): boolean {
  return Object.values(KINDS).some(({ prefix, staleAfterMs }) => {
    const created = new RegExp(`^${prefix}([0-9a-z]+)_[0-9a-f]+(_w[0-9]+)?$`).exec(name)?.[1];
    return created !== undefined && parseInt(created, 36) < now - staleAfterMs;
  });
}

/**
 * Drops what killed runs left behind. By age, never all of them: other runs (another checkout,
 * a CI run) may share this Postgres and be using theirs right now.
 */
export async function dropStaleTestDatabases(): Promise<void> {
  const rows = await adminRows<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'pitstop\\_%'",
  );
  for (const { datname } of rows)
    if (isStaleTestDatabase(datname))
      await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

/**
 * A fresh, migrated database of a test's own, for tests that need to know everything in it
 * (e.g. that there is exactly one admin). Drop it in afterAll.
 */
export async function createPrivateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newDatabaseName('private');
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  await migrateAll(url);
  return {
    url,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
