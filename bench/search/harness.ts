/**
 * What bench/search and bench/gateway share: the load generator (autocannon, or a paced client,
 * in a process of its own), the figures read from it, the search service as a process of its
 * own, a plain node:http server for the machine's floor, and the index they search.
 */
import type { Result } from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { AnswerCacheStats } from '../../services/gateway/src/search/answer-cache.js';
import type { IndexChange } from '../../services/search/src/index/index-change.js';
import type { IndexerService } from '../../services/search/src/index/indexer.service.js';
import { spawnTypeScript, freePort } from '../../test/support/node-process.mjs';
import { value } from '../../test/support/prometheus.js';
import { generateListings } from './listings.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const BATCH = 1_000;

export const fmt = (n: number, digits = 2) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const check = (ok: boolean) => (ok ? '✔ met' : '✘ not met');
export const seconds = (since: number) => (performance.now() - since) / 1000;

/** wrk's version when it is installed and not declined (BENCH_LOADGEN=autocannon), else null. */
const WRK = process.env.BENCH_LOADGEN === 'autocannon' ? null : wrkVersion();
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);

/**
 * What drives the closed-loop runs, for the benchmarks' headings: wrk (Debian's package, C) when
 * it is installed, since autocannon (JavaScript) needs most of a core to read 5–8 KB answers at
 * these rates and so measures itself on two cores; autocannon otherwise. Paced and rate-limited
 * runs always use load.ts. BENCH_WRK_THREADS sets wrk's threads (1).
 */
export function loadGeneratorName(): string {
  return WRK
    ? `${WRK} (${WRK_THREADS} thread${WRK_THREADS === 1 ? '' : 's'}; paced runs: load.ts)`
    : 'autocannon (install Debian’s wrk for a client that costs the machine less)';
}

function wrkVersion(): string | null {
  const run = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  if (run.error) return null;
  return /wrk \S+/.exec(`${run.stdout}${run.stderr}`)?.[0] ?? 'wrk';
}

/** The core the load generator is kept on once pinServerCores() has run; null: anywhere. */
let loadGeneratorCore: number | null = null;

/**
 * BENCH_PIN=on keeps this process (the servers measured in it) off the last core and the load
 * generators on it, with taskset (util-linux): on two shared cores the scheduler otherwise moves
 * a server and the client across each other, and runs of the same server can differ by a third.
 * Both sides of a comparison (the gateway and node:http) then run on the same core. Off by
 * default: a server alone on one core shares it with its own garbage collector, which doubles
 * its p99. Processes started earlier (the search service, Postgres) keep every core. Answers
 * how it is placed, for the heading.
 */
export function pinServerCores(): string {
  const count = cpus().length;
  if (process.env.BENCH_PIN !== 'on') return 'left to the kernel (BENCH_PIN=on pins them)';
  if (count < 2) return 'not pinned (one core)';
  const servers = count === 2 ? '0' : `0-${count - 2}`;
  const pinned = spawnSync('taskset', [
    '--all-tasks',
    '--cpu-list',
    '--pid',
    servers,
    String(process.pid),
  ]);
  if (pinned.error || pinned.status !== 0) return 'not pinned (no taskset)';
  loadGeneratorCore = count - 1;
  return `servers on core${count === 2 ? '' : 's'} ${servers}, the load generator on core ${count - 1}`;
}

/** Runs `measure` with the load generators on `core` (the cores pinned or not), as they were after. */
export async function withLoadGeneratorOn<T>(core: number, measure: () => Promise<T>): Promise<T> {
  const before = loadGeneratorCore;
  loadGeneratorCore = core;
  try {
    return await measure();
  } finally {
    loadGeneratorCore = before;
  }
}

/** A command on the load generator's core when the cores are pinned. */
const onLoadCore = (command: string, args: string[]): [string, string[]] =>
  loadGeneratorCore === null
    ? [command, args]
    : ['taskset', ['--cpu-list', String(loadGeneratorCore), command, ...args]];

/**
 * The load generator in a process of its own, so that it does not slow the servers: wrk or
 * autocannon (bench/search/load.ts), with the same figures.
 */
export function load(
  url: string,
  paths: string[],
  durationSec: number,
  rate?: number,
  connections = CONNECTIONS,
  /** Arrivals evenly spread at `rate` (a paced client of load.ts's own, not autocannon's bursts). */
  paced = false,
): Promise<Result> {
  if (WRK && rate === undefined) return loadWithWrk(url, paths, durationSec, connections);
  return loadWithAutocannon({ url, paths, connections, durationSec, rate, paced });
}

