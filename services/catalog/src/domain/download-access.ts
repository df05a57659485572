import type { Viewer } from '@pitstop/contracts';
import { canEdit, canView, type ListingAccess } from './listing-access.js';

/** A buyer's purchase of a listing, as orders records it. */
export interface Purchase {
  purchasedAt: Date;
}

/**
 * What someone may have of a listing's files (docs/security.md, 'Purchased files'):
 * - editor: the seller and admins, whatever state the listing is in (deleted too);
 * - buyer: someone who bought it keeps what they bought whatever happens to the listing
 *   (hidden, taken down, deleted, files replaced): its files, and those removed since;
 * - public: anyone, of a free listing they can see (a download still needs sign-in);
 * - locked: a paid listing they can see but did not buy (403 'Buy this model');
 * - hidden: a listing they cannot see (404, revealing nothing).
 */
export type FileAccess =
  | { kind: 'editor' }
  | { kind: 'buyer'; purchasedAt: Date }
  | { kind: 'public' }
  | { kind: 'locked' }
  | { kind: 'hidden' };

type DownloadListing = ListingAccess & { priceCents: number };

/**
 * Whether orders must be asked who bought it: only when the answer decides anything (not for the
 * seller or admins, visitors, or a free listing anyone can see).
 */
export function needsPurchaseCheck(listing: DownloadListing, viewer: Viewer | null): boolean {
  if (!viewer || canEdit(listing, viewer)) return false;
  return listing.priceCents > 0 || !canView(listing, viewer);
}

export function fileAccess(
  listing: DownloadListing,
  viewer: Viewer | null,
  purchase: Purchase | null,
): FileAccess {
  if (canEdit(listing, viewer)) return { kind: 'editor' };
  if (purchase) return { kind: 'buyer', purchasedAt: purchase.purchasedAt };
  if (!canView(listing, viewer)) return { kind: 'hidden' };
  return listing.priceCents === 0 ? { kind: 'public' } : { kind: 'locked' };
}

/** Whether the access reveals the files' own addresses (a free file's or a bought one's). */
export const mayDownload = (access: FileAccess): boolean =>
  access.kind === 'editor' || access.kind === 'buyer' || access.kind === 'public';

/**
 * Of a listing's kept files (the live ones, and those removed since someone bought it), those
 * this access lists: the live ones, and for a buyer also those removed after their purchase
 * (what they bought). `named` asks for one file by id: the seller and admins may still fetch a
 * removed one by its address.
 */
export function filesFor<F extends { id: string; removedAt: Date | null }>(
  files: F[],
  access: FileAccess,
  named?: string,
): F[] {
  return files.filter((file) => {
    if (named !== undefined && file.id !== named) return false;
    if (file.removedAt === null) return true;
    if (access.kind === 'buyer') return file.removedAt > access.purchasedAt;
    return access.kind === 'editor' && named !== undefined;
  });
}
