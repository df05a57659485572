// Once per test run: checks that Postgres and Redis answer (saying how to start them if not),
// drops the test databases killed runs left behind, creates a fresh database with every
// service's migrations applied and a copy of it per jest worker, and hands their names to the
// tests (worker-database.ts picks the worker's). The files a worker runs share its copy, each
// with data of its own and its own bus namespace. A copy per worker, because stacks running at
// the same time on one database publish each other's outbox rows on their own buses.
import pg from 'pg';
import { Redis } from 'ioredis';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalS3 } from '../../scripts/lib/local-s3.mjs';
import { runTypeScriptSync } from './node-process.mjs';

const ADMIN_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalSetup(globalConfig) {
  // Several jest projects share this setup: the first one to run prepares the database for all.
  if (process.env.TEST_DATABASE_NAME) return;

  const redisUrl = (process.env.REDIS_URL ??= 'redis://127.0.0.1:6379');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis is not reachable at ${redisUrl} (${err.message}). Start it: redis-server --daemonize yes --save "" --appendonly no`,
      { cause: err },
    );
  } finally {
    redis.disconnect();
  }

  const probe = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await probe.connect();
  } catch (err) {
    throw new Error(
      `Postgres is not reachable at ${ADMIN_URL} (${err.message}). Start it: pg_ctlcluster --skip-systemctl-redirect 15 main start`,
      { cause: err },
    );
  } finally {
    await probe.end().catch(() => undefined);
  }

  // The run's object storage: the same local S3 server npm start uses, on a free port, with
  // its files in a throw-away directory. Browsers in the tests come from random ports: any origin.
  const s3 = await startLocalS3({
    port: 0,
    directory: mkdtempSync(join(tmpdir(), 'pitstop-s3-')),
    bucket: (process.env.S3_BUCKET ??= 'pitstop-test-media'),
    origins: ['*'],
    // What media signs with (its development default unless set): nothing else is accepted.
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? 'S3RVER',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? 'S3RVER',
    },
  });
  globalThis.__pitstopLocalS3 = s3;
  process.env.S3_ENDPOINT = s3.endpoint;

  const workers = String(globalConfig?.maxWorkers ?? 1);
  const output = runTypeScriptSync('test/support/prepare-database.ts', {
    TEST_DATABASE_WORKERS: workers,
  });
  const name = output.trim().split('\n').pop();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_WORKERS = workers;
  process.env.DATABASE_URL = url.toString();
}
