import { RequestMethod, type INestApplication, type INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { startMetricsServer } from '@pitstop/common';
import { SeriesHistogram, type HistogramSeries } from '@pitstop/messaging';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { isApiPath } from './api-paths.js';

/** Label of a request no route answers: a path under the API's prefixes (a 404) or another method. */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Label of the web app's files and pages (static files, index.html for client-side routes). */
export const WEB_APP_ROUTE = '(web app)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const requestDuration = SeriesHistogram.shared(
  'http_request_duration_seconds',
  "Public HTTP requests, from arrival to the response's end, by method, route template (e.g. /api/models3d/:id) and status class (2xx … 5xx; aborted: the client left first)",
  ['method', 'route', 'status_class'],
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Per segment: 0 literal, 1 with a parameter, 2 wildcard. Lower sorts first (more specific). */
  rank: number[];
}

/**
 * The gateway's routes as Nest declares them (@Controller and @Get/@Post/… paths, read from the
 * handlers' metadata), matched against a request's path to name it by its template. Reading
 * them from Nest rather than from the router keeps this the same on Express and on Fastify.
 * Static routes win over parameters (/api/models3d/mine before /api/models3d/:id), as both
 * routers decide.
 */
export class RouteTable {
  /** Routes whose first two segments are literal, by those segments (lowercase). */
  private readonly byPrefix = new Map<string, Route[]>();
  /** The rest, tried after those. */
  private readonly others: Route[] = [];

  constructor(routes: { method: string; template: string }[]) {
    const seen = new Set<string>();
    const compiled = routes
      .filter(({ method, template }) => {
        const key = `${method} ${template}`;
        return !seen.has(key) && Boolean(seen.add(key));
      })
      .map(compile)
      .sort((a, b) => compareRanks(a.rank, b.rank));
    for (const route of compiled) {
      const prefix = literalPrefix(route.template);
      if (prefix === undefined) this.others.push(route);
      else this.byPrefix.set(prefix, [...(this.byPrefix.get(prefix) ?? []), route]);
    }
  }

