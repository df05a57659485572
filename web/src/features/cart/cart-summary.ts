/**
 * The cart's and the checkout's ORDER SUMMARY (SPEC.md section 9): money in integer cents, the
 * total the sum of the price snapshots, the platform fee fixed at $0.00.
 */

/** SPEC.md section 9: no platform fee. */
export const PLATFORM_FEE_CENTS = 0;

export interface CartSummary {
  subtotalCents: number;
  platformFeeCents: number;
  totalCents: number;
}

/** Subtotal (the snapshots added up), Platform Fee and Total, all in cents. */
export function cartSummary(
  items: readonly { priceCentsSnapshot: number }[],
  platformFeeCents: number = PLATFORM_FEE_CENTS,
): CartSummary {
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCentsSnapshot, 0);
  return { subtotalCents, platformFeeCents, totalCents: subtotalCents + platformFeeCents };
}

/**
 * What the cart holds, order aside: the checkout asks for a new payment when this changes (a
 * payment is for one set of items; the server cancels the old one when the cart changed).
 */
export function cartSignature(items: readonly { modelId: string }[]): string {
  return items
    .map((item) => item.modelId)
    .sort()
    .join(',');
}

/** The navigation bar's badge: the count, '99+' past 99, and nothing for an empty cart. */
export function badgeCount(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
