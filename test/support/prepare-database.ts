/**
 * Creates a fresh test database, applies every service's migrations to it and copies it once
 * per jest worker (TEST_DATABASE_WORKERS; run by the jest global setup in a child process,
 * because jest loads global setup outside its ESM pipeline). Prints the name on its last line.
 */
import 'reflect-metadata';
import {
  adminQuery,
  databaseUrl,
  dropStaleTestDatabases,
  newDatabaseName,
  workerDatabaseName,
} from './database.js';
import { migrateAll } from './migrate-all.js';

await dropStaleTestDatabases();
const name = newDatabaseName('test');
await adminQuery(`CREATE DATABASE ${name}`);
await migrateAll(databaseUrl(name));
const workers = Number(process.env.TEST_DATABASE_WORKERS ?? 1);
for (let worker = 1; worker <= workers; worker++)
  await adminQuery(`CREATE DATABASE ${workerDatabaseName(name, worker)} TEMPLATE ${name}`);
process.stdout.write(`${name}\n`);
