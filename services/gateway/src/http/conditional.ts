import { negotiate } from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the browser holds this very answer already (If-None-Match names its entity tag), so a
 * 304 without a body will do; as Express's `fresh` decided: a request that says no-cache wants
 * the body, and entity tags compare weakly.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const wanted = headers['if-none-match'];
  if (!wanted) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(headers['cache-control'] ?? '')) return false;
  if (wanted.trim() === '*') return true;
  const tag = opaque(etag);
  return wanted.split(',').some((candidate) => opaque(candidate.trim()) === tag);
}

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether the client prefers a gzipped body to the plain one and to deflate (Accept-Encoding,
 * with q-values): one that prefers deflate gets the plain body, which compression deflates.
 */
export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const header = headers['accept-encoding'];
  return header !== undefined && negotiate(header, ['gzip', 'deflate', 'identity']) === 'gzip';
}
