import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestPinoLogger, type RunningService } from '@pitstop/common';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { Logger } from 'pino';
import { GatewayModule } from './app.module.js';
import { csrfProtection } from './auth/csrf.middleware.js';
import type { GatewayConfig } from './config.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { registerCompression } from './http/compression.js';
import { GatewayHealth } from './http/gateway-health.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { measureRequests, startGatewayMetrics } from './http/http-metrics.js';
import { refuseMalformedInput } from './http/malformed-input.middleware.js';
import { setupOpenApi } from './http/openapi.js';
import { requestLogger } from './http/request-logger.middleware.js';
import { securityHeaderSets, securityHeaders, securityHeadersHook } from './http/security.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { serveWebApp } from './http/web-app.js';
import { AnswerCache } from './search/answer-cache.js';
import { watchAnswerCache } from './search/answer-cache-metrics.js';
import { keptAnswers } from './search/kept-answers.js';
import { ListingSearch } from './search/listing-search.js';

export interface Gateway extends RunningService {
  app: NestFastifyApplication;
  url: string;
  /**
   * Prometheus' address (METRICS_PORT): /metrics and /health/services are served there, never
   * on `url` (where /health/services is for admins only).
   */
  metricsUrl: string;
  config: GatewayConfig;
}

/**
 * Starts the public HTTP entry point: the API under /api and the web app at /.
 *
 * On Fastify (issue 19: NestJS on Express was the search path's ceiling). What were Express
 * middleware are Fastify hooks and plugins, added in the order the middleware ran: Fastify runs
 * a phase's hooks in the order they were added, and a plugin's hooks reach only the routes
 * declared after it, so everything here is in place before Nest declares its routes (listen).
 */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  options: {
    port?: number;
    /** Defaults to METRICS_PORT, or to a free port when `port` is 0 (tests: several gateways). */
    metricsPort?: number;
  } = {},
): Promise<Gateway> {
  // The security headers, worked out once: every answer carries them.
  const securityHeaderValues = securityHeaderSets(
    securityHeaders(
      config.NODE_ENV === 'production',
      config.S3_PUBLIC_ENDPOINT || config.S3_ENDPOINT,
    ),
  );
  const app = await NestFactory.create<NestFastifyApplication>(
    GatewayModule.forRoot(config),
    new FastifyAdapter({
      trustProxy: config.TRUST_PROXY,
      // Requests are logged by requestLogger, once, in the gateway's own format.
      logger: false,
      routerOptions: {
        // As Express routed: /api/makes/ is /api/makes.
        ignoreTrailingSlash: true,
        // find-my-way stops at 100 characters (then no route matches, a 404 that is not the
        // route's); a slug or id too long is the route's to refuse, as on Express.
        maxParamLength: 2048,
      },
    }),
    {
      logger: new NestPinoLogger(logger),
      // Registered below (registerBodyParsers), with the limits and the raw webhook bodies.
      bodyParser: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  // First, so that the time every other hook takes is measured.
  measureRequests(fastify);
  fastify.addHook('onRequest', securityHeadersHook(securityHeaderValues));
  requestLogger(fastify, logger);
  // gzip (or deflate) from 1 KB; request bodies sent gzipped are inflated.
  await registerCompression(app);
  fastify.addHook('onRequest', csrfProtection(config.ALLOWED_ORIGINS));
  // A visitor's search or listing page asked before is answered here, after the hooks above.
  fastify.addHook('onRequest', keptAnswers(app.get(ListingSearch)));
  registerBodyParsers(fastify);
  fastify.addHook('preValidation', refuseMalformedInput());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  setupOpenApi(app);
  await serveWebApp(app, config.WEB_DIST_DIR, logger);

  const metricsPort = options.metricsPort ?? (options.port === 0 ? 0 : config.METRICS_PORT);
  // Which services answer is for operators: beside /metrics, and to admins on the public port.
  const health = app.get(GatewayHealth);
  const metrics = await startGatewayMetrics(metricsPort, logger, {
    '/health/services': (res) => {
      void health.services().then((report) => {
        res.writeHead(report.status === 'ok' ? 200 : 503, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify(report));
      });
    },
  });
  const unwatchAnswers = watchAnswerCache(app.get(AnswerCache));

  await app.listen(options.port ?? config.PORT, everyInterface()).catch(async (err: unknown) => {
    unwatchAnswers();
    await metrics.close();
    throw err;
  });
  const server = app.getHttpServer();
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url }, 'gateway listening');
  return {
    app,
    url,
    metricsUrl: metrics.url,
    config,
    async close() {
      app.get(GatewayHealth).monitor.markShuttingDown();
      // A connection whose request is in flight when the server closes stays open once that is
      // answered (keep-alive), and the server's close() waits for it: each is closed as soon as
      // it falls idle, not a keep-alive timeout (Fastify's: 72 s) later, past SHUTDOWN_TIMEOUT_MS.
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(closeIdle);
      }
      unwatchAnswers();
      await metrics.close();
    },
  };
}

/**
 * Fastify listens on 'localhost' alone unless told otherwise; Express (node:http) took every
 * interface, IPv6 and IPv4 through '::' where the machine has IPv6. Kubernetes probes and the
 * ingress reach the pod on its own address, so every interface it is.
 */
function everyInterface(): string {
  const ipv6 = Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((address) => address.family === 'IPv6'),
  );
  return ipv6 ? '::' : '0.0.0.0';
}
