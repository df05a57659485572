import { ORDER_LIMITS, OrderMessages, type ListingDto } from '@pitstop/contracts';

/**
 * Why this buyer may not buy this listing, or null when they may. Whether it is published is the
 * catalog's rule: orders asks for listings as a visitor, so an unpublished one is not found.
 */
export function whyNotForSale(listing: ListingDto, buyerId: string): string | null {
  if (listing.isFree || listing.priceCents <= 0) return OrderMessages.freeModel;
  if (listing.sellerId === buyerId) return OrderMessages.ownModel;
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
