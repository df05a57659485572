/**
 * bench/gateway: what a buyer feels of the gateway (NestJS on Fastify). Each public read, at 100
 * connections (wrk, or autocannon without it, in a process of its own: harness.ts), side by side
 * with the bare route (GET /health/live) answered by a second gateway of the same build:
 * - the search mix of bench/search (GET /api/search, through the kept answers, as a busy gateway
 *   serves it);
 * - the listing page (GET /api/models3d, the grid of the home and browse pages: every sort,
 *   pages 1–5);
 * - the model page (GET /api/models3d/{id} and /api/models3d/slug/{slug}, the demo listings);
 * - the taxonomy (GET /api/makes).
 * Goal for each: ≥ 50% of the bare route's req/s with a p99 ≤ 2× its p99, measured side by side
 * (side-by-side.ts: both loaded at once on one core, since this machine's speed drifts between
 * runs one after the other). Then the search mix at a fixed 1,000 req/s with evenly spread
 * arrivals (a paced client, timed from when each request was due), with each second's p99: goal
 * p99 ≤ 30 ms. For context only, the bare route beside node:http alone and NestJS on Fastify with
 * nothing of ours (the machine's and the framework's floors).
 *
 * The search service runs as a process of its own on a Postgres-engine index of BENCH_LISTINGS
 * generated listings (20,000 by default: the kept answers do not depend on the index's size;
 * bench/search measures the search itself); the catalog service runs as one too, seeded with the
 * taxonomy and the demo listings. The gateways run from their build, as deployed, and are read
 * through /metrics (the kept answers' hits, the event loop). BENCH_PIN=on runs the servers on the
 * same core(s) and the load generator on the last one (pinServerCores). BENCH_DURATION (s),
 * BENCH_WARMUP (s), BENCH_CONNECTIONS and BENCH_RATE tune it; BENCH_PROFILE=<dir> has the
 * gateway and the services write their CPU profiles there when they stop.
 */
import 'reflect-metadata';
import { createLogger, type BackendService } from '@pitstop/common';
import { LISTING_SORTS } from '@pitstop/contracts';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startSearch } from '../../services/search/src/app.js';
import { loadSearchConfig } from '../../services/search/src/config.js';
import { IndexerService } from '../../services/search/src/index/indexer.service.js';
import { deleteBusNamespace } from '../../test/support/bus.js';
import { createPrivateDatabase } from '../../test/support/database.js';
import { value } from '../../test/support/prometheus.js';
import {
  CONNECTIONS,
  answerShares,
  answerStats,
  bestOf,
  check,
  figures,
  fmt,
  indexListings,
  load,
  loadGeneratorName,
  pinServerCores,
  prime,
  printFigures,
  quietCores,
  scrapeMetrics,
  seconds,
  settle,
  startCatalogProcess,
  startGatewayProcess,
  startMinimalNestServer,
  startPlainServer,
  startSearchProcess,
  stopProcess,
  vacuumIndex,
  type Figures,
  type PacedDetail,
} from '../search/harness.js';
import { vehicles } from '../search/listings.js';
import { searchMix } from '../search/queries.js';
import { sideBySide, type SideBySide } from './side-by-side.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 1_000);
/** Each public read: at least this share of the bare route's req/s … */
const GOAL_READ_SHARE = 0.5;
/** … with a p99 at most this many times the bare route's. */
const GOAL_READ_P99_FACTOR = 2;
const GOAL_FIXED_P99_MS = 30;
/** Side-by-side runs (an odd count: the median is one of them). */
const SIDE_BY_SIDE_ROUNDS = 5;
const PAGE_SIZE = 24;
/** prom-client's event-loop monitor's timer (its eventLoopMonitoringPrecision default). */
const LAG_RESOLUTION_MS = 10;
const BARE_ROUTE = ['/health/live'];

/** The listing grid as the home and browse pages ask for it: every sort, pages 1–5. */
const listingPages = (): string[] =>
  LISTING_SORTS.flatMap((sort) =>
    [0, 1, 2, 3, 4].map(
      (page) => `/api/models3d?sort=${sort}&limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`,
    ),
  );

