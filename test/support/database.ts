import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { migrateAll } from './migrate-all.js';

export const ADMIN_DATABASE_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
 * A fresh, migrated database of a test's own, for tests that need to know everything in it
 * (e.g. that there is exactly one admin). Drop it in afterAll.
 */
export async function createPrivateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pitstop_private_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  await migrateAll(url);
  return {
    url,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
