import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestPinoLogger, type RunningService } from '@pitstop/common';
import compression from 'compression';
import { text } from 'express';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { GatewayModule } from './app.module.js';
import { csrfProtection } from './auth/csrf.middleware.js';
import type { GatewayConfig } from './config.js';
import { GatewayHealth } from './http/gateway-health.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { startGatewayMetrics } from './http/http-metrics.js';
import { refuseMalformedInput } from './http/malformed-input.middleware.js';
import { setupOpenApi } from './http/openapi.js';
import { requestLogger } from './http/request-logger.middleware.js';
import { securityHeaders } from './http/security.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { serveWebApp } from './http/web-app.js';
import { ListingSearch } from './search/listing-search.js';
import { searchAnswers } from './search/search-answers.middleware.js';

export interface Gateway extends RunningService {
  app: NestExpressApplication;
  url: string;
  /** Prometheus' address (METRICS_PORT): /metrics is served there, never on `url`. */
  metricsUrl: string;
  config: GatewayConfig;
}

/** Starts the public HTTP entry point: the API under /api and the web app at /. */
export async function startGateway(
  config: GatewayConfig,
  logger: Logger,
  options: {
    port?: number;
    /** Defaults to METRICS_PORT, or to a free port when `port` is 0 (tests: several gateways). */
    metricsPort?: number;
  } = {},
): Promise<Gateway> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(config), {
    logger: new NestPinoLogger(logger),
    // Registered below, where the check of what they parse can follow them.
    bodyParser: false,
  });
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(
    securityHeaders(
      config.NODE_ENV === 'production',
      config.S3_PUBLIC_ENDPOINT || config.S3_ENDPOINT,
    ),
  );
  app.use(requestLogger(logger));
  app.use('/api', searchAnswers(app.get(ListingSearch)));
  app.use(compression());
  app.use('/api', csrfProtection(config.ALLOWED_ORIGINS));
  // Payment providers sign the exact bytes they send: webhooks get their body as text, unparsed
  // (the JSON parser below then finds it read and leaves it).
  app.use('/api/webhooks', text({ type: () => true, limit: '1mb' }));
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  app.use(refuseMalformedInput());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(logger));
  setupOpenApi(app);
  serveWebApp(app, config.WEB_DIST_DIR, logger);

  // Metrics (issue 19): framework-neutral, on the Node server; before listen, so every request counts.
  const metricsPort = options.metricsPort ?? (options.port === 0 ? 0 : config.METRICS_PORT);
  const metrics = await startGatewayMetrics(app, metricsPort, logger);

  await app.listen(options.port ?? config.PORT).catch(async (err: unknown) => {
    await metrics.close();
    throw err;
  });
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url }, 'gateway listening');
  return {
    app,
    url,
    metricsUrl: metrics.url,
    config,
    async close() {
      app.get(GatewayHealth).monitor.markShuttingDown();
      await app.close();
      await metrics.close();
    },
  };
}
