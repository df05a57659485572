import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a notification may be when it arrives (replays of old ones are refused), as Stripe's. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The test provider signs its notifications as Stripe signs webhooks: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<body>">`, so the receiver checks both who sent it and that it is recent.
 */
export function signNotification(body: string, secret: string, at = Date.now()): string {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

export function verifyNotification(
  body: string,
  header: string,
  secret: string,
  now = Date.now(),
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');
