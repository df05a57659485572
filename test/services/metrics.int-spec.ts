/**
 * Prometheus metrics as an operator scrapes them: the catalog, its worker and the gateway each
 * run as their own process (one registry each, as in production), some traffic goes through the
 * gateway and one event through the bus, and then each /metrics is read.
 */
import {
  CatalogListings,
  CatalogTaxonomy,
  OrdersEvents,
  type OrderPaidEvent,
} from '@pitstop/contracts';
import { RedisStreamsClient } from '@pitstop/messaging';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { deleteBusNamespace } from '../support/bus.js';
import { freePort, spawnTypeScript } from '../support/node-process.mjs';
import { samples, value } from '../support/prometheus.js';

interface Running {
  child: ChildProcess;
  output: () => string;
}

function launch(entry: string, env: Record<string, string>): Running {
  const child = spawnTypeScript(entry, { LOG_LEVEL: 'warn', ...env });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForReady(url: string, run: Running, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (run.child.exitCode !== null) throw new Error(`exited before ready:\n${run.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became ready:\n${run.output()}`);
}

async function stop(run: Running): Promise<void> {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return;
  const exited = new Promise((resolve) => run.child.once('close', resolve));
  run.child.kill('SIGTERM');
  await exited;
}

const GET_LISTING = CatalogListings.get.pattern;

const scrape = async (url: string) => {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe('Prometheus metrics of running processes', () => {
  const namespace = `metrics-${randomBytes(3).toString('hex')}`;
  const runs: Running[] = [];
  let gatewayUrl: string;
  let gatewayMetricsUrl: string;
  let catalogUrl: string;
  let workerUrl: string;
  const EVENT_WAIT_MS = 1_500;

  beforeAll(async () => {
    // Published before the catalog runs: its handling comes at least EVENT_WAIT_MS later.
    const publisher = new RedisStreamsClient({
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      namespace,
      caller: 'metrics-test',
    });
    const paid: OrderPaidEvent = {
      orderId: randomUUID(),
      number: 1,
      buyerId: randomUUID(),
      subtotalCents: 0,
      platformFeeCents: 0,
      totalCents: 0,
      currency: 'USD',
      lines: [],
      payment: { provider: 'test', cardLast4: null },
      paidAt: new Date().toISOString(),
    };
    await publisher.publishEvent(OrdersEvents.orderPaid.topic, paid);
    await publisher.close();
    await new Promise((resolve) => setTimeout(resolve, EVENT_WAIT_MS));

    const [catalogPort, workerPort, searchPort, gatewayPort, metricsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    catalogUrl = `http://127.0.0.1:${catalogPort}`;
    workerUrl = `http://127.0.0.1:${workerPort}`;
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    gatewayMetricsUrl = `http://127.0.0.1:${metricsPort}`;
    const common = { BUS_NAMESPACE: namespace, CATALOG_SEED_TAXONOMY: 'false' };
    const catalog = launch('services/catalog/src/main.ts', {
      ...common,
      HEALTH_PORT: String(catalogPort),
    });
    const worker = launch('services/catalog/src/worker.ts', {
      ...common,
      HEALTH_PORT: String(workerPort),
    });
    // The listing pages below are the search service's.
    const search = launch('services/search/src/main.ts', {
      ...common,
      HEALTH_PORT: String(searchPort),
    });
    const gateway = launch('services/gateway/src/main.ts', {
      ...common,
      PORT: String(gatewayPort),
      METRICS_PORT: String(metricsPort),
    });
    runs.push(catalog, worker, search, gateway);
    await Promise.all([
      waitForReady(`${catalogUrl}/health/ready`, catalog),
      waitForReady(`${workerUrl}/health/ready`, worker),
      waitForReady(`http://127.0.0.1:${searchPort}/health/ready`, search),
      waitForReady(`${gatewayUrl}/health/ready`, gateway),
    ]);

    // Traffic: a found route, a missing listing (the catalog answers NOT_FOUND), an unknown path.
    expect((await fetch(`${gatewayUrl}/api/categories`)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${gatewayUrl}/api/models3d/${randomUUID()}`)).status).toBe(404);
    expect((await fetch(`${gatewayUrl}/api/no-such-route/${randomUUID()}`)).status).toBe(404);
    // A visitor's listing page twice: loaded from the catalog once, then a kept answer.
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${gatewayUrl}/api/models3d?sort=newest&limit=24`)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(runs.map(stop));
    await deleteBusNamespace(namespace);
  }, 30_000);

  it('the gateway times requests by route template and status class, on METRICS_PORT', async () => {
    const text = await scrape(gatewayMetricsUrl);
    const count = (labels: Record<string, string>) =>
      value(text, 'http_request_duration_seconds_count', labels);
    expect(count({ method: 'GET', route: '/api/models3d/:id', status_class: '4xx' })).toBe(3);
    expect(count({ method: 'GET', route: '/api/categories', status_class: '2xx' })).toBe(1);
    expect(count({ method: 'GET', route: '(unmatched)', status_class: '4xx' })).toBe(1);
    expect(count({ method: 'GET', route: '/health/ready', status_class: '2xx' })).toBeGreaterThan(
      0,
    );
    // Templates, never addresses: no listing id, no query, no unknown path becomes a label.
    const routes = new Set(
      samples(text, 'http_request_duration_seconds_count').map((s) => s.labels.route),
    );
    for (const route of routes) expect(route).toMatch(/^(\/[\w.:*-]*)+$|^\((unmatched|web app)\)$/);
    expect(text).not.toContain('no-such-route');
    expect(
      value(text, 'http_request_duration_seconds_bucket', {
        route: '/api/models3d/:id',
        le: '+Inf',
      }),
    ).toBe(3);
  });

  it("the gateway's bus client reports latency and errors by message name", async () => {
    const text = await scrape(gatewayMetricsUrl);
    expect(value(text, 'bus_client_request_duration_seconds_count', { message: GET_LISTING })).toBe(
      3,
    );
    expect(
      value(text, 'bus_client_request_errors_total', {
        message: GET_LISTING,
        code: 'NOT_FOUND',
      }),
    ).toBe(3);
    expect(
      samples(text, 'bus_client_request_duration_seconds_count').every((s) =>
        /^[a-z]+\.[a-zA-Z-]+\.[a-zA-Z-]+$/.test(s.labels.message!),
      ),
    ).toBe(true);
  });

  it('the gateway reports how its kept answers served visitors, and what it keeps', async () => {
    const text = await scrape(gatewayMetricsUrl);
    // The visitor's reads kept since issue 35: the search, the categories and the three listings
    // looked up (not found, so not kept); the search asked again is the one hit.
    expect(value(text, 'gateway_search_answers_total', { result: 'miss' })).toBe(5);
    expect(value(text, 'gateway_search_answers_total', { result: 'hit' })).toBe(1);
    expect(value(text, 'gateway_search_answers_total', { result: 'stale' })).toBe(0);
    expect(value(text, 'gateway_search_answers_kept', { measure: 'answers' })).toBe(2);
    expect(value(text, 'gateway_search_answers_kept', { measure: 'bytes' })).toBeGreaterThan(0);
    expect(text).toContain('# TYPE gateway_search_answers_total counter');
  });

  it('the gateway reports the process defaults, and its public port serves no metrics', async () => {
    const text = await scrape(gatewayMetricsUrl);
    expect(samples(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(samples(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);

    const publicMetrics = await fetch(`${gatewayUrl}/metrics`);
    expect(publicMetrics.headers.get('content-type') ?? '').not.toMatch(/version=0\.0\.4/);
    expect(await publicMetrics.text()).not.toContain('http_request_duration_seconds');
    // And the metrics listener serves nothing else.
    expect((await fetch(`${gatewayMetricsUrl}/api/categories`)).status).toBe(404);
    expect((await fetch(`${gatewayMetricsUrl}/health/ready`)).status).toBe(404);
  });

  it('a service reports its handlers by message name and the lag of the events it handled, on its health port', async () => {
    const text = await scrape(catalogUrl);
    expect(value(text, 'bus_handler_duration_seconds_count', { message: GET_LISTING })).toBe(3);
    expect(
      value(text, 'bus_handler_errors_total', { message: GET_LISTING, code: 'NOT_FOUND' }),
    ).toBe(3);
    expect(
      value(text, 'bus_handler_duration_seconds_count', {
        message: CatalogTaxonomy.listCategories.pattern,
      }),
    ).toBeGreaterThanOrEqual(1);
    const topic = { topic: OrdersEvents.orderPaid.topic };
    expect(value(text, 'bus_event_lag_seconds_count', topic)).toBe(1);
    // Handled at least EVENT_WAIT_MS after it was published (the catalog was not running yet).
    expect(value(text, 'bus_event_lag_seconds_sum', topic)).toBeGreaterThanOrEqual(
      EVENT_WAIT_MS / 1000,
    );
    expect(value(text, 'bus_event_lag_seconds_bucket', { ...topic, le: '1' })).toBe(0);
    expect(samples(text, 'process_resident_memory_bytes')).toHaveLength(1);
    // Its readiness is still JSON beside them.
    expect(
      ((await (await fetch(`${catalogUrl}/health/ready`)).json()) as { status: string }).status,
    ).toBe('ok');
  });

  it("a worker reports its queue's depth by state (read at the scrape) and its job failures", async () => {
    const text = await scrape(workerUrl);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(value(text, 'job_queue_jobs', { queue: 'catalog-jobs', state })).toBe(0);
    expect(text).toContain('# TYPE job_failures_total counter');
    expect(text).toContain('# TYPE job_duration_seconds histogram');
    expect(samples(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
  });
});
