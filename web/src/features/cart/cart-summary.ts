/** The cart's derived values on the web side; its sums come from the server (CartDto). */

/**
 * What the cart holds and at what prices, order aside: the checkout asks for a new payment when
 * this changes (a payment is for one set of items at their prices; the server cancels the old
 * one when the cart changed, and reprices the cart when a seller changed a price since).
 */
export function cartSignature(
  items: readonly { modelId: string; priceCentsSnapshot: number }[],
): string {
  return items
    .map((item) => `${item.modelId}:${item.priceCentsSnapshot}`)
    .sort()
    .join(',');
}

/** The navigation bar's badge: the count, '99+' past 99, and nothing for an empty cart. */
export function badgeCount(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