/** The model pages of the public listings in the catalog, by id and by slug. */
async function modelPages(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; slug: string }>(
      `SELECT id, slug FROM catalog.listing
       WHERE approval_status = 'approved' AND NOT is_draft AND visibility = 'public'`,
    );
    return rows.flatMap(({ id, slug }) => [`/api/models3d/${id}`, `/api/models3d/slug/${slug}`]);
  } finally {
    await client.end();
  }
}

const percent = (share: number) => `${fmt(share * 100, 1)}%`;

/** A side-by-side share: the median of its runs, and the runs. */
const sideText = ({ median, shares }: SideBySide) =>
  `${percent(median)}, the median of ${shares.map(percent).join(', ')}`;

/** Where a paced run's slow answers were: each second's p99, and the load generator's stalls. */
function secondsText({ secondsP99, clientLoopDelayMaxMs }: PacedDetail): string {
  const over = secondsP99.filter((p99) => p99 > GOAL_FIXED_P99_MS).length;
  return `each second's p99 (ms): ${secondsP99.map((p99) => fmt(p99, 0)).join(' ')}; ${over} of ${secondsP99.length} seconds over ${GOAL_FIXED_P99_MS} ms; the load generator's own event loop delay max ${fmt(clientLoopDelayMaxMs)} ms`;
}

/** A public read's side-by-side row: its req/s and p99 beside the bare route's, and the goal. */
function readRow(name: string, side: SideBySide): string {
  const met = side.median >= GOAL_READ_SHARE && side.medianP99Ratio <= GOAL_READ_P99_FACTOR;
  return `${name.padEnd(34)} | ${fmt(side.b.rps, 0).padStart(7)} | ${fmt(side.b.p99).padStart(7)} | ${fmt(side.a.rps, 0).padStart(7)} | ${fmt(side.a.p99).padStart(7)} | ${percent(side.median).padStart(6)} | ${`${fmt(side.medianP99Ratio)}×`.padStart(6)} | ${check(met)}`;
}

const started = performance.now();
const namespace = `bench-gateway-${randomBytes(4).toString('hex')}`;
const logger = createLogger('bench', 'silent');
let database: Awaited<ReturnType<typeof createPrivateDatabase>> | undefined;
let service: BackendService | undefined;
const processes: ChildProcess[] = [];
/** node:http and NestJS alone, while the bare route is measured. */
const floors: { close(): Promise<void> }[] = [];

