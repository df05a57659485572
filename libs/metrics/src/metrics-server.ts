import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { collectDefaultMetrics, register } from 'prom-client';

/**
 * Prometheus metrics, one registry per process (prom-client's default): the bus (libs/messaging),
 * the job host (libs/common/src/jobs/job-metrics.ts) and the gateway's HTTP routes register
 * theirs in it, and whichever listener the process has serves it at /metrics: a service's or
 * worker's health port, the gateway's METRICS_PORT (never its public port).
 */

/** prom-client's process defaults: CPU, memory, heap, event-loop lag, GC, handles. Once per process. */
export function enableProcessMetrics(): void {
  if (register.getSingleMetric('process_cpu_user_seconds_total')) return;
  collectDefaultMetrics();
}

/** Answers a scrape with everything registered; a collector that fails makes it a 500 that says why. */
export function serveMetrics(res: ServerResponse): void {
  register.metrics().then(
    (text) => {
      res.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' });
      res.end(text);
    },
    (err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`collecting metrics failed: ${err instanceof Error ? err.message : String(err)}\n`);
    },
  );
}

export const isMetricsRequest = (req: IncomingMessage): boolean =>
  req.method === 'GET' && (req.url === '/metrics' || req.url?.startsWith('/metrics?') === true);

/** Answers a GET on the metrics listener beside /metrics. */
export type InternalRoute = (res: ServerResponse) => void;

/**
 * A listener that serves GET /metrics, and GET on the `routes` given (the gateway's
 * /health/services), for a process whose other port is public (the gateway): Prometheus and
 * operators reach it inside the cluster, the Ingress never routes to it.
 */
export async function startMetricsServer(
  port: number,
  logger: Logger,
  routes: Readonly<Record<string, InternalRoute>> = {},
): Promise<Server> {
  enableProcessMetrics();
  const server = createServer((req, res) => {
    if (isMetricsRequest(req)) return serveMetrics(res);
    const path = req.url?.split('?', 1)[0] ?? '/';
    const route = req.method === 'GET' && Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (route) return route(res);
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  logger.info({ port: (server.address() as AddressInfo).port }, 'metrics listening on /metrics');
  return server;
}
