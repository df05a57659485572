import type { onRequestHookHandler } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always say
 * where a write comes from (Origin, else Referer); the request must come from the gateway's own
 * host or an allowed origin. Requests that carry neither are not from a browser page (curl,
 * server-to-server) and cannot ride a victim's cookie, so they pass. SameSite=Lax cookies are
 * the second layer.
 *
 * Every unsafe method on every path is checked: the web app's pages take no writes, and the path
 * is never looked at. Deciding by a prefix of the raw URL let `/%61pi/login` (which the router
 * decodes to /api/login) through; so could `//api`, `/API` or `/api;x` on a router configured
 * to accept them (docs/security.md, CSRF).
 */
export function csrfProtection(allowedOrigins: readonly string[]): onRequestHookHandler {
  const allowed = new Set(allowedOrigins);
  return (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const source =
      request.headers.origin !== undefined
        ? originOf(request.headers.origin)
        : originOf(request.headers.referer);
    if (source === undefined) return done();
    // request.host: the Host header with its port (X-Forwarded-Host behind a trusted proxy).
    if (source !== null && (allowed.has(source) || new URL(source).host === request.host))
      return done();
    void reply.code(403).send({ message: 'Cross-site request refused' });
  };
}

/** The origin of an Origin/Referer header; undefined when absent, null when unusable ('null'). */
function originOf(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined || header === '') return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  try {
    const url = new URL(value!);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
