/**
 * bench/pages: every public read a visitor's pages make, and the served HTML of each page, side
 * by side with the bare route (GET /health/live) of a second gateway of the same build, at
 * BENCH_CONNECTIONS (50 by default) each: req/s, p99, the share of the bare route's req/s and
 * the p99 ratio. Goal for each: ≥ 50% of the bare route's req/s with a p99 ≤ 2× its p99 (issue
 * 35), through the gateway's kept answers (by address under the index generation), primed as
 * a busy gateway's are. side-by-side.ts says why both are loaded at once.
 *
 * The catalog runs seeded with the taxonomy and the demo listings, users with the demo sellers'
 * accounts (a creator's page names them), the search service indexes
 * them at start, one public collection is made of them; the gateways run from their build and
 * serve web/dist (`npm run build:web` first, or the pages answer 503). BENCH_ROUNDS and
 * BENCH_SECONDS tune the side-by-side runs.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { deleteBusNamespace } from '../../test/support/bus.js';
import { createPrivateDatabase } from '../../test/support/database.js';
import { sideBySide, type SideBySide } from '../gateway/side-by-side.js';
import {
  check,
  fmt,
  load,
  loadGeneratorName,
  prime,
  startCatalogProcess,
  startGatewayProcess,
  startSearchProcess,
  startUsersProcess,
  stopProcess,
} from '../search/harness.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WARMUP = 2;
const GOAL_SHARE = 0.5;
const GOAL_P99_FACTOR = 2;
const BARE_ROUTE = ['/health/live'];

interface Demo {
  listings: { id: string; slug: string }[];
  sellers: string[];
  collectionId: string;
  golf: { makeId: string; modelId: string; mk7Id: string };
}

/** The demo catalog's public listings and sellers, the Golf's ids, and a public collection. */
async function demoCatalog(databaseUrl: string): Promise<Demo> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: listings } = await client.query<{ id: string; slug: string; seller: string }>(
      `SELECT id, slug, seller_id AS seller FROM catalog.listing
       WHERE approval_status = 'approved' AND NOT is_draft AND visibility = 'public'`,
    );
    const { rows: golf } = await client.query<{ make: string; model: string; gen: string }>(
      `SELECT mk.id AS make, vm.id AS model, g.id AS gen FROM catalog.make mk
       JOIN catalog.vehicle_model vm ON vm.make_id = mk.id
       JOIN catalog.generation g ON g.model_id = vm.id
       WHERE mk.slug = 'volkswagen' AND vm.slug = 'golf' AND g.slug = 'mk7'`,
    );
    const {
      rows: [collection],
    } = await client.query<{ id: string }>(
      `INSERT INTO catalog.collection (owner_id, name, is_public)
       VALUES ($1, 'Weekend track builds', true) RETURNING id`,
      [listings[0]!.seller],
    );
    await client.query(
      `INSERT INTO catalog.collection_item (collection_id, listing_id)
       SELECT $1, id FROM unnest($2::uuid[]) AS id`,
      [collection!.id, listings.slice(0, 8).map((l) => l.id)],
    );
    return {
      listings,
      sellers: [...new Set(listings.map((l) => l.seller))],
      collectionId: collection!.id,
      golf: { makeId: golf[0]!.make, modelId: golf[0]!.model, mk7Id: golf[0]!.gen },
    };
  } finally {
    await client.end();
  }
}

/** What each public page asks of the API, and the pages themselves, by name. */
function publicReads(demo: Demo): [name: string, paths: string[]][] {
  const { listings, sellers, collectionId, golf } = demo;
  const vehicle = `make=volkswagen&model=golf&generationId=${golf.mk7Id}&sort=popular&limit=20`;
  return [
    [
      'API model page (id, slug)',
      listings.flatMap((l) => [`/api/models3d/${l.id}`, `/api/models3d/slug/${l.slug}`]),
    ],
    [
      'API taxonomy lists',
      [
        '/api/makes',
        '/api/categories',
        `/api/models?makeId=${golf.makeId}`,
        `/api/generations?modelId=${golf.modelId}`,
        `/api/trims?generationId=${golf.mk7Id}`,
      ],
    ],
    [
      'API listing pages',
      ['newest', 'popular', 'rating', 'price_asc', 'trending'].map(
        (sort) => `/api/models3d?sort=${sort}&limit=24`,
      ),
    ],
    ['API creator pages', sellers.map((id) => `/api/sellers/${id}`)],
    ['API collection page', [`/api/collections/${collectionId}`]],
    [
      'API vehicle page (search)',
      [`/api/search?${vehicle}`, '/api/search?make=volkswagen&model=golf&sort=popular&limit=20'],
    ],
    ['HTML model pages', listings.map((l) => `/models/${l.slug}`)],
    ['HTML vehicle pages', ['/parts/volkswagen/golf', '/parts/volkswagen/golf/mk7']],
    ['HTML creator pages', sellers.map((id) => `/creators/${id}`)],
    ['HTML collection page', [`/collections/${collectionId}`]],
    ['HTML home and search', ['/', '/search', '/search?make=volkswagen']],
  ];
}