  /** Every route of the application's controllers. */
  static fromNest(app: INestApplicationContext): RouteTable {
    const routes: { method: string; template: string }[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as Function | null;
        if (!controller) continue;
        const bases = paths(Reflect.getMetadata(PATH_METADATA, controller));
        for (const handler of handlersOf(controller)) {
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
          for (const base of bases)
            for (const path of paths(Reflect.getMetadata(PATH_METADATA, handler)))
              routes.push({ method: method === 'ALL' ? '*' : method, template: join(base, path) });
        }
      }
    }
    return new RouteTable(routes);
  }

  get size(): number {
    return [...this.byPrefix.values()].reduce((n, list) => n + list.length, this.others.length);
  }

  /** The template of the route that answers `method` and `url`, or a label saying why none does. */
  label(method: string, url: string): string {
    let path = url;
    const end = path.search(/[?#]/);
    if (end >= 0) path = path.slice(0, end);
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const wanted = method === 'HEAD' ? ['HEAD', 'GET', '*'] : [method, '*'];
    const prefix = path.split('/', 3).slice(1).join('/').toLowerCase();
    for (const routes of [this.byPrefix.get(prefix), this.others]) {
      for (const route of routes ?? [])
        if (wanted.includes(route.method) && route.pattern.test(path)) return route.template;
    }
    if (!isApiPath(path) && (method === 'GET' || method === 'HEAD')) return WEB_APP_ROUTE;
    return UNMATCHED_ROUTE;
  }
}

/**
 * Times every request the public HTTP server receives, whoever answers it: a route, a guard (401,
 * 403, 429), a middleware (CSRF refusals, kept search answers, static files) or the 404 handler.
 * It listens on the Node server itself, ahead of the framework, so neither Express nor Fastify
 * nor the order of their middleware changes what is measured; the route is named once the
 * response has ended.
 */
export function instrumentHttpServer(server: Server, routes: RouteTable): void {
  const observers = new ObserverCache(routes);
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    // Read now: a framework may rewrite req.url as it routes (Express did inside mounted middleware).
    const url = req.url ?? '/';
    res.on('close', () => {
      const statusClass = res.writableFinished ? statusClassOf(res.statusCode) : 'aborted';
      observers
        .get(req.method ?? '', url, statusClass)
        .observe((performance.now() - started) / 1000);
    });
  });
}

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
const statusClassOf = (status: number) =>
  STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`;

/** How many request paths keep their route's name; past it they are named afresh (ids vary). */
const KEPT_LABELS = 10_000;

/** A route's series for one method: one per status class, made on first use. */
interface RouteSeries {
  route: string;
  byStatusClass: Map<string, HistogramSeries>;
}

/**
 * The histogram's series for a request, kept: naming the route (a few regular expressions) and
 * finding the series by its labels (prom-client joins them into a key) cost more than the
 * observation itself on the gateway's cheapest routes. A path keeps its name; the series are few.
 * Looked up by method, then path, then status class, with no key built per request (joining
 * them into one string key was about 2% of the bare route's CPU time in a profile).
 */
class ObserverCache {
  /** By method, then by path: the series of the route that path is. */
  private readonly byPath = new Map<string, Map<string, RouteSeries>>();
  private paths = 0;
  /** By method and route template: every path of a route shares its series. */
  private readonly byRoute = new Map<string, RouteSeries>();

  constructor(private readonly routes: RouteTable) {}

  get(rawMethod: string, url: string, statusClass: string): HistogramSeries {
    const method = METHODS.has(rawMethod) ? rawMethod : 'OTHER';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    let ofMethod = this.byPath.get(method);
    if (ofMethod === undefined) this.byPath.set(method, (ofMethod = new Map()));
    let route = ofMethod.get(path);
    if (route === undefined) {
      if (this.paths >= KEPT_LABELS) {
        for (const paths of this.byPath.values()) paths.clear();
        this.paths = 0;
      }
      route = this.routeSeries(method, this.routes.label(method, path));
      ofMethod.set(path, route);
      this.paths++;
    }
    let series = route.byStatusClass.get(statusClass);
    if (series === undefined) {
      series = requestDuration.series({ method, route: route.route, status_class: statusClass });
      route.byStatusClass.set(statusClass, series);
    }
    return series;
  }

  private routeSeries(method: string, route: string): RouteSeries {
    const key = `${method} ${route}`;
    let series = this.byRoute.get(key);
    if (series === undefined) this.byRoute.set(key, (series = { route, byStatusClass: new Map() }));
    return series;
  }
}

export interface GatewayMetrics {
  /** Where /metrics is served (METRICS_PORT). */
  url: string;
  close(): Promise<void>;
}

/**
 * The gateway's Prometheus side: times the public server's requests by route, and serves the
 * process's metrics (these, the bus client's, the process defaults) on a listener of their own.
 */
export async function startGatewayMetrics(
  app: INestApplication,
  port: number,
  logger: Logger,
): Promise<GatewayMetrics> {
  instrumentHttpServer(app.getHttpServer() as Server, RouteTable.fromNest(app));
  const server = await startMetricsServer(port, logger).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'EADDRINUSE'
      ? new Error(`METRICS_PORT ${port} is already in use: choose another (METRICS_PORT=3110)`, {
          cause: err,
        })
      : err;
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function paths(metadata: unknown): string[] {
  if (Array.isArray(metadata)) return metadata.map(String);
  return [typeof metadata === 'string' ? metadata : '/'];
}

/** The methods (own and inherited) that carry a route's path and HTTP method. */
function handlersOf(controller: Function): Function[] {
  const handlers = new Set<Function>();
  for (
    let proto = controller.prototype as object | null;
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const value = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
      if (
        name !== 'constructor' &&
        typeof value === 'function' &&
        Reflect.hasMetadata(PATH_METADATA, value) &&
        Reflect.hasMetadata(METHOD_METADATA, value)
      )
        handlers.add(value as Function);
    }
  }
  return [...handlers];
}

function join(...parts: string[]): string {
  const segments = parts.flatMap((p) => p.split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `:name` is one segment, `*name` the rest of the path (path-to-regexp 8, as Nest 11+ writes them
 * for Express), and so is `*` (as Fastify's router takes it).
 */
function compile(route: { method: string; template: string }): Route {
  const segments = route.template.split('/').slice(1);
  const rank: number[] = [];
  const source = segments
    .map((segment) => {
      if (segment.startsWith('*')) {
        rank.push(2);
        return '/.+';
      }
      const parts = segment.split(/(:[A-Za-z_$][\w$]*)/);
      rank.push(parts.length > 1 ? 1 : 0);
      return `/${parts.map((part, i) => (i % 2 === 1 ? '[^/]+' : escapeRegExp(part))).join('')}`;
    })
    .join('');
  return { ...route, rank, pattern: new RegExp(`^${source || '/'}$`, 'i') };
}

function literalPrefix(template: string): string | undefined {
  const [first, second] = template.split('/').slice(1);
  if (first === undefined || second === undefined) return undefined;
  if (/[:*]/.test(first) || /[:*]/.test(second)) return undefined;
  return `${first}/${second}`.toLowerCase();
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return b.length - a.length;
}