console.log(
  `bench/gateway — public reads beside the bare route, ${CONNECTIONS} connections; load average at start ${loadavg()
    .map((n) => fmt(n))
    .join(', ')}; load generator: ${loadGeneratorName()}\n`,
);
try {
  database = await createPrivateDatabase();
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    BUS_NAMESPACE: namespace,
    REDIS_URL,
    SEARCH_REINDEX_ON_START: 'false',
    CATALOG_SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    MEILI_HOST: undefined,
  };
  service = await startSearch(loadSearchConfig(env), logger, {
    healthPort: null,
    bus: { blockMs: 1_000 },
  });
  const { built } = await indexListings(service.app.get(IndexerService), LISTINGS);
  await vacuumIndex(database.url);
  await service.close();
  service = undefined;
  processes.push(await startSearchProcess(env));
  processes.push(await startCatalogProcess(env));
  const gateway = await startGatewayProcess(env);
  processes.push(gateway.child);
  // The bare route's own gateway, beside the one answering the public reads.
  const bareGateway = await startGatewayProcess(env);
  processes.push(bareGateway.child);
  console.log(
    `Index: ${LISTINGS.toLocaleString('en-US')} listings in ${fmt(built)} s; the search and catalog services and two gateways in processes of their own`,
  );
  // After the services started: they keep every core for their own work.
  console.log(`Cores: ${pinServerCores()}`);

  const reads: [name: string, paths: string[]][] = [
    ['GET /api/search (mix)', searchMix(vehicles(1), 5_000).map((q) => q.path)],
    ['GET /api/models3d (listing page)', listingPages()],
    ['GET /api/models3d/{id}, /slug/{s}', await modelPages(database.url)],
    ['GET /api/makes (taxonomy)', ['/api/makes']],
  ];
  for (const [name, paths] of reads) {
    if (paths.length === 0) throw new Error(`${name}: nothing to ask`);
    const probe = await fetch(gateway.url + paths[0]);
    if (!probe.ok)
      throw new Error(`GET ${paths[0]} answered ${probe.status}: ${await probe.text()}`);
  }
  const probe = gateway.url + reads[0]![1][0];
  const sideBySideRuns = { rounds: SIDE_BY_SIDE_ROUNDS, seconds: 4, connections: CONNECTIONS };
  const bare = { url: bareGateway.url, pid: bareGateway.child.pid!, paths: BARE_ROUTE };

  // Context: the bare route alone beside node:http alone and NestJS alone, taking turns, each
  // the better of two half-length runs on a quiet machine; and its share of node:http side by side.
  const plain = await startPlainServer();
  floors.push(plain);
  const nest = await startMinimalNestServer();
  floors.push(nest);
  for (const url of [bareGateway.url, plain.url, nest.url])
    await load(url, BARE_ROUTE, Math.min(WARMUP, 3));
  const quietRun = async (url: string) => {
    await quietCores();
    return figures(await load(url, BARE_ROUTE, Math.ceil(DURATION / 2)));
  };
  const alone: Record<'bare' | 'plain' | 'nest', Figures[]> = { bare: [], plain: [], nest: [] };
  for (let round = 0; round < 2; round++) {
    alone.bare.push(await quietRun(bareGateway.url));
    alone.plain.push(await quietRun(plain.url));
    alone.nest.push(await quietRun(nest.url));
  }
  await quietCores();
  const floorSide = await sideBySide({ ...plain, paths: BARE_ROUTE }, bare, sideBySideRuns);
  await Promise.all(floors.splice(0).map((server) => server.close()));

  // Each public read side by side with the bare route: primed (a busy gateway has answered its
  // buyers' reads before), warmed up, then measured while the kept answers are fresh (a stale
  // one is refreshed in the background, a budget of its own, not a request's cost).
  const sides: [string, SideBySide][] = [];
  let searchAnswers = '';
  for (const [name, paths] of reads) {
    await prime(gateway.url, [...new Set(paths)]);
    await load(gateway.url, paths, WARMUP);
    await settle(database.url, probe);
    await quietCores();
    const before = answerStats(await scrapeMetrics(gateway.metricsUrl));
    const side = await sideBySide(
      bare,
      { url: gateway.url, pid: gateway.child.pid!, paths },
      sideBySideRuns,
    );
    if (sides.length === 0)
      searchAnswers = answerShares(answerStats(await scrapeMetrics(gateway.metricsUrl)), before);
    sides.push([name, side]);
    await settle(database.url, probe);
  }

  // The search mix at a fixed rate. The gateway's own event loop while paced: a stall there is
  // every request's p99. prom-client measures it between scrapes, so the scrape before starts it
  // afresh; its figures are timer ticks of LAG_RESOLUTION_MS each, whose own length is taken off.
  const searchPaths = reads[0]![1];
  await prime(gateway.url, [...new Set(searchPaths)]);
  await quietCores();
  const pacedBefore = answerStats(await scrapeMetrics(gateway.metricsUrl));
  const fixed = figures(await load(gateway.url, searchPaths, DURATION, RATE, CONNECTIONS, true));
  const loop = await scrapeMetrics(gateway.metricsUrl);
  const pacedAfter = answerStats(loop);
  const lag = (name: string) =>
    Math.max(0, value(loop, `nodejs_eventloop_lag_${name}_seconds`, {}) * 1000 - LAG_RESOLUTION_MS);

  const bareAlone = bestOf(alone.bare);
  const plainAlone = bestOf(alone.plain);
  const nestAlone = bestOf(alone.nest);
  console.log(`
Public reads side by side with the bare route (${SIDE_BY_SIDE_ROUNDS} runs of ${sideBySideRuns.seconds} s each, the medians; ${floorSide.placement}; the bare route from a second gateway process of the same build):

${'read'.padEnd(34)} |   req/s |  p99 ms | bare/s  | bare p99 |  share |  p99 × | goal: ≥ ${GOAL_READ_SHARE * 100}%, ≤ ${GOAL_READ_P99_FACTOR}×
${'-'.repeat(34)}-|---------|---------|---------|---------|--------|--------|------`);
  for (const [name, side] of sides) console.log(readRow(name, side));
  console.log(`\nThe search mix through the kept answers, side by side: ${searchAnswers}`);
  for (const [name, side] of sides)
    console.log(
      `  ${name}: ${side.faults ? `! ${side.faults} answers not 2xx or failed; ` : ''}req/s shares ${side.shares.map(percent).join(', ')}; p99 ratios ${side.p99Ratios.map((r) => `${fmt(r)}×`).join(', ')}`,
    );

  const rows: [string, Figures][] = [
    ['GET /health/live (bare)', bareAlone],
    ['  node:http alone', plainAlone],
    ['  NestJS+Fastify alone', nestAlone],
    [`search, paced ${RATE.toLocaleString('en-US')} req/s`, fixed],
  ];
  printFigures(rows, 26);
  console.log(
    `Paced: ${answerShares(pacedAfter, pacedBefore)}; the gateway's event loop delay p50 ${fmt(lag('p50'))} ms, p99 ${fmt(lag('p99'))} ms, max ${fmt(lag('max'))} ms`,
  );
  if (fixed.paced) console.log(`Paced, ${secondsText(fixed.paced)}`);
  console.log(
    `Context (no goal): the bare route at ${sideText(floorSide)} of node:http's req/s side by side; alone, one after the other: ${percent(bareAlone.rps / plainAlone.rps)} of node:http's, NestJS alone ${percent(nestAlone.rps / plainAlone.rps)}`,
  );

  console.log(`
Goals (2 cores shared with whatever else runs; load average now ${loadavg()
    .map((n) => fmt(n))
    .join(', ')}):`);
  for (const [name, side] of sides)
    console.log(
      `  ${check(side.median >= GOAL_READ_SHARE && side.medianP99Ratio <= GOAL_READ_P99_FACTOR)}  ${name.trim()}: ≥ ${GOAL_READ_SHARE * 100}% of the bare route's req/s (${percent(side.median)}) with p99 ≤ ${GOAL_READ_P99_FACTOR}× its p99 (${fmt(side.medianP99Ratio)}×)`,
    );
  console.log(
    `  ${check(fixed.p99 <= GOAL_FIXED_P99_MS && fixed.non2xx + fixed.errors + fixed.timeouts === 0)}  search p99 ≤ ${GOAL_FIXED_P99_MS} ms at a fixed ${RATE.toLocaleString('en-US')} req/s, arrivals evenly spread (${fmt(fixed.p99)} ms)`,
  );
  for (const [name, f] of rows)
    if (f.non2xx + f.errors + f.timeouts > 0)
      console.log(
        `  ! ${name.trim()}: ${f.non2xx} non-2xx${f.statuses ? ` (${f.statuses})` : ''}, ${f.errors} errors, ${f.timeouts} timeouts`,
      );
} catch (err) {
  console.error('bench/gateway failed:', err);
  process.exitCode = 1;
} finally {
  for (const server of floors)
    await server.close().catch((err) => console.error('stopping a floor server:', err));
  for (const child of processes.reverse())
    await stopProcess(child).catch((err) => console.error('stopping a process:', err));
  await service?.close().catch((err) => console.error('closing the search service:', err));
  await deleteBusNamespace(namespace, REDIS_URL).catch((err) =>
    console.error('deleting the bus namespace:', err),
  );
  await database?.drop().catch((err) => console.error('dropping the database:', err));
  console.log(`\nbench/gateway took ${fmt(seconds(started), 0)} s in all`);
  setTimeout(() => process.exit(), 5_000).unref();
}
