import { isOptionalMailKind, type OptionalMailKind } from '@pitstop/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The one-click unsubscribe link's token: `<userId>.<kind>.<HMAC-SHA256 of both>` (base64url),
 * signed with MAIL_UNSUBSCRIBE_SECRET. No sign-in is needed to use it (RFC 8058: a mail client
 * posts it with no cookie), so it does only that one thing: turn that kind off for that user.
 * It does not expire (a mail read a year later still works) and stores nothing.
 */
export function unsubscribeToken(secret: string, userId: string, kind: OptionalMailKind): string {
  return `${userId}.${kind}.${sign(secret, userId, kind)}`;
}

/** Whom and what a token turns off, or null when it was not made with this secret. */
export function readUnsubscribeToken(
  secret: string,
  token: unknown,
): { userId: string; kind: OptionalMailKind } | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !signature) return null;
  if (!UUID.test(userId) || !isOptionalMailKind(kind)) return null;
  const expected = Buffer.from(sign(secret, userId, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}

function sign(secret: string, userId: string, kind: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

/**
 * What an optional notice carries to be turned off: the page its footer links to, and the
 * headers mail clients show as 'Unsubscribe' (RFC 2369) and use with one click (RFC 8058: they
 * POST `List-Unsubscribe=One-Click` to the header's address, no cookie, no page).
 */
export function unsubscribeParts(
  publicUrl: string,
  secret: string,
  userId: string,
  kind: OptionalMailKind,
): { pageUrl: string; headers: Record<string, string> } {
  const origin = publicUrl.replace(/\/$/, '');
  const token = encodeURIComponent(unsubscribeToken(secret, userId, kind));
  return {
    pageUrl: `${origin}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${origin}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
