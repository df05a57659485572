import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { isApiPath } from './api-paths.js';

/**
 * Serves the built web app on the same port as the API: hashed assets cached for a year,
 * index.html never cached, and every other GET for a page answered with index.html so the
 * client router can show it (its own 404 included).
 *
 * On Fastify each of these is a route: the hashed assets one wildcard route under /assets/ (a
 * missing one is the API's JSON 404), the app's other files a route each, found when the
 * gateway starts (so an API call never looks for a file on disk), and the pages a catch-all
 * GET route, which the router tries after every other route (static, then parametric, then
 * wildcard) and which hands addresses under /api, /health and /media to the 404.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  distDir: string,
  logger: Logger,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    logger.warn(
      { distDir },
      'web app is not built (run `npm run build:web`); serving the API only',
    );
    fastify.get('/*', (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build:web` (npm start does this for you).',
        );
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    index: false,
    // The second registration below decorates the reply with sendFile.
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    maxAge: '1h',
  });
  fastify.get('/*', (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    // Never kept: a new release must reach the browser on its next visit.
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', distDir, { cacheControl: false });
  });
}
