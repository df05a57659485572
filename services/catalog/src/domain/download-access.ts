import type { Viewer } from '@pitstop/contracts';
import { canEdit } from './listing-access.js';

/**
 * May this person download this listing's files? Free listings: anyone signed in (and anyone
 * may look at them in the 3D viewer). Paid listings: the seller and admins, and buyers once the
 * orders service grants entitlements (`entitled`).
 */
export function mayDownload(
  listing: { sellerId: string; priceCents: number },
  viewer: Viewer | null,
  entitled = false,
): boolean {
  if (listing.priceCents === 0) return true;
  return canEdit(listing, viewer) || entitled;
}