/** wrk with bench/search/wrk-paths.lua, its figures given as autocannon gives them. */
async function loadWithWrk(
  url: string,
  paths: string[],
  durationSec: number,
  connections: number,
): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-wrk-'));
  const list = join(dir, 'paths.txt');
  writeFileSync(list, `${paths.join('\n')}\n`);
  const args = [
    `--threads=${WRK_THREADS}`,
    `--connections=${Math.max(connections, WRK_THREADS)}`,
    `--duration=${durationSec}s`,
    '--timeout=10s',
    `--script=${join(ROOT, 'bench/search/wrk-paths.lua')}`,
    url,
    '--',
    list,
  ];
  const output = await outputOf(
    spawn(...onLoadCore('wrk', args), { stdio: ['ignore', 'pipe', 'inherit'] }),
    'wrk',
  ).finally(() => rmSync(dir, { recursive: true, force: true }));
  const line = output.split('\n').find((l) => l.startsWith('{'));
  if (!line) throw new Error(`wrk printed no figures: ${output}`);
  const run = JSON.parse(line) as Record<string, number>;
  return {
    latency: { p50: run.p50Us! / 1000, p99: run.p99Us! / 1000, max: run.maxUs! / 1000 },
    requests: { average: run.requests! / (run.durationUs! / 1e6), total: run.requests! },
    non2xx: run.status!,
    errors: run.connect! + run.read! + run.write!,
    timeouts: run.timeout!,
    // wrk counts statuses above 399 without telling them apart.
    statusCodeStats: run.status ? { '4xx/5xx': { count: run.status } } : {},
  } as unknown as Result;
}

/** bench/search/load.ts (autocannon, or its paced client), given its task on stdin. */
async function loadWithAutocannon(task: {
  url: string;
  paths: string[];
  connections: number;
  durationSec: number;
  rate: number | undefined;
  paced: boolean;
}): Promise<Result> {
  const child = spawn(
    ...onLoadCore(process.execPath, [
      '--import',
      '@swc-node/register/esm-register',
      'bench/search/load.ts',
    ]),
    {
      cwd: ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: 'tsconfig.json', NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  child.stdin!.end(JSON.stringify(task));
  const output = await outputOf(child, 'the load generator');
  return JSON.parse(output.trim().split('\n').pop()!) as Result;
}

/** What a child process prints on stdout; rejects when it cannot start or exits with an error. */
function outputOf(child: ChildProcess, name: string): Promise<string> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    // 'close', not 'exit': by then stdout has been read to its end.
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${name} exited with ${code}: ${output}`)),
    );
  });
}

export interface Figures {
  /** Non-2xx answers by status code. */
  statuses: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** A paced run's (load.ts): where in the run its slow answers were, and the client's stalls. */
  paced?: PacedDetail;
}
export interface PacedDetail {
  /** The p99 of the answers due in each second of the run. */
  secondsP99: number[];
  /** The load generator's own event loop delay, at most: a stall there is timed as the server's. */
  clientLoopDelayMaxMs: number;
}
/** The runs' figures as one table, a row per run, names padded to `width`. */
export function printFigures(rows: readonly (readonly [string, Figures])[], width: number): void {
  console.log(`
${'route'.padEnd(width)} |    p50 ms |    p99 ms |   req/s | requests | non-2xx | errors | timeouts
${'-'.repeat(width)}-|-----------|-----------|---------|----------|---------|--------|---------`);
  for (const [name, f] of rows)
    console.log(
      `${name.slice(0, width).padEnd(width)} | ${fmt(f.p50).padStart(9)} | ${fmt(f.p99).padStart(9)} | ${fmt(f.rps, 0).padStart(7)} | ${String(f.requests).padStart(8)} | ${String(f.non2xx).padStart(7)} | ${String(f.errors).padStart(6)} | ${String(f.timeouts).padStart(8)}`,
    );
}

/** How the gateway's kept answers served a run: its stats after it against those before it. */
export function answerShares(after: AnswerCacheStats, before: AnswerCacheStats): string {
  const fresh = after.hits - before.hits;
  const stale = after.staleHits - before.staleHits;
  const missed = after.misses - before.misses;
  const pct = (n: number) => fmt((n / (fresh + stale + missed)) * 100, 1);
  return `${pct(fresh)}% fresh, ${pct(stale)}% stale while refreshing, ${pct(missed)}% missed; ${after.entries.toLocaleString('en-US')} answers kept, ${fmt(after.bytes / 1048576, 1)} MB`;
}

export const figures = (r: Result): Figures => ({
  statuses: Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}: ${count ?? 0}`)
    .join(', '),
  p50: r.latency.p50,
  p99: r.latency.p99,
  rps: r.requests.average,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  paced: (r as Result & { paced?: PacedDetail }).paced,
});

