import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
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

/** Accept-Encoding values seen, and whether each prefers gzip: browsers send a handful. */
const gzipWanted = new Map<string, boolean>();
const KEPT_DECISIONS = 256;

/** Whether the client prefers a gzipped body to the plain one (Accept-Encoding, with q-values). */
export function acceptsGzip(headers: IncomingHttpHeaders): boolean {
  const header = headers['accept-encoding'];
  if (!header) return false;
  let wanted = gzipWanted.get(header);
  if (wanted === undefined) {
    wanted = negotiate(header, ['gzip', 'identity']) === 'gzip';
    if (gzipWanted.size >= KEPT_DECISIONS) gzipWanted.clear();
    gzipWanted.set(header, wanted);
  }
  return wanted;
}

/** Adds a field to Vary, once (Fastify has no reply.vary()). */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current?.toString();
  if (!value) reply.header('vary', field);
  else if (
    value !== '*' &&
    !value
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  )
    reply.header('vary', `${value}, ${field}`);
}
