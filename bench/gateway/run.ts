/**
 * bench/gateway (issue 19, "A faster gateway"): the gateway (NestJS on Fastify) against a plain
 * node:http server on this machine, in one run. At 100 connections (wrk, or autocannon without
 * it, in a process of its own: harness.ts): the bare route (GET /health/live), the search mix
 * of bench/search (GET /api/search, through the kept answers, as a busy gateway serves it) and
 * a listing page (GET /api/models3d, the grid of the home and browse pages: every sort, pages
 * 1–5); each as req/s and p50/p99 beside node:http answering the bare route's JSON with no
 * framework, and NestJS on Fastify answering it with nothing of ours (the framework's floor).
 * Then the search mix at a fixed 1,000 req/s with evenly spread arrivals (a paced client, timed
 * from when each request was due, after two untimed seconds of the same), with each second's p99.
 *
 * Goals: the bare route at ≥ 50% of node:http's req/s; the search mix at ≥ 100% of the bare
 * route's req/s with p99 within 1.5× the bare route's; at 1,000 req/s a search p99 ≤ 30 ms.
 * The two req/s shares are measured side by side (side-by-side.ts: both loaded at once on one
 * core; for the search mix's, a second gateway process answers the bare route), since this
 * machine's speed drifts between runs one after the other; those are printed too.
 *
 * The search service runs as a process of its own on a Postgres-engine index of BENCH_LISTINGS
 * generated listings (20,000 by default: what is measured here is the gateway, whose kept
 * answers do not depend on the index's size; bench/search measures the search itself).
 * Each closed-loop figure is the better of two half-length runs on a quiet machine (the bare
 * route, node:http and NestJS alone taking turns). The gateway runs from its build in a process of its own,
 * as deployed, and is read through its /metrics (the kept answers' hits, its event loop).
 * BENCH_PIN=on runs the gateway and node:http on the same core(s) and the load generator on
 * the last one (pinServerCores). BENCH_DURATION (s), BENCH_WARMUP (s), BENCH_CONNECTIONS and
 * BENCH_RATE tune it; BENCH_PROFILE=<dir> has the gateway and the search service write their
 * CPU profiles there when they stop.
 */
import 'reflect-metadata';
import { createLogger, type BackendService } from '@pitstop/common';
import { LISTING_SORTS } from '@pitstop/contracts';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
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
  loadGeneratorName,
  bestOf,
  quietCores,
  pinServerCores,
  check,
  figures,
  fmt,
  indexListings,
  load,
  prime,
  printFigures,
  scrapeMetrics,
  seconds,
  settle,
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
const GOAL_BARE_SHARE = 0.5;
/** Side-by-side runs of the bare route and node:http (an odd count: the median is one of them). */
const SIDE_BY_SIDE_ROUNDS = 5;
const GOAL_SEARCH_SHARE = 1;
const GOAL_SEARCH_P99_FACTOR = 1.5;
const GOAL_FIXED_P99_MS = 30;
const PAGE_SIZE = 24;
/** prom-client's event-loop monitor's timer (its eventLoopMonitoringPrecision default). */
const LAG_RESOLUTION_MS = 10;

/** The listing grid as the home and browse pages ask for it: every sort, pages 1–5. */
const listingPages = (): string[] =>
  LISTING_SORTS.flatMap((sort) =>
    [0, 1, 2, 3, 4].map(
      (page) => `/api/models3d?sort=${sort}&limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`,
    ),
  );

const percent = (share: number) => `${fmt(share * 100, 1)}%`;

/** A side-by-side share: the median of its runs, and the runs. */
const sideText = ({ median, shares }: SideBySide) =>
  `${percent(median)}, the median of ${shares.map(percent).join(', ')}`;

/** Where a paced run's slow answers were: each second's p99, and the load generator's stalls. */
function secondsText({ secondsP99, clientLoopDelayMaxMs }: PacedDetail): string {
  const over = secondsP99.filter((p99) => p99 > GOAL_FIXED_P99_MS).length;
  return `each second's p99 (ms): ${secondsP99.map((p99) => fmt(p99, 0)).join(' ')}; ${over} of ${secondsP99.length} seconds over ${GOAL_FIXED_P99_MS} ms; the load generator's own event loop delay max ${fmt(clientLoopDelayMaxMs)} ms`;
}

const started = performance.now();
const namespace = `bench-gateway-${randomBytes(4).toString('hex')}`;
const logger = createLogger('bench', 'silent');
let database: Awaited<ReturnType<typeof createPrivateDatabase>> | undefined;
let service: BackendService | undefined;
let searchProcess: ChildProcess | undefined;
let gateway: Awaited<ReturnType<typeof startGatewayProcess>> | undefined;
/** A second gateway, for the bare route beside the search mix (side by side). */
let bareGateway: Awaited<ReturnType<typeof startGatewayProcess>> | undefined;
/** node:http and NestJS alone, while the bare route is measured. */
const floors: { close(): Promise<void> }[] = [];

