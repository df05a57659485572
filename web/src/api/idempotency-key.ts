/**
 * A new Idempotency-Key for one user action (docs/security.md, 'Safe retries'): the server
 * answers a request sent again with the same key as it answered the first, and changes nothing.
 */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The header of a write made safe to retry. */
export const idempotencyHeader = (key: string = newIdempotencyKey()) => ({
  'Idempotency-Key': key,
});