const percent = (share: number) => `${fmt(share * 100, 1)}%`;
const met = (side: SideBySide) =>
  side.median >= GOAL_SHARE && side.medianP99Ratio <= GOAL_P99_FACTOR;

const namespace = `bench-pages-${randomBytes(4).toString('hex')}`;
let database: Awaited<ReturnType<typeof createPrivateDatabase>> | undefined;
const processes: ChildProcess[] = [];
console.log(
  `bench/pages — public reads and pages beside the bare route, ${CONNECTIONS} connections; load average at start ${loadavg()
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
    SEARCH_REINDEX_ON_START: 'true',
    CATALOG_SEED_DEMO: 'true',
    USERS_SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    MEILI_HOST: undefined,
  };
  processes.push(await startUsersProcess(env));
  processes.push(await startCatalogProcess(env));
  processes.push(await startSearchProcess(env));
  const gateway = await startGatewayProcess(env);
  processes.push(gateway.child);
  const bareGateway = await startGatewayProcess(env);
  processes.push(bareGateway.child);
  const demo = await demoCatalog(database.url);
  // The index takes the demo listings at start: the listing and vehicle pages list them once it has.
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    const res = await fetch(`${gateway.url}/api/search?limit=1&sort=newest&make=volkswagen`);
    if (res.ok && ((await res.json()) as { total: number }).total > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const reads = publicReads(demo);
  for (const [name, paths] of reads) {
    const probe = await fetch(gateway.url + paths[0]);
    if (!probe.ok) throw new Error(`${name}: GET ${paths[0]} answered ${probe.status}`);
    await probe.arrayBuffer();
  }
  const bare = { url: bareGateway.url, pid: bareGateway.child.pid!, paths: BARE_ROUTE };
  await load(bareGateway.url, BARE_ROUTE, WARMUP, undefined, CONNECTIONS);

  const sides: [string, SideBySide][] = [];
  for (const [name, paths] of reads) {
    await prime(gateway.url, paths);
    await load(gateway.url, paths, WARMUP, undefined, CONNECTIONS);
    sides.push([
      name,
      await sideBySide(
        bare,
        { url: gateway.url, pid: gateway.child.pid!, paths },
        { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS },
      ),
    ]);
  }

  console.log(
    `Side by side with the bare route (${ROUNDS} runs of ${SECONDS} s each, the medians; ${sides[0]![1].placement}):\n`,
  );
  console.log(
    `${'read'.padEnd(28)} |   req/s |  p99 ms |  bare/s | bare p99 |  share |  p99 × | goal: ≥ ${GOAL_SHARE * 100}%, ≤ ${GOAL_P99_FACTOR}×`,
  );
  console.log(
    `${'-'.repeat(28)}-|---------|---------|---------|----------|--------|--------|------`,
  );
  for (const [name, side] of sides)
    console.log(
      `${name.padEnd(28)} | ${fmt(side.b.rps, 0).padStart(7)} | ${fmt(side.b.p99).padStart(7)} | ${fmt(side.a.rps, 0).padStart(7)} | ${fmt(side.a.p99).padStart(8)} | ${percent(side.median).padStart(6)} | ${`${fmt(side.medianP99Ratio)}×`.padStart(6)} | ${check(met(side))}${side.faults ? ` (! ${side.faults} not 2xx or failed)` : ''}`,
    );
  console.log(
    `\n${sides.filter(([, side]) => met(side)).length} of ${sides.length} public reads meet the goal; load average now ${loadavg()
      .map((n) => fmt(n))
      .join(', ')}`,
  );
} catch (err) {
  console.error('bench/pages failed:', err);
  process.exitCode = 1;
} finally {
  for (const child of processes.reverse())
    await stopProcess(child).catch((err) => console.error('stopping a process:', err));
  await deleteBusNamespace(namespace, REDIS_URL).catch((err) =>
    console.error('deleting the bus namespace:', err),
  );
  await database?.drop().catch((err) => console.error('dropping the database:', err));
  setTimeout(() => process.exit(), 5_000).unref();
}
