import pg from 'pg';

const ADMIN_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalTeardown() {
  await globalThis.__pitstopLocalS3?.close();
  delete globalThis.__pitstopLocalS3;
  const name = process.env.TEST_DATABASE_NAME;
  if (!name?.startsWith('pitstop_test_')) return;
  const workers = Number(process.env.TEST_DATABASE_WORKERS ?? 0);
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    // The workers' copies (global-setup.mjs; named as database.ts workerDatabaseName does).
    for (let worker = 1; worker <= workers; worker++)
      await client.query(`DROP DATABASE IF EXISTS ${name}_w${worker} WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
  delete process.env.TEST_DATABASE_NAME;
  delete process.env.TEST_DATABASE_WORKERS;
}
