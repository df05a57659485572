import type {
  FitDeniedEvent,
  VersionAddedEvent,
  ImportFinishedEvent,
  ListingChangedEvent,
  ListingTakenDownEvent,
  MailMessage,
  OrderPaidEvent,
  OrderRefundedEvent,
  ReviewCreatedEvent,
} from '@pitstop/contracts';

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

  listingTakenDown(event: ListingTakenDownEvent): MailMessage {
    return {
      kind: 'listing-taken-down',
      key: `listing-taken-down:${event.listingId}:${event.version}`,
      to: { userId: event.sellerId },
      data: { listingId: event.listingId, listingTitle: event.title, reason: event.reason },
    };
  },

  /** The buyer's receipt, and one sale notice per seller of the order. */
  orderPaid(event: OrderPaidEvent): MailMessage[] {
    const receipt: MailMessage = {
      kind: 'order-receipt',
      key: `order-receipt:${event.orderId}`,
      to: { userId: event.buyerId },
      data: {
        orderId: event.orderId,
        orderNumber: event.number,
        paidAt: event.paidAt,
        items: event.lines.map((line) => ({
          listingId: line.modelId,
          title: line.title,
          sellerName: line.sellerName,
          priceCents: line.priceCents,
        })),
        subtotalCents: event.subtotalCents,
        platformFeeCents: event.platformFeeCents,
        totalCents: event.totalCents,
        currency: event.currency,
        paymentMethod: paymentMethod(event.payment),
      },
    };
    const bySeller = new Map<string, OrderPaidEvent['lines']>();
    for (const line of event.lines)
      bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
    const sales = [...bySeller].map(([sellerId, lines]): MailMessage => ({
      kind: 'seller-sale',
      key: `seller-sale:${event.orderId}:${sellerId}`,
      to: { userId: sellerId },
      data: {
        orderId: event.orderId,
        orderNumber: event.number,
        items: lines.map((line) => ({
          listingId: line.modelId,
          title: line.title,
          priceCents: line.priceCents,
        })),
        amountCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
        currency: event.currency,
      },
    }));
    return [receipt, ...sales];
  },

  /** The buyer's word of a refund: one per refund, keyed on it. */
  orderRefunded(event: OrderRefundedEvent): MailMessage {
    return {
      kind: 'refund-confirmation',
      key: `refund-confirmation:${event.refundId}`,
      to: { userId: event.buyerId },
      data: {
        orderId: event.orderId,
        orderNumber: event.number,
        items: event.lines.map((line) => ({
          listingId: line.modelId,
          title: line.title,
          priceCents: line.priceCents,
        })),
        amountCents: event.amountCents,
        currency: event.currency,
      },
    };
  },

  reviewCreated(event: ReviewCreatedEvent): MailMessage {
    const text = [event.title, event.excerpt].filter(Boolean).join(' — ');
    return {
      kind: 'new-review',
      key: `new-review:${event.reviewId}`,
      to: { userId: event.sellerId },
      data: {
        listingId: event.listingId,
        listingTitle: event.listingTitle,
        slug: event.slug,
        reviewerName: event.reviewerName,
        rating: event.rating,
        text: text || null,
      },
    };
  },

  fitDenied(event: FitDeniedEvent): MailMessage {
    return {
      kind: 'fit-denied',
      key: `fit-denied:${event.confirmationId}:${event.at}`,
      to: { userId: event.sellerId },
      data: {
        listingId: event.listingId,
        listingTitle: event.listingTitle,
        slug: event.slug,
        ownerName: event.ownerName,
        vehicleLabel: event.vehicleLabel,
        note: event.note,
      },
    };
  },

  /** One message per person told, each keyed on its own (a redelivery queues nothing new). */
  versionAdded(event: VersionAddedEvent): MailMessage[] {
    return event.recipientIds.map((userId) => ({
      kind: 'new-version',
      key: `new-version:${event.listingId}:${event.number}:${userId}`,
      to: { userId },
      data: {
        listingId: event.listingId,
        listingTitle: event.listingTitle,
        slug: event.slug,
        number: event.number,
        changelog: event.changelog,
      },
    }));
  },

  importFinished(event: ImportFinishedEvent): MailMessage {
    return {
      kind: 'import-finished',
      key: `import-finished:${event.importId}`,
      to: { userId: event.adminId },
      data: {
        importId: event.importId,
        fileName: event.fileName,
        status: event.status,
        message: event.message,
        imported: event.imported,
        failed: event.errors,
      },
    };
  },
};

/** How the receipt names the payment: the card when the provider told us, else the provider. */
export function paymentMethod(payment: OrderPaidEvent['payment']): string {
  const provider = payment.provider === 'test' ? 'TEST MODE' : 'Stripe';
  return payment.cardLast4 ? `Card ending ${payment.cardLast4} (${provider})` : provider;
}