/** Busy and idle time of all cores so far (Linux /proc/stat, in clock ticks); null elsewhere. */
function coreTimes(): { busy: number; idle: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user! + nice! + system! + irq! + softirq! + steal!, idle: idle! + iowait! };
  } catch {
    return null;
  }
}

/**
 * Waits (at most `limitMs`) until the cores were at least 90% idle over a second: what a run
 * leaves behind (a collection, a service catching up, Postgres' autovacuum) would otherwise be
 * measured in the next run, and on two cores that moved a run's figures by a third.
 */
export async function quietCores(limitMs = 30_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const before = coreTimes();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = coreTimes();
    if (!before || !after) return;
    const idle = after.idle - before.idle;
    const total = idle + after.busy - before.busy;
    if (total > 0 && idle / total >= 0.9) return;
  }
}

/** The run with the most requests per second (its own latencies with it). */
export const bestOf = (runs: Figures[]): Figures =>
  runs.reduce((best, run) => (run.rps > best.rps ? run : best));

/**
 * Waits until the servers are idle again: autocannon stops sending at the end of a run, but
 * the requests already queued on the bus are still being answered (and Postgres still busy).
 */
export async function settle(databaseUrl: string, probeUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + 60_000;
    let quiet = 0;
    while (Date.now() < until && quiet < 3) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      quiet = rows[0]!.n === 0 ? quiet + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The bus is first in, first out: when this answers, the backlog has been answered too.
    await fetch(probeUrl, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
  } finally {
    await client.end();
  }
}

/**
 * The search service as its own process (as in production), on the index built here: searches
 * and refreshes then do not share the gateway's event loop. Resolves once it reports ready.
 */
export async function startSearchProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const healthPort = await freePort();
  const child = spawnTypeScript(
    'services/search/src/main.ts',
    { ...env, HEALTH_PORT: String(healthPort) },
    profilerFlags(),
  );
  return untilReady(child, `http://127.0.0.1:${healthPort}/health/ready`, 'the search service');
}

/**
 * The catalog service as its own process, migrating and seeding its database at start (the
 * taxonomy, and with CATALOG_SEED_DEMO=true the demo listings). Resolves once it reports ready.
 */
export async function startCatalogProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const healthPort = await freePort();
  const child = spawnTypeScript(
    'services/catalog/src/main.ts',
    { ...env, HEALTH_PORT: String(healthPort) },
    profilerFlags(),
  );
  return untilReady(child, `http://127.0.0.1:${healthPort}/health/ready`, 'the catalog service');
}

/**
 * The users service as its own process (a creator's page names its creator from it); with
 * USERS_SEED_DEMO=true it makes the demo sellers' accounts. Resolves once it reports ready.
 */
export async function startUsersProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const healthPort = await freePort();
  const child = spawnTypeScript(
    'services/users/src/main.ts',
    { ...env, HEALTH_PORT: String(healthPort) },
    profilerFlags(),
  );
  return untilReady(child, `http://127.0.0.1:${healthPort}/health/ready`, 'the users service');
}

/**
 * The gateway as its own process, run from its build as it is deployed (`npm run bench` compiles
 * it first): its heap and event loop are its own, not shared with the benchmark's (whose
 * leftovers made its collector's pauses the runs' p99s).
 */
