import { defineEvent } from '../definitions.js';

/**
 * Catalog events that someone is told about (the users worker mails them): each is written to
 * the catalog's outbox in the transaction of what it reports, and carries what the mail says, as
 * it was then, so a redelivery mails the same thing (docs/architecture.md, Mail).
 */

/** An admin took a listing down (a report's settlement); once per take-down. */
export interface ListingTakenDownEvent {
  listingId: string;
  sellerId: string;
  title: string;
  /** The admin's reason, as the seller is told. */
  reason: string;
  /** The listing's version the take-down made: with the id, names this take-down. */
  version: number;
}

/** A buyer's first review of a listing (a later edit of it is not new). */
export interface ReviewCreatedEvent {
  reviewId: string;
  listingId: string;
  listingTitle: string;
  slug: string;
  sellerId: string;
  reviewerName: string;
  rating: number;
  /** The review's title and its text, plain, cut to a few hundred characters. */
  title: string;
  excerpt: string;
}

/** An owner says a part does not fit their car (a first 'doesn't fit', or a change to it). */
export interface FitDeniedEvent {
  confirmationId: string;
  listingId: string;
  listingTitle: string;
  slug: string;
  sellerId: string;
  ownerName: string;
  /** '2017–2020 Golf'. */
  vehicleLabel: string;
  note: string | null;
  /** ISO 8601 of the saying: with the id, names this one. */
  at: string;
}

/** A CSV import ended (completed or failed; a cancelled one is not told). */
export interface ImportFinishedEvent {
  importId: string;
  /** The admin who started it. */
  adminId: string;
  fileName: string;
  status: 'completed' | 'failed';
  imported: number;
  errors: number;
  /** Why a failed import failed. */
  message: string | null;
}

export const CatalogNoticeEvents = {
  listingTakenDown: defineEvent<ListingTakenDownEvent>('catalog.listing.taken-down'),
  reviewCreated: defineEvent<ReviewCreatedEvent>('catalog.review.created'),
  importFinished: defineEvent<ImportFinishedEvent>('catalog.import.finished'),
  fitDenied: defineEvent<FitDeniedEvent>('catalog.fit.denied'),
} as const;
