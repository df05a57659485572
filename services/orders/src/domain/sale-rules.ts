import { ORDER_LIMITS, OrderMessages, type ListingDto } from '@pitstop/contracts';

/**
 * Why this buyer may not buy this listing, or null when they may. The catalog was asked as a
 * visitor, so the listing is published; it is checked again here all the same.
 */
export function whyNotForSale(listing: ListingDto, buyerId: string): string | null {
  if (listing.approvalStatus !== 'approved' || listing.visibility !== 'public' || listing.isDraft)
    return OrderMessages.notForSale;
  if (listing.isFree || listing.priceCents <= 0) return OrderMessages.freeModel;
  if (listing.sellerId === buyerId) return OrderMessages.ownModel;
  if (!Number.isSafeInteger(listing.priceCents)) return OrderMessages.notForSale;
  return null;
}

/** What a cart shows of the seller: the name they chose, else their full name. */
export function sellerNameOf(listing: ListingDto): string {
  const { displayName, firstName, lastName } = listing.seller;
  return displayName?.trim() || `${firstName} ${lastName}`.trim() || 'Unknown';
}

/** The picture the cart shows: the first preview's card-sized copy when made. */
export function previewOf(listing: ListingDto): string | null {
  const first = listing.previews[0];
  return first?.variants?.card ?? first?.storageUrl ?? listing.imageUrls[0] ?? null;
}

export const currencyOf = (listing: ListingDto) =>
  (listing.currency || ORDER_LIMITS.currency).toUpperCase();
