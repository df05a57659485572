/**
 * bench/import: a CSV of BENCH_ROWS generated rows (default 1,000,000; 1 in 1,000 bad) through
 * POST /api/admin/import-csv to the catalog worker, which runs as a process of its own (as in
 * Kubernetes) so that its peak memory is its own. Prints rows per second into the catalog (goal
 * ≥ 50,000/s), the worker's peak resident memory (goal < 300 MB whatever the file's size), and
 * the time until the last row is searchable, beside a naive row-by-row INSERT of 10,000 rows
 * measured in the same run on the same database.
 *
 * The rest of the stack (users, catalog, media, search, gateway) runs in this process on a
 * database of its own, like the integration tests. BENCH_ROWS sets the file's size;
 * BENCH_PROFILE=<dir> has the worker write a CPU profile (.cpuprofile) there when it stops.
 */
import 'reflect-metadata';
import { IMPORT_COLUMNS, type ImportDto, type SearchResult } from '@pitstop/contracts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  createWriteStream,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { CATALOG_WORKER_NODE_OPTIONS } from '../../scripts/lib/catalog-worker.mjs';
import { freePort } from '../../test/support/node-process.mjs';
import { startStackWithAdmin } from '../../test/support/stack.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const NAIVE_ROWS = 10_000;
const SEARCHABLE_WITHIN_MS = 20 * 60_000;
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the file a row at a time (the generator itself stays small, like the worker). */
async function writeCsv(path: string, rows: number): Promise<number> {
  const out = createWriteStream(path);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${IMPORT_COLUMNS.join(',')}\n`);
  let bad = 0;
  const makes = [
    ['Volkswagen', 'Golf', 'Mk7'],
    ['Volkswagen', 'Golf', 'Mk8'],
    ['', '', ''],
  ];
  for (let i = 1; i <= rows; i++) {
    const [make, model, generation] = i % 1000 === 0 ? ['Nobody', 'X', 'Y'] : makes[i % 3]!;
    if (i % 1000 === 0) bad++;
    await write(
      `Bench part ${i},"Generated part ${i}, for the import benchmark",${make},${model},${generation},${
        i % 2 ? 0 : 199 + (i % 500)
      },${['easy', 'medium', 'hard'][i % 3]},${i % 2 ? 'true' : 'false'},${i % 100},Interior,"bench,part ${i % 50}",\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  return bad;
}

