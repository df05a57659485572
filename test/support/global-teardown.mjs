import pg from 'pg';

const ADMIN_URL =
  process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalTeardown() {
  await globalThis.__pitstopLocalS3?.close();
  delete globalThis.__pitstopLocalS3;
  const name = process.env.TEST_DATABASE_NAME;
  if (!name?.startsWith('pitstop_test_')) return;
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
  delete process.env.TEST_DATABASE_NAME;
}
