import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always say
 * where a write comes from (Origin, else Referer); the request must come from the gateway's own
 * host or an allowed origin. Requests that carry neither are not from a browser page (curl,
 * server-to-server) and cannot ride a victim's cookie, so they pass. SameSite=Lax cookies are
 * the second layer.
 */
export function csrfProtection(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const source =
      request.headers.origin !== undefined
        ? originOf(request.headers.origin)
        : originOf(request.headers.referer);
    if (source === undefined) return next();
    if (source !== null && (allowed.has(source) || new URL(source).host === request.host))
      return next();
    response.status(403).json({ message: 'Cross-site request refused' });
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
