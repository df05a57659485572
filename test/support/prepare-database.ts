/**
 * Creates a fresh test database and applies every service's migrations to it (run by the jest
 * global setup in a child process, because jest loads global setup outside its ESM pipeline).
 * Prints the database name on its last line.
 */
import 'reflect-metadata';
import { adminQuery, databaseUrl, dropStaleTestDatabases, newDatabaseName } from './database.js';
import { migrateAll } from './migrate-all.js';

await dropStaleTestDatabases();
const name = newDatabaseName('test');
await adminQuery(`CREATE DATABASE ${name}`);
await migrateAll(databaseUrl(name));
process.stdout.write(`${name}\n`);
