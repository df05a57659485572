import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

const started = new WeakMap<FastifyRequest, bigint>();

/** One JSON line per request with its status and duration (health probes stay quiet). */
export function requestLogger(fastify: FastifyInstance, logger: Logger): void {
  // LOG_LEVEL=silent (benchmarks): nothing would be written, so nothing is timed.
  if (!logger.isLevelEnabled('error')) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/health/')) started.set(request, process.hrtime.bigint());
    done();
  });
  // onResponse: after the last byte went out, whoever answered (a route, a hook, the 404).
  fastify.addHook('onResponse', (request, reply, done) => {
    const since = started.get(request);
    if (since === undefined) return done();
    const ms = Number(process.hrtime.bigint() - since) / 1e6;
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    logger[level](
      {
        method: request.method,
        path: request.url,
        status: reply.statusCode,
        ms: Math.round(ms * 10) / 10,
      },
      'request',
    );
    done();
  });
}
