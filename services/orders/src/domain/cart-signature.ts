import { createHash } from 'node:crypto';

/**
 * What makes two checkouts 'the same cart': the same listings at the same prices. Hashed, so
 * a full cart still fits the unique index that keeps one pending order per cart.
 */
export function cartSignature(
  items: { listingId: string; priceCentsSnapshot: number; currency: string }[],
): string {
  const canonical = items
    .map((i) => `${i.listingId}:${i.priceCentsSnapshot}:${i.currency}`)
    .sort()
    .join(',');
  return createHash('sha256').update(canonical).digest('hex');
}
