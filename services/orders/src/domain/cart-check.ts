import type { ListingDto } from '@pitstop/contracts';
import { currencyOf, whyNotForSale } from './sale-rules.js';

/** A cart item as the check reads it: the listing, and what the cart took when it was added. */
export interface CartItemPrice {
  listingId: string;
  title: string;
  priceCentsSnapshot: number;
  currency: string;
}

/** What changed in the catalog since the items were added. */
export interface CartChanges {
  /** Still for sale at another price: the cart takes the catalog's. */
  repriced: { listingId: string; title: string; priceCents: number; currency: string }[];
  /** No longer for sale to this buyer (unpublished, deleted, made free): out of the cart. */
  gone: { listingId: string; title: string }[];
}

/**
 * The cart against the catalog as it is now (`published`: each listing as a visitor sees it,
 * null when it is not found). A payment is only ever for the prices the catalog shows: an item
 * whose seller changed the price since it was added is repriced, one no longer for sale goes.
 */
export function cartChangesSince(
  items: readonly CartItemPrice[],
  published: ReadonlyMap<string, ListingDto | null>,
  buyerId: string,
): CartChanges {
  const changes: CartChanges = { repriced: [], gone: [] };
  for (const item of items) {
    const listing = published.get(item.listingId);
    if (!listing || whyNotForSale(listing, buyerId) !== null) {
      changes.gone.push({ listingId: item.listingId, title: item.title });
      continue;
    }
    const currency = currencyOf(listing);
    if (listing.priceCents !== item.priceCentsSnapshot || currency !== item.currency)
      changes.repriced.push({
        listingId: item.listingId,
        title: item.title,
        priceCents: listing.priceCents,
        currency,
      });
  }
  return changes;
}

export const hasChanges = (changes: CartChanges) =>
  changes.repriced.length > 0 || changes.gone.length > 0;
