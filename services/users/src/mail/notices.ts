import type { ListingChangedEvent, MailMessage } from '@pitstop/contracts';

/**
 * Other services' events, as the mails they cause. Pure: the key names the event (listing and
 * version), so a redelivered event makes the same key and sends nothing twice. Add a notice
 * here, subscribe to its event in handlers/mail-events.handler.ts.
 */
export const MailNotices = {
  listingApproved({ listing }: ListingChangedEvent): MailMessage {
    return {
      kind: 'listing-approved',
      key: `listing-approved:${listing.id}:${listing.version}`,
      to: { userId: listing.sellerId },
      data: { listingId: listing.id, listingTitle: listing.title, slug: listing.slug },
    };
  },

  listingRejected({ listing }: ListingChangedEvent): MailMessage {
    return {
      kind: 'listing-rejected',
      key: `listing-rejected:${listing.id}:${listing.version}`,
      to: { userId: listing.sellerId },
      // The catalog's rejection carries no reason yet; the template leaves the line out.
      data: { listingId: listing.id, listingTitle: listing.title, reason: null },
    };
  },
};
