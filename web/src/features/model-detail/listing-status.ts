/**
 * Where a listing stands for its seller: live, or why it isn't public yet (the banner its seller
 * and admins see on its page, the badge on My Uploads and the edit screen).
 */
import type { Listing } from '../listings/listingsApi';

type Standing = Pick<Listing, 'approvalStatus' | 'isDraft' | 'visibility'> &
  Partial<Pick<Listing, 'takedown'>>;

export interface StatusBanner {
  kind: 'pending' | 'rejected' | 'draft' | 'taken_down';
  label: 'Pending review' | 'Rejected' | 'Draft' | 'Taken down';
  text: string;
  /** Why an admin took it down (what its seller is told). */
  reason?: string;
}

/** The banner for an unpublished listing; null once everyone can see it. */
export function statusBanner(listing: Standing): StatusBanner | null {
  if (listing.approvalStatus === 'taken_down')
    return {
      kind: 'taken_down',
      label: 'Taken down',
      text: 'An admin took this model down after a report. It is out of search and only you and admins can see this page; editing it does not bring it back. Contact support if you think this is a mistake.',
      reason: listing.takedown?.reason,
    };
  if (listing.approvalStatus === 'rejected')
    return {
      kind: 'rejected',
      label: 'Rejected',
      text: 'This model was not approved. Edit it and save to send it for review again; until then only you and admins can see this page.',
    };
  if (listing.approvalStatus === 'pending')
    return {
      kind: 'pending',
      label: 'Pending review',
      text: 'Our team reviews new models within 24 hours. Until it is approved, only you and admins can see this page.',
    };
  if (listing.isDraft || listing.visibility !== 'public')
    return {
      kind: 'draft',
      label: 'Draft',
      text: 'This model is approved but not published: only you and admins can see this page.',
    };
  return null;
}

/** The short status: Live once everyone can see it, else the banner's label. */
export function listingStatus(listing: Standing): {
  kind: StatusBanner['kind'] | 'live';
  label: StatusBanner['label'] | 'Live';
} {
  const banner = statusBanner(listing);
  return banner ? { kind: banner.kind, label: banner.label } : { kind: 'live', label: 'Live' };
}
