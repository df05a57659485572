import { defineRequest } from '../definitions.js';
import type { MailKind } from './mail.js';

/**
 * Notices a user may turn off (Profile → Settings, or the one-click link in each of them). The
 * rest are transactional and always sent: the order receipt (proof of a payment), a listing
 * approved, rejected or taken down (a change to what the seller sells, with the admin's reason),
 * and the account mails (docs/architecture.md, Mail).
 */
export const OPTIONAL_MAIL_KINDS = [
  'seller-sale',
  'new-review',
  'fit-denied',
  'new-version',
  'import-finished',
] as const satisfies readonly MailKind[];

export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export function isOptionalMailKind(kind: unknown): kind is OptionalMailKind {
  return (OPTIONAL_MAIL_KINDS as readonly unknown[]).includes(kind);
}

/** What Settings calls each one. */
export const OPTIONAL_MAIL_LABELS: Record<OptionalMailKind, string> = {
  'seller-sale': 'A sale of one of my listings',
  'new-review': 'A new review of one of my listings',
  'fit-denied': 'An owner says one of my parts does not fit their car',
  'new-version': 'A model I bought or downloaded has a new version',
  'import-finished': 'A CSV import I started has finished (admins)',
};

/** Each optional kind: on (sent) or off. */
export type NotificationSettingsDto = Record<OptionalMailKind, boolean>;

export interface UnsubscribeResultDto {
  kind: OptionalMailKind;
  /** What Settings calls it. */
  label: string;
}

export const CONTACT_TOPICS = ['order', 'listing', 'account', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The select's options, as the form and the support mail show them. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  order: 'Order or payment',
  listing: 'Listing or copyright',
  account: 'Account',
  other: 'Other',
};

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5_000,
} as const;

export const ContactMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  emailInvalid: 'Please enter a valid email address',
  topicInvalid: `Please choose a topic: ${CONTACT_TOPICS.map((t) => CONTACT_TOPIC_LABELS[t]).join(', ')}`,
  messageTooShort: `Your message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Your message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  sent: 'Thanks! Your message is on its way to our support team.',
  tooMany: (wait: string) => `You have sent several messages already. Please try again ${wait}.`,
} as const;

export const UnsubscribeMessages = {
  invalidToken: 'This unsubscribe link is not valid. Turn notices off in Profile → Settings.',
} as const;

export interface ContactPayload {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The signed-in sender, if any. */
  userId: string | null;
}

export interface ContactMessageDto {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  userId: string | null;
  /** ISO 8601. */
  createdAt: string;
}

export const UsersNotifications = {
  get: defineRequest<{ userId: string }, NotificationSettingsDto>('users.notifications.get'),
  /** Sets the kinds given; answers them all. */
  set: defineRequest<
    { userId: string; settings: Partial<NotificationSettingsDto> },
    NotificationSettingsDto
  >('users.notifications.set'),
  /** The one-click link: turns its kind off for its user. BadRequest for a token that fails. */
  unsubscribe: defineRequest<{ token: string }, UnsubscribeResultDto>(
    'users.notifications.unsubscribe',
  ),
} as const;

export const UsersContact = {
  /** Keeps the message and mails it to SUPPORT_EMAIL (one transaction: kept iff mailed). */
  create: defineRequest<ContactPayload, ContactMessageDto>('users.contact.create'),
  /** Admin: newest first. */
  list: defineRequest<
    { actorId: string; limit: number; offset: number },
    { items: ContactMessageDto[]; total: number }
  >('users.contact.list'),
} as const;
