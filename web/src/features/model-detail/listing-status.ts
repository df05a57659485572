/** Why a listing isn't public yet, for the banner its seller and admins see on its page. */
import type { Listing } from '../listings/listingsApi';

export interface StatusBanner {
  kind: 'pending' | 'rejected' | 'draft';
  label: 'Pending review' | 'Rejected' | 'Draft';
  text: string;
}

/** The banner for an unpublished listing; null once everyone can see it. */
export function statusBanner(
  listing: Pick<Listing, 'approvalStatus' | 'isDraft' | 'visibility'>,
): StatusBanner | null {
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
