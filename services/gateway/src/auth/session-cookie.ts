import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'pitstop_sid';

/** httpOnly (no script reads it), SameSite=Lax (not sent on cross-site writes), Secure over HTTPS. */
function cookieOptions(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/' };
}

export function readSessionCookie(request: Request): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function setSessionCookie(
  request: Request,
  response: Response,
  sessionId: string,
  ttlSeconds: number,
): void {
  response.cookie(SESSION_COOKIE, sessionId, {
    ...cookieOptions(request),
    maxAge: ttlSeconds * 1000,
  });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
