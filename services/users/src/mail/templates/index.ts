import type { MailKind } from '@pitstop/contracts';
import { contactMessage } from './contact-message.js';
import { emailChangeConfirm } from './email-change-confirm.js';
import { emailChangeNotice } from './email-change-notice.js';
import { fitDenied } from './fit-denied.js';
import { importFinished } from './import-finished.js';
import { newVersion } from './new-version.js';
import { listingApproved } from './listing-approved.js';
import { listingRejected } from './listing-rejected.js';
import { listingTakenDown } from './listing-taken-down.js';
import { newReview } from './new-review.js';
import { orderReceipt } from './order-receipt.js';
import { passwordChanged } from './password-changed.js';
import { passwordReset } from './password-reset.js';
import { refundConfirmation } from './refund-confirmation.js';
import { sellerSale } from './seller-sale.js';
import type { MailTemplate } from './template.js';
import { verifyEmail } from './verify-email.js';
import { welcomeVerifyEmail } from './welcome-verify-email.js';

/** One template per mail kind: a kind added to MailData without one fails the typecheck here. */
export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  'welcome-verify-email': welcomeVerifyEmail,
  'verify-email': verifyEmail,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'email-change-confirm': emailChangeConfirm,
  'email-change-notice': emailChangeNotice,
  'order-receipt': orderReceipt,
  'refund-confirmation': refundConfirmation,
  'seller-sale': sellerSale,
  'listing-approved': listingApproved,
  'listing-rejected': listingRejected,
  'listing-taken-down': listingTakenDown,
  'new-review': newReview,
  'fit-denied': fitDenied,
  'new-version': newVersion,
  'import-finished': importFinished,
  'contact-message': contactMessage,
};

export type { MailContext, MailTemplate } from './template.js';
