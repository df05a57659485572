/**
 * Each jest worker's test files use that worker's copy of the run's database (global-setup.mjs):
 * two stacks running at once on one database would relay each other's outbox rows onto their
 * own buses, and events (mails, order events) would reach the wrong stack.
 */
import { databaseUrl, workerDatabaseName } from './database.js';

const run = process.env.TEST_DATABASE_NAME;
const worker = process.env.JEST_WORKER_ID;
if (run && worker) process.env.DATABASE_URL = databaseUrl(workerDatabaseName(run, worker));
