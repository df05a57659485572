import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { enableProcessMetrics, isMetricsRequest, serveMetrics } from '@pitstop/metrics';

export type HealthCheck = () => Promise<unknown>;

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, { status: 'ok' | 'failing'; error?: string; ms: number }>;
}

/**
 * Liveness says the process runs; readiness says it can do its work now (its Postgres and Redis
 * answer, and it is not shutting down). Kubernetes probes both.
 */
export class HealthMonitor {
  private shuttingDown = false;

  constructor(
    private readonly checks: Record<string, HealthCheck>,
    private readonly timeoutMs = 2_000,
  ) {}

  markShuttingDown(): void {
    this.shuttingDown = true;
  }

  async readiness(): Promise<HealthReport> {
    const entries = await Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => {
        const started = performance.now();
        try {
          await withTimeout(
            check(),
            this.timeoutMs,
            `${name} did not answer within ${this.timeoutMs} ms`,
          );
          return [name, { status: 'ok' as const, ms: elapsed(started) }] as const;
        } catch (err) {
          return [
            name,
            { status: 'failing' as const, error: errorMessage(err), ms: elapsed(started) },
          ] as const;
        }
      }),
    );
    const checks: HealthReport['checks'] = Object.fromEntries(entries);
    if (this.shuttingDown) checks.lifecycle = { status: 'failing', error: 'shutting down', ms: 0 };
    const ok = Object.values(checks).every((c) => c.status === 'ok');
    return { status: ok ? 'ok' : 'unavailable', checks };
  }
}

/**
 * A tiny HTTP listener for the probes of services that otherwise speak only to the bus, and for
 * Prometheus (/metrics): nothing on it is public.
 */
export async function startHealthServer(
  monitor: HealthMonitor,
  port: number,
  logger: Logger,
): Promise<Server> {
  enableProcessMetrics();
  const server = createServer((req, res) => {
    if (isMetricsRequest(req)) return serveMetrics(res);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return reply(405, { message: 'Method not allowed' });
    if (req.url === '/health/live') return reply(200, { status: 'ok' });
    if (req.url === '/health/ready') {
      monitor.readiness().then(
        (report) => reply(report.status === 'ok' ? 200 : 503, report),
        (err: unknown) => reply(503, { status: 'unavailable', error: errorMessage(err) }),
      );
      return;
    }
    reply(404, { message: 'Not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  logger.info({ port }, 'health endpoints listening on /health/live, /health/ready and /metrics');
  return server;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
