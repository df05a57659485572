import { sharedMetric, startMetricsServer, type InternalRoute } from '@pitstop/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { Histogram } from 'prom-client';
import { isApiPath } from './api-paths.js';

/** Label of a request no route answers: a path under the API's prefixes (a 404) or another method. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Label of the web app's files and pages (static files, index.html for client-side routes). */
export const WEB_APP_ROUTE = '(web app)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const requestDuration = sharedMetric(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: "Public HTTP requests, from arrival to the response's end, by method, route template (e.g. /api/models3d/:id) and status class (2xx … 5xx; aborted: the client left first)",
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

/**
 * The route a request is counted under: the template of the API route Fastify matched (its
 * route options), so ids and queries never become labels. The web app's routes (its files and
 * the catch-all page route) are one label; an API address that only the catch-all caught, or no
 * route at all, is unmatched.
 */
export function routeLabel(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  if (template === undefined) return UNMATCHED_ROUTE;
  if (isApiPath(template)) return template;
  return isApiPath(request.url) ? UNMATCHED_ROUTE : WEB_APP_ROUTE;
}

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
const statusClassOf = (status: number) =>
  STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`;

/**
 * Times every request from the first onRequest hook to the response's end, whoever answers it:
 * a route, a hook (kept search answers, CSRF refusals), a guard, the 404 handler. Added before
 * any other hook, so the time spent in them counts.
 */
export function measureRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const started = performance.now();
    // 'close' comes for an answer sent and for a client that left first (no onResponse then).
    reply.raw.once('close', () => {
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      const statusClass = reply.raw.writableFinished
        ? statusClassOf(reply.raw.statusCode)
        : 'aborted';
      requestDuration.observe(
        { method, route: routeLabel(request), status_class: statusClass },
        (performance.now() - started) / 1000,
      );
    });
    done();
  });
}

export interface GatewayMetrics {
  /** Where /metrics is served (METRICS_PORT). */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the process's metrics (the HTTP requests', the bus client's, the process defaults) on
 * a listener of their own, never on the public port, with the operators' `routes` beside them.
 */
export async function startGatewayMetrics(
  port: number,
  logger: Logger,
  routes: Readonly<Record<string, InternalRoute>> = {},
): Promise<GatewayMetrics> {
  const server = await startMetricsServer(port, logger, routes).catch(
    (err: NodeJS.ErrnoException) => {
      throw err.code === 'EADDRINUSE'
        ? new Error(`METRICS_PORT ${port} is already in use: choose another (METRICS_PORT=3110)`, {
            cause: err,
          })
        : err;
    },
  );
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
