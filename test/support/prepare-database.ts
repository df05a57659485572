/**
 * Creates a fresh test database and applies every service's migrations to it (run by the jest
 * global setup in a child process, because jest loads global setup outside its ESM pipeline).
 * Prints the database name on its last line.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { adminQuery, adminRows, databaseUrl } from './database.js';
import { migrateAll } from './migrate-all.js';

/** Databases left behind by runs that were killed (older than six hours). */
async function dropStaleTestDatabases(): Promise<void> {
  const rows = await adminRows<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'pitstop\\_test\\_%'",
  );
  const cutoff = Date.now() - 6 * 3600_000;
  for (const { datname } of rows) {
    const created = parseInt(datname.split('_')[2] ?? '', 36);
    if (Number.isFinite(created) && created < cutoff)
      await adminQuery(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

await dropStaleTestDatabases();
const name = `pitstop_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await adminQuery(`CREATE DATABASE ${name}`);
await migrateAll(databaseUrl(name));
process.stdout.write(`${name}\n`);
