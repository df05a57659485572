import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SITE_NAME } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import { PageTemplate } from '../pages/page-html.js';
import { loadPageRenderer } from '../pages/page-renderer.js';
import { PageAnswers } from '../pages/page-answers.js';
import { PublicPages } from '../pages/public-pages.js';
import { RenderedPages } from '../pages/rendered-pages.js';
import { Sitemaps } from '../pages/sitemaps.js';
import { VehicleSlugs } from '../pages/vehicle-slugs.js';
import { sendAnswer } from '../search/answer-response.js';
import { ListingSearch } from '../search/listing-search.js';
import { SearchGeneration } from '../search/search-generation.js';
import { SellerProfilesService } from '../sellers/seller-profiles.service.js';
import { isApiPath } from './api-paths.js';
import { isFresh } from './conditional.js';

/**
 * What a visitor's page may be kept for: the same HTML goes to everyone (personal parts load
 * after), so a CDN in front keeps it a minute; a browser asks again each time (a 304 by its
 * ETag when nothing changed), so a listing taken down or edited is gone from the next visit.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Serves the built web app on the same port as the API: hashed assets cached for a year, and
 * every other GET for a page answered with index.html carrying that page's head (title,
 * description, canonical address, link-preview tags, JSON-LD) and its content, rendered on the
 * server by the app's server entry when the build has one (else a model page's static markup), with
 * 404 for an address no route of the app shows or a listing, creator or collection not there
 * (the body is still the app, which shows its 404). robots.txt and the sitemap beside them
 * (docs/architecture.md, Public pages).
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
    // The build's brotli and gzip copies (web/scripts/precompress.mjs), chosen by Accept-Encoding:
    // brotli's smaller script at no CPU per request.
    preCompressed: true,
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
  const config = app.get<symbol, GatewayConfig>(GATEWAY_CONFIG);
  const bus = app.get(MessagingClient);
  const generation = app.get(SearchGeneration);
  const template = new PageTemplate(readFileSync(indexHtml, 'utf8'), SITE_NAME);
  const pages = new PublicPages(
    bus,
    app.get(SellerProfilesService),
    generation,
    new VehicleSlugs(bus),
    config.PUBLIC_URL,
  );
  const sitemaps = new Sitemaps(bus, generation, config.PUBLIC_URL);
  const pageAnswers = new PageAnswers(app.get(ListingSearch));
  const renderer = await loadPageRenderer(fastify, distDir, logger);
  const rendered = renderer && new RenderedPages(renderer, logger);

  fastify.get('/robots.txt', (request, reply) =>
    sendText(request, reply, 'text/plain; charset=utf-8', sitemaps.robots()),
  );
  fastify.get('/sitemap.xml', async (request, reply) =>
    sendText(request, reply, 'application/xml; charset=utf-8', await sitemaps.index()),
  );
  fastify.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = /^([a-z]+-\d+)\.xml$/.exec(request.params.file)?.[1];
    const xml = name ? await sitemaps.shard(name) : null;
    if (xml === null) return reply.callNotFound();
    return sendText(request, reply, 'application/xml; charset=utf-8', xml);
  });
  fastify.get('/*', async (request, reply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    // The page's final bytes, kept by address: made (head, rendering, tag, gzip) once.
    const answer = await pageAnswers.answer(request.url, async () => {
      const page = await pages.page(request.url);
      // Rendered on the server when it is there (a 404 is the plain app, which shows it).
      const { page: body, failed } =
        page.status === 200 && rendered
          ? await rendered.render(request.url)
          : { page: null, failed: false };
      // A 404, a collection, or a page made without the catalog or its rendering: asked again
      // each time (ETag).
      const cache = page.status === 200 && page.shared && !failed ? PUBLIC_PAGE_CACHE : 'no-cache';
      return {
        status: page.status,
        html: template.render(page, body),
        cacheControl: cache,
        transient: page.transient === true || failed,
      };
    });
    sendAnswer(request, reply, answer);
    return reply;
  });
}

/** A body with its entity tag: a browser or CDN that holds it already gets a 304. */
function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  body: string,
  cacheControl = PUBLIC_PAGE_CACHE,
) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('content-type', type).header('cache-control', cacheControl).header('etag', etag);
  if (reply.statusCode === 200 && isFresh(request.headers, etag)) return reply.code(304).send();
  return reply.send(body);
}