console.log(
  `bench/gateway — the gateway on Fastify vs node:http, ${CONNECTIONS} connections, ${DURATION} s per run (after a warm-up); load average at start ${loadavg()
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
  searchProcess = await startSearchProcess(env);
  gateway = await startGatewayProcess(env);
  console.log(
    `Index: ${LISTINGS.toLocaleString('en-US')} listings in ${fmt(built)} s; the search service and the gateway in processes of their own`,
  );
  // After the search service started: it keeps every core for its refreshes.
  console.log(`Cores: ${pinServerCores()}`);

  const paths = searchMix(vehicles(1), 5_000).map((q) => q.path);
  const pages = listingPages();
  for (const path of [paths[0]!, pages[0]!]) {
    const probe = await fetch(gateway.url + path);
    if (!probe.ok) throw new Error(`GET ${path} answered ${probe.status}: ${await probe.text()}`);
  }
  const probe = gateway.url + paths[0];

  // Each closed-loop figure is the better of two runs of half the duration, each on a quiet
  // machine (quietCores): on shared cores one run can land on a neighbour's busy second, and
  // the goals compare runs with each other. The bare route, node:http and NestJS alone take
  // turns.
  const bestOfTwo = async (url: string, list: string[]) => {
    const runs: Figures[] = [];
    for (let round = 0; round < 2; round++) runs.push(await quietRun(url, list));
    return bestOf(runs);
  };
  const quietRun = async (url: string, list: string[]) => {
    await quietCores();
    return figures(await load(url, list, Math.ceil(DURATION / 2)));
  };
  const sideBySideRuns = { rounds: SIDE_BY_SIDE_ROUNDS, seconds: 4, connections: CONNECTIONS };
  const plain = await startPlainServer();
  floors.push(plain);
  const nest = await startMinimalNestServer();
  floors.push(nest);
  for (const url of [gateway.url, plain.url, nest.url])
    await load(url, ['/health/live'], Math.min(WARMUP, 3));
  const bareRuns: Figures[] = [];
  const floorRuns: Figures[] = [];
  const nestRuns: Figures[] = [];
  for (let round = 0; round < 2; round++) {
    bareRuns.push(await quietRun(gateway.url, ['/health/live']));
    floorRuns.push(await quietRun(plain.url, ['/health/live']));
    nestRuns.push(await quietRun(nest.url, ['/health/live']));
  }
  const bare = bestOf(bareRuns);
  const floor = bestOf(floorRuns);
  const minimalNest = bestOf(nestRuns);
  // The goal's share, measured side by side (side-by-side.ts: the runs above also compare the
  // machine's minutes), and NestJS alone's beside it.
  await quietCores();
  const bareRoute = ['/health/live'];
  const plainBare = { ...plain, paths: bareRoute };
  const bareSide = await sideBySide(
    plainBare,
    { url: gateway.url, pid: gateway.child.pid!, paths: bareRoute },
    sideBySideRuns,
  );
  const nestSide = await sideBySide(plainBare, { ...nest, paths: bareRoute }, sideBySideRuns);
  await Promise.all(floors.splice(0).map((server) => server.close()));

  // The search mix's share of the bare route is measured side by side too: a second gateway of
  // the same build answers the bare route beside this one answering the mix. Started first, so
  // that both runs of the mix follow its warm-up while the answers are fresh (a stale one is
  // refreshed in the background, at most SEARCH_CACHE_REFRESHES_PER_SECOND: a budget of its own,
  // not the cost of a request).
  bareGateway = await startGatewayProcess(env);
  await load(bareGateway.url, bareRoute, Math.min(WARMUP, 3));

  // A busy gateway has answered its buyers' searches and pages before: one pass over the
  // distinct addresses, a warm-up, then the measured runs.
  await prime(gateway.url, [...new Set(paths)]);
  await load(gateway.url, paths, WARMUP);
  await settle(database.url, probe);
  const answersNow = async () => answerStats(await scrapeMetrics(gateway!.metricsUrl));
  const sideBefore = await answersNow();
  const searchSide = await sideBySide(
    { url: bareGateway.url, pid: bareGateway.child.pid!, paths: bareRoute },
    { url: gateway.url, pid: gateway.child.pid!, paths },
    sideBySideRuns,
  );
  const before = await answersNow();
  await stopProcess(bareGateway.child);
  bareGateway = undefined;
  await settle(database.url, probe);
  const search = await bestOfTwo(gateway.url, paths);
  const after = await answersNow();
  await settle(database.url, probe);

  await prime(gateway.url, pages);
  await load(gateway.url, pages, Math.min(WARMUP, 3));
  await settle(database.url, probe);
  const listing = await bestOfTwo(gateway.url, pages);
  await settle(database.url, probe);
  await quietCores();

  // The gateway's own event loop while paced, a stall there is every request's p99: prom-client
  // measures it between scrapes, so the scrape before starts it afresh. Its figures are timer
  // ticks of LAG_RESOLUTION_MS each, whose own length is taken off.
  const pacedBefore = await answersNow();
  const fixed = figures(await load(gateway.url, paths, DURATION, RATE, CONNECTIONS, true));
  const loop = await scrapeMetrics(gateway.metricsUrl);
  const pacedAfter = answerStats(loop);
  const lag = (name: string) =>
    Math.max(0, value(loop, `nodejs_eventloop_lag_${name}_seconds`, {}) * 1000 - LAG_RESOLUTION_MS);
  await settle(database.url, probe);

  const rows: [string, Figures][] = [
    ['GET /health/live (bare)', bare],
    ['  node:http alone', floor],
    ['  NestJS+Fastify alone', minimalNest],
    ['GET /api/search (mix)', search],
    ['GET /api/models3d (page)', listing],
    [`search, paced ${RATE.toLocaleString('en-US')} req/s`, fixed],
  ];
  printFigures(rows, 26);
  console.log(
    `\nThe search mix through the kept answers: ${answerShares(after, before)}; side by side ${answerShares(before, sideBefore)}`,
  );
  console.log(
    `Paced: ${answerShares(pacedAfter, pacedBefore)}; the gateway's event loop delay p50 ${fmt(lag('p50'))} ms, p99 ${fmt(lag('p99'))} ms, max ${fmt(lag('max'))} ms`,
  );
  if (fixed.paced) console.log(`Paced, ${secondsText(fixed.paced)}`);
  console.log(
    `Side by side (the shares below): ${SIDE_BY_SIDE_ROUNDS} runs of ${sideBySideRuns.seconds} s each, ${bareSide.placement}; the search mix beside a second gateway process of the same build answering the bare route`,
  );
  const bareShare = bareSide.median;
  const searchShare = searchSide.median;
  const listingShare = listing.rps / bare.rps;
  console.log(`
Goals (NestJS on Fastify, 2 cores shared; load average now ${loadavg()
    .map((n) => fmt(n))
    .join(', ')}):
  ${check(bareShare >= GOAL_BARE_SHARE)}  bare route ≥ ${GOAL_BARE_SHARE * 100}% of node:http's req/s, side by side (${sideText(bareSide)}; one after the other above: ${percent(bare.rps / floor.rps)}; NestJS on Fastify with one route and nothing of ours: ${sideText(nestSide)} side by side, ${percent(minimalNest.rps / floor.rps)} above)
  ${check(searchShare >= GOAL_SEARCH_SHARE)}  search mix ≥ ${GOAL_SEARCH_SHARE * 100}% of the bare route's req/s, side by side (${sideText(searchSide)}; one after the other above: ${percent(search.rps / bare.rps)}; the listing page ${percent(listingShare)} above)
  ${check(search.p99 <= bare.p99 * GOAL_SEARCH_P99_FACTOR)}  search mix p99 ≤ ${GOAL_SEARCH_P99_FACTOR}× the bare route's (${fmt(search.p99)} ms vs ${fmt(bare.p99)} ms: ${fmt(search.p99 / bare.p99)}×; the listing page ${fmt(listing.p99)} ms)
  ${check(fixed.p99 <= GOAL_FIXED_P99_MS && fixed.non2xx + fixed.errors + fixed.timeouts === 0)}  search p99 ≤ ${GOAL_FIXED_P99_MS} ms at a fixed ${RATE.toLocaleString('en-US')} req/s, arrivals evenly spread (${fmt(fixed.p99)} ms)`);
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
  for (const { child } of [gateway, bareGateway].filter((g) => g !== undefined))
    await stopProcess(child).catch((err) => console.error('stopping a gateway:', err));
  await service?.close().catch((err) => console.error('closing the search service:', err));
  if (searchProcess)
    await stopProcess(searchProcess).catch((err) =>
      console.error('stopping the search service:', err),
    );
  await deleteBusNamespace(namespace, REDIS_URL).catch((err) =>
    console.error('deleting the bus namespace:', err),
  );
  await database?.drop().catch((err) => console.error('dropping the database:', err));
  console.log(`\nbench/gateway took ${fmt(seconds(started), 0)} s in all`);
  setTimeout(() => process.exit(), 5_000).unref();
}