export async function startGatewayProcess(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string; metricsUrl: string }> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [...profilerFlags(), join(ROOT, 'services/gateway/dist/main.js')],
    {
      cwd: ROOT,
      env: { ...env, PORT: String(port), METRICS_PORT: String(metricsPort), NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await untilReady(child, `${url}/health/ready`, 'the gateway');
  return { child, url, metricsUrl: `http://127.0.0.1:${metricsPort}` };
}

/** BENCH_PROFILE=<dir>: a service process writes a CPU profile there when it stops. */
const profilerFlags = (): string[] =>
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

/** Resolves with `child` once `readyUrl` answers 2xx; its stderr is shown, its stdout dropped. */
async function untilReady(
  child: ChildProcess,
  readyUrl: string,
  name: string,
): Promise<ChildProcess> {
  child.stdout!.resume();
  child.stderr!.pipe(process.stderr);
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(readyUrl).catch(() => null);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${name} did not become ready within 60 s`);
}

/** A Prometheus scrape of `metricsUrl` (its /metrics), as text; read with test/support/prometheus. */
export async function scrapeMetrics(metricsUrl: string): Promise<string> {
  return (await fetch(`${metricsUrl}/metrics`)).text();
}

/** How the gateway's kept answers have served so far, read from a scrape of its /metrics. */
export function answerStats(scrape: string): AnswerCacheStats {
  const answers = (result: string) => value(scrape, 'gateway_search_answers_total', { result });
  const kept = (measure: string) => value(scrape, 'gateway_search_answers_kept', { measure });
  return {
    hits: answers('hit'),
    staleHits: answers('stale'),
    misses: answers('miss'),
    entries: kept('answers'),
    bytes: kept('bytes'),
  };
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The bare route's answer from node:http alone (no Express, no Nest, no middleware), in a
 * process of its own: what this machine and the load generator allow at all, to read the
 * gateway's figures against. (In the benchmark's process it shared the event loop and the
 * collector of the gateway's heap, and measured a third below itself.)
 */
export const startPlainServer = () => startServerProgram(PLAIN_SERVER, 'the node:http server');

/**
 * The bare route from NestJS on Fastify with nothing of ours (one controller, no hooks, guards,
 * pipes or filters), in a process of its own: the framework's own floor, between node:http and
 * the gateway, so a run shows which share of the gap is the framework's and which the gateway's.
 */
export const startMinimalNestServer = () =>
  startServerProgram(MINIMAL_NEST_SERVER, 'the minimal NestJS server');

/** Runs `program` (ES module source that prints its port) from the repository's root. */
async function startServerProgram(
  program: string,
  name: string,
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '--eval', program], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, close: () => stopProcess(child) };
}

/** The plain server's program: the bare route's JSON to every request; prints its port. */
const PLAIN_SERVER = `
import { createServer } from 'node:http';
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** GET /health/live on NestJS and Fastify alone (decorators applied by hand: no compiler). */
const MINIMAL_NEST_SERVER = `
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
class Health {
  live() {
    return { status: 'ok' };
  }
}
Get('live')(Health.prototype, 'live', Object.getOwnPropertyDescriptor(Health.prototype, 'live'));
Controller('health')(Health);
class App {}
Module({ controllers: [Health] })(App);
const app = await NestFactory.create(App, new FastifyAdapter(), { logger: false });
await app.listen(0, '127.0.0.1');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
console.log(app.getHttpServer().address().port);
`;

/** Asks every address once, a few at a time. */
export async function prime(url: string, paths: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const answer = await fetch(url + paths[next++]);
      await answer.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * Indexes `count` generated listings through the search service's indexer, a batch at a time
 * (the listings are not kept, so the servers measured afterwards do not carry them on the
 * heap). Answers the seconds spent indexing and, apart, generating.
 */
export async function indexListings(
  indexer: IndexerService,
  count: number,
): Promise<{ built: number; generated: number }> {
  let generated = 0;
  const t0 = performance.now();
  const listings = generateListings(count, 1);
  for (let done = false; !done;) {
    const g0 = performance.now();
    const changes: IndexChange[] = [];
    for (let n = 0; n < BATCH; n++) {
      const next = listings.next();
      if (next.done) {
        done = true;
        break;
      }
      const listing = next.value;
      changes.push({
        kind: 'listing',
        id: listing.id,
        version: listing.version,
        visible: true,
        listing,
      });
    }
    generated += performance.now() - g0;
    await indexer.apply(changes);
  }
  return { built: seconds(t0) - generated / 1000, generated: generated / 1000 };
}

/** Autovacuum would analyze the new rows within a minute; done at once, every run plans alike. */
export async function vacuumIndex(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'VACUUM ANALYZE search.listing_doc, search.search_term, search.listing_state',
    );
    const { rows } = await client.query<{ size: string }>(
      `SELECT pg_size_pretty(pg_total_relation_size('search.listing_doc')) AS size`,
    );
    return rows[0]!.size;
  } finally {
    await client.end();
  }
}