/** The worker's peak resident memory so far (Linux: VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const dir = mkdtempSync(join(tmpdir(), 'pitstop-bench-import-'));
// The object storage: the local S3 server npm start uses, in a process of its own (bench/media's).
const s3 = spawn(
  process.execPath,
  [
    new URL('../media/s3-server.mjs', import.meta.url).pathname,
    join(dir, 's3'),
    (process.env.S3_BUCKET ??= 'pitstop-bench-import'),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
process.env.S3_ENDPOINT = await new Promise<string>((resolve, reject) => {
  s3.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  s3.once('exit', (code) => reject(new Error(`the S3 server exited ${code}`)));
});
const stack = await startStackWithAdmin({
  privateDatabase: true,
  services: ['users', 'catalog', 'media', 'search'],
  adminLabel: 'bench-import',
  catalogWorker: false,
});
const db = new pg.Client({ connectionString: stack.databaseUrl });
await db.connect();
const healthPort = await freePort();
const profile = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];
const worker = spawn(process.execPath, [...profile, 'services/catalog/dist/worker.js'], {
  env: {
    ...process.env,
    // As npm start, compose and k8s run it.
    NODE_OPTIONS: CATALOG_WORKER_NODE_OPTIONS,
    DATABASE_URL: stack.databaseUrl,
    BUS_NAMESPACE: stack.namespace,
    HEALTH_PORT: String(healthPort),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  console.log(`bench/import — ${fmt(ROWS)} generated rows, the catalog worker in its own process`);
  const file = join(dir, 'bench.csv');
  const bad = await writeCsv(file, ROWS);
  const sizeMb = statSync(file).size / (1024 * 1024);
  console.log(`  file: ${fmt(sizeMb, 1)} MB, ${fmt(bad)} bad rows`);

  const form = new FormData();
  form.append('csv', await openAsBlob(file, { type: 'text/csv' }), 'bench.csv');
  const postedAt = Date.now();
  const res = await fetch(`${stack.url}/api/admin/import-csv`, {
    method: 'POST',
    headers: { cookie: stack.admin.cookie },
    body: form,
  });
  if (res.status !== 200 && res.status !== 202)
    throw new Error(`import-csv: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as ImportDto;

  let row: ImportDto;
  let firstRowsAt = 0;
  let firstRows = 0;
  const samples: { at: number; rows: number }[] = [];
  // The status as the progress bar polls it; a refusal (503: every service but the worker
  // shares this process's event loop with the search index taking the batches) is counted.
  let refused = 0;
  let slowestPollMs = 0;
  for (;;) {
    const asked = performance.now();
    const answer = await fetch(`${stack.url}/api/admin/imports/${id}`, {
      headers: { cookie: stack.admin.cookie },
    }).catch(() => null);
    slowestPollMs = Math.max(slowestPollMs, performance.now() - asked);
    if (answer?.status !== 200) {
      refused++;
      await answer?.arrayBuffer();
      await sleep(200);
      continue;
    }
    row = (await answer.json()) as ImportDto;
    if (!firstRowsAt && row.rowsDone > 0 && row.status === 'running') {
      firstRowsAt = performance.now();
      firstRows = row.rowsDone;
    }
    samples.push({ at: performance.now(), rows: row.rowsDone });
    if (row.status !== 'queued' && row.status !== 'running') break;
    await sleep(200);
  }
  const done = performance.now();
  if (row.status !== 'completed') throw new Error(`the import ended ${row.status}: ${row.message}`);
  // The job's own start and end (the database's clock, on this machine): a small file is
  // imported before the upload's answer (which waits a while for it), so timing the job by the
  // polls alone made it last no time at all.
  const queuedAt = Date.parse(row.createdAt);
  const finishedAt = Date.parse(row.finishedAt!);
  const peak = peakRssMb(worker.pid!);

  const [{ n }] = (
    await db.query(`SELECT count(*)::int AS n FROM catalog.listing WHERE import_id = $1`, [id])
  ).rows as { n: number }[];

  // Searchable: the search index holds every imported row (its documents, counted where it
  // keeps them), and a search for the last row finds it. Given up after SEARCHABLE_WITHIN_MS.
  // Until the last row's document is there (batches are indexed in file order), only it is
  // looked up: counting every document or searching at each poll took seconds of the database's
  // time from the indexing being measured.
  const last = `Bench part ${ROWS % 1000 === 0 ? ROWS - 1 : ROWS}`;
  const lastId = (
    await db.query<{ id: string }>(
      `SELECT id FROM catalog.listing WHERE import_id = $1 ORDER BY import_line DESC LIMIT 1`,
      [id],
    )
  ).rows[0]!.id;
  const lastIndexed = async () =>
    (await db.query(`SELECT 1 FROM search.listing_doc WHERE id = $1`, [lastId])).rowCount === 1;
  const everyDocument = async () =>
    (await db.query<{ docs: number }>(`SELECT count(*)::int AS docs FROM search.listing_doc`))
      .rows[0]!.docs >= n;
  const lastFound = () =>
    fetch(`${stack.url}/api/search?q=${encodeURIComponent(last)}&limit=5`)
      .then((res) => res.json() as Promise<SearchResult>)
      .then((answer) => answer.items?.some((item) => item.title === last) ?? false)
      .catch(() => false);
  let searchableAt = 0;
  const giveUpAt = performance.now() + SEARCHABLE_WITHIN_MS;
  while (!searchableAt && performance.now() < giveUpAt) {
    if ((await lastIndexed()) && (await everyDocument()) && (await lastFound()))
      searchableAt = Date.now();
    else await sleep(500);
  }

  // The naive writer: one INSERT per row, each its own transaction, same columns.
  const naiveStarted = performance.now();
  const seller = stack.admin.user.id;
  for (let i = 0; i < NAIVE_ROWS; i++)
    await db.query(
      `INSERT INTO catalog.listing (slug, title, short_description, price_cents, print_difficulty,
         supports_required, infill_hint_percent, is_draft, visibility, approval_status,
         is_universal_fit, tags, seller_id)
       VALUES ($1, $2, $3, $4, 'easy', false, 20, false, 'public', 'approved', true, $5, $6)`,
      [`naive-${i}`, `Naive part ${i}`, `Generated part ${i}`, 0, ['bench'], seller],
    );
  const naiveSeconds = (performance.now() - naiveStarted) / 1000;

  const importSeconds = (finishedAt - queuedAt) / 1000;
  console.log(`  upload and storage: ${fmt((queuedAt - postedAt) / 1000, 1)} s`);
  console.log(
    `  import: ${fmt(row.imported)} imported, ${fmt(row.errors)} errors (${fmt(n)} rows in the catalog) in ${fmt(importSeconds, 1)} s`,
  );
  console.log(
    `  rows per second into the catalog: ${fmt(ROWS / importSeconds)} (whole job: counting pass, parsing, checks, writes, events)` +
      (firstRowsAt
        ? `; ${fmt((row.rowsDone - firstRows) / ((done - firstRowsAt) / 1000))}/s after the first batch`
        : ''),
  );
  // The rate through the file, a quarter at a time (does it slow down as the table grows?).
  const quarters = [0.25, 0.5, 0.75, 1].map((share) =>
    samples.find((sample) => sample.rows >= ROWS * share),
  );
  let from = samples.find((sample) => sample.rows > 0);
  const rates: string[] = [];
  for (const to of quarters) {
    if (!from || !to || to.at <= from.at) continue;
    rates.push(fmt((to.rows - from.rows) / ((to.at - from.at) / 1000)));
    from = to;
  }
  if (rates.length) console.log(`  rows per second by quarter of the file: ${rates.join(', ')}`);
  console.log(
    `  naive row-by-row INSERT: ${fmt(NAIVE_ROWS / naiveSeconds)} rows/s (${fmt(NAIVE_ROWS)} rows)`,
  );
  console.log(`  worker peak memory (RSS): ${fmt(peak)} MB`);
  console.log(
    `  status polls: slowest ${fmt(slowestPollMs)} ms, ${fmt(refused)} refused while the stack was busy`,
  );
  console.log(
    searchableAt
      ? `  every row searchable ${fmt((searchableAt - finishedAt) / 1000, 1)} s after the import ended, ${fmt((searchableAt - queuedAt) / 1000, 1)} s after it was queued`
      : `  not every row searchable ${fmt(SEARCHABLE_WITHIN_MS / 60_000)} min after the import ended`,
  );
} finally {
  worker.kill('SIGTERM');
  await once(worker, 'exit').catch(() => undefined);
  await db.end();
  await stack.close();
  s3.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
