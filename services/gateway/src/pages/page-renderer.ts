import type {
  ApiAnswer,
  BuildManifestChunk,
  CreatePageRenderer,
  PageRenderer,
} from '@pitstop/contracts';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';

/** The answer headers the web app's endpoints read. */
const KEPT_HEADERS = ['content-type', 'x-total-count'];

/**
 * The web app's server entry (`vite build --ssr`, web/dist-ssr beside web/dist), or null when
 * the build has none: the pages are then served as the plain app with their head and static
 * content. Its API requests go to this gateway over loopback HTTP, through the same hooks and
 * routes as a visitor's (no cookie, so the same answer for everyone; the kept search answers
 * serve them too). Fastify's inject would skip the socket, but its cookie module cannot be
 * loaded by the test runner's module system.
 */
export async function loadPageRenderer(
  fastify: FastifyInstance,
  distDir: string,
  logger: Logger,
): Promise<PageRenderer | null> {
  const entry = join(`${resolve(distDir)}-ssr`, 'entry-server.js');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) {
    logger.warn({ entry }, 'web app has no server entry: pages are not rendered on the server');
    return null;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    BuildManifestChunk
  >;
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return createPageRenderer({
    async fetchApi(path): Promise<ApiAnswer> {
      const res = await fetch(`${ownOrigin(fastify)}${path}`, {
        headers: { accept: 'application/json' },
      });
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = res.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      return { status: res.status, headers, body: await res.text() };
    },
    manifest,
  });
}

/** The gateway's own address, as it listens now (an unspecified host is this machine). */
function ownOrigin(fastify: FastifyInstance): string {
  const address = fastify.server.address();
  if (!address || typeof address === 'string') throw new Error('the gateway is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
