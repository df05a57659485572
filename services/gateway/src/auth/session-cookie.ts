import { stringifySetCookie, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'pitstop_sid';

/** What reading the cookie needs of a request (its headers), whichever framework made it. */
type WithHeaders = Pick<FastifyRequest, 'headers'>;

/** httpOnly (no script reads it), SameSite=Lax (not sent on cross-site writes), Secure over HTTPS. */
function cookieOptions(request: FastifyRequest): SerializeOptions {
  // request.protocol honours X-Forwarded-Proto behind a trusted proxy (TRUST_PROXY).
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' };
}

export function readSessionCookie(request: WithHeaders): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Max-Age for browsers that read it, and Expires for the few that only read that (as Express set both). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  ttlSeconds: number,
): void {
  reply.header(
    'set-cookie',
    stringifySetCookie(SESSION_COOKIE, sessionId, {
      ...cookieOptions(request),
      maxAge: ttlSeconds,
      expires: new Date(Date.now() + ttlSeconds * 1000),
    }),
  );
}

/** An empty cookie that expired long ago: the browser drops the one it holds. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    stringifySetCookie(SESSION_COOKIE, '', { ...cookieOptions(request), expires: new Date(1) }),
  );
}
