import { OutboxMessageEntity } from '@pitstop/common';
import { AccountTokenEntity } from './account-token.entity.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { FailedMailEntity } from './failed-mail.entity.js';
import { MailOptOutEntity } from './mail-opt-out.entity.js';
import { SentMailEntity } from './sent-mail.entity.js';
import { SiteSettingsEntity } from './site-settings.entity.js';
import { UserEntity } from './user.entity.js';
import { UserPrinterEntity } from './user-printer.entity.js';

/** The users service's tables (its own `users` schema). */
export const USERS_ENTITIES: Function[] = [
  UserEntity,
  SiteSettingsEntity,
  OutboxMessageEntity,
  SentMailEntity,
  FailedMailEntity,
  MailOptOutEntity,
  ContactMessageEntity,
  AccountTokenEntity,
  UserPrinterEntity,
];
