import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { loggedUrl } from './logged-path.js';

/** Writes one request's line; `since` is process.hrtime.bigint() at its arrival. */
type RequestLine = (method: string, path: string, status: number, since: bigint) => void;

/** The gateway's line per request, or null when nothing would be written (LOG_LEVEL=silent). */
function requestLine(logger: Logger): RequestLine | null {
  if (!logger.isLevelEnabled('error')) return null;
  return (method, path, status, since) => {
    const ms = Number(process.hrtime.bigint() - since) / 1e6;
    logger[status >= 500 ? 'error' : 'info'](
      { method, path, status, ms: Math.round(ms * 10) / 10 },
      'request',
    );
  };
}

const started = new WeakMap<FastifyRequest, bigint>();

/** One JSON line per request with its status and duration (health probes stay quiet). */
export function requestLogger(fastify: FastifyInstance, logger: Logger): void {
  // LOG_LEVEL=silent (benchmarks): nothing would be written, so nothing is timed.
  const line = requestLine(logger);
  if (!line) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/health/')) started.set(request, process.hrtime.bigint());
    done();
  });
  // onResponse: after the last byte went out, whoever answered (a route, a hook, the 404).
  fastify.addHook('onResponse', (request, reply, done) => {
    const since = started.get(request);
    if (since !== undefined) line(request.method, loggedUrl(request), reply.statusCode, since);
    done();
  });
}
