import { ForbiddenError, NotFoundError, isUuid } from '@pitstop/common';
import {
  ListingMessages,
  type ApprovalStatus,
  type ListingVisibility,
  type Viewer,
} from '@pitstop/contracts';
import { isAdmin } from './people.js';

/** The parts of a listing that decide who may see and change it. */
export interface ListingAccess {
  id: string;
  sellerId: string;
  approvalStatus: ApprovalStatus;
  visibility: ListingVisibility;
  isDraft: boolean;
  deletedAt: Date | null;
}

/**
 * Decides, under the listing's lock, whether a change may go ahead; throws to refuse it. Given
 * null when there is no such live listing, so it also decides what a missing one means.
 */
export type AccessGuard = (listing: ListingAccess | null) => void;

/** Everyone may see it: approved, public, not a draft and not deleted. */
export function isPubliclyVisible(listing: Omit<ListingAccess, 'id' | 'sellerId'>): boolean {
  return (
    listing.approvalStatus === 'approved' &&
    listing.visibility === 'public' &&
    !listing.isDraft &&
    listing.deletedAt === null
  );
}

/** The seller and admins also see it before it is published (never once deleted). */
export function canView(listing: ListingAccess, viewer: Viewer | null): boolean {
  if (listing.deletedAt !== null) return false;
  return isPubliclyVisible(listing) || canEdit(listing, viewer);
}

export function canEdit(listing: Pick<ListingAccess, 'sellerId'>, viewer: Viewer | null): boolean {
  return viewer !== null && (viewer.id === listing.sellerId || isAdmin(viewer));
}

/** A listing id from a payload. Anything that is not one names no listing: 'Model not found'. */
export function requireListingId(value: unknown): string {
  if (!isUuid(value)) throw new NotFoundError(ListingMessages.notFound);
  return value.toLowerCase();
}

/** Refuses (as not found, revealing nothing) a listing the viewer may not see. */
export function assertViewable(
  listing: ListingAccess | null,
  viewer: Viewer | null,
): asserts listing is ListingAccess {
  if (!listing || !canView(listing, viewer)) throw new NotFoundError(ListingMessages.notFound);
}

/** Refuses a change by anyone but the seller or an admin; no such listing is not found. */
export function assertEditable(
  listing: ListingAccess | null,
  viewer: Viewer | null,
): asserts listing is ListingAccess {
  if (!listing) throw new NotFoundError(ListingMessages.notFound);
  if (!canEdit(listing, viewer)) throw new ForbiddenError(ListingMessages.notOwner);
}
