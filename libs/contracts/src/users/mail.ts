import { defineEvent, defineJob, defineRequest } from '../definitions.js';

/**
 * Every mail the marketplace sends, by kind, with what its template needs. Links are not
 * part of the data: templates build them from the users service's PUBLIC_URL, so producers
 * pass tokens and ids, never URLs. Add a kind here, then its template
 * (services/users/src/mail/templates/<kind>.tsx) and its entry in the template table; the
 * typecheck names whatever is missing.
 */
export interface MailData {
  /** Registration. The token is the email-verification one; null sends a plain welcome. */
  'welcome-verify-email': { verifyToken: string | null };
  /** 'Send the link again': a fresh /verify-email?token=… link, without the welcome. */
  'verify-email': { verifyToken: string };
  /** Forgot password: link to /reset-password?token=…, valid `validMinutes`. */
  'password-reset': { resetToken: string; validMinutes: number };
  'password-changed': Record<string, never>;
  /** To the NEW address: link to /verify-email?token=…. */
  'email-change-confirm': { confirmToken: string; newEmail: string };
  /** To the OLD address, after a change was asked for. */
  'email-change-notice': { newEmail: string };
  'order-receipt': {
    orderId: string;
    /** The order's number, as the order pages show it. */
    orderNumber: number;
    /** ISO 8601. */
    paidAt: string;
    items: { listingId: string; title: string; sellerName: string; priceCents: number }[];
    subtotalCents: number;
    platformFeeCents: number;
    totalCents: number;
    currency: string;
    /** As shown to the buyer: 'Card ending 4242 (TEST MODE)', 'Stripe'. */
    paymentMethod: string;
  };
  /** To the buyer, once per refund (an admin's, one made at the provider, a lost dispute). */
  'refund-confirmation': {
    orderId: string;
    orderNumber: number;
    items: { listingId: string; title: string; priceCents: number }[];
    amountCents: number;
    currency: string;
  };
  /** One per seller per order: the seller's lines of it. */
  'seller-sale': {
    orderId: string;
    orderNumber: number;
    items: { listingId: string; title: string; priceCents: number }[];
    /** The seller's share (the sum of their lines). */
    amountCents: number;
    currency: string;
  };
  'listing-approved': { listingId: string; listingTitle: string; slug: string };
  'listing-rejected': { listingId: string; listingTitle: string; reason: string | null };
  'listing-taken-down': { listingId: string; listingTitle: string; reason: string };
  'new-review': {
    listingId: string;
    listingTitle: string;
    slug: string;
    reviewerName: string;
    rating: number;
    text: string | null;
  };
  /** An owner says a part does not fit their car. */
  'fit-denied': {
    listingId: string;
    listingTitle: string;
    slug: string;
    ownerName: string;
    vehicleLabel: string;
    note: string | null;
  };
  /** A listing the user bought or downloaded has a new version. */
  'new-version': {
    listingId: string;
    listingTitle: string;
    slug: string;
    number: number;
    changelog: string;
  };
  'import-finished': {
    importId: string;
    fileName: string;
    /** A failed import stopped early (a file that is not CSV, a wrong header): `message` says why. */
    status: 'completed' | 'failed';
    message: string | null;
    imported: number;
    failed: number;
  };
  /** Contact Us, to the support address. */
  'contact-message': { name: string; email: string; topic: string; message: string };
}

export type MailKind = keyof MailData;

export const MAIL_KINDS = [
  'welcome-verify-email',
  'verify-email',
  'password-reset',
  'password-changed',
  'email-change-confirm',
  'email-change-notice',
  'order-receipt',
  'refund-confirmation',
  'seller-sale',
  'listing-approved',
  'listing-rejected',
  'listing-taken-down',
  'new-review',
  'fit-denied',
  'new-version',
  'import-finished',
  'contact-message',
] as const satisfies readonly MailKind[];

/**
 * Who gets it: a user by id (the mail worker looks the address up when it sends, so a mail
 * follows a changed address and nobody else holds it), or an address (a new address not yet
 * confirmed, the support inbox).
 */
export type MailRecipient = { userId: string } | { email: string; name?: string };

export interface MailMessageOf<K extends MailKind> {
  kind: K;
  /**
   * Names this one mail for ever, chosen by the producer from what caused it
   * (`listing-approved:<listingId>:<version>`, `password-reset:<tokenId>`): a second message
   * with the same key sends nothing. At most 200 characters.
   */
  key: string;
  to: MailRecipient;
  data: MailData[K];
}

/** One mail to send: the mail worker's job, and what `MailOutbox.queue` records. */
export type MailMessage = { [K in MailKind]: MailMessageOf<K> }[MailKind];

export const MAIL_KEY_MAX = 200;

/** A mail that failed for good (every attempt), kept for admins (GET /api/admin/mail/failed). */
export interface FailedMailDto {
  key: string;
  kind: MailKind;
  /** The address it was for, or the user's id when the address could not be read. */
  recipient: string;
  error: string;
  attempts: number;
  /** ISO 8601. */
  failedAt: string;
}

export interface FailedMailPage {
  items: FailedMailDto[];
  total: number;
}

export const UsersMail = {
  /** Admin: mails that failed for good, newest first (limit 1–100, default 20). */
  listFailed: defineRequest<{ actorId: string; limit?: number; offset?: number }, FailedMailPage>(
    'users.mail.list-failed',
  ),
} as const;

export const UsersMailEvents = {
  /** Written through the users service's outbox (MailOutbox.queue); the mail worker sends it. */
  mailRequested: defineEvent<MailMessage>('users.mail.requested'),
} as const;

/** The users worker's jobs: one per mail, its id derived from the message key. */
export const UsersJobs = {
  sendMail: defineJob<MailMessage, { sent: boolean; reason?: string }>('users.mail.send'),
} as const;
