import { Inject, Injectable } from '@nestjs/common';
import { BadRequestError, ForbiddenError, requireUuid } from '@pitstop/common';
import {
  AuthMessages,
  OPTIONAL_MAIL_KINDS,
  OPTIONAL_MAIL_LABELS,
  UnsubscribeMessages,
  isOptionalMailKind,
  type ContactMessageDto,
  type ContactPayload,
  type NotificationSettingsDto,
  type OptionalMailKind,
  type UnsubscribeResultDto,
} from '@pitstop/contracts';
import type { UsersConfig } from '../config.js';
import { contactInput } from '../domain/contact-input.js';
import { readUnsubscribeToken } from '../mail/unsubscribe-token.js';
import { ContactMessageRepository } from '../repositories/contact-message.repository.js';
import { MailPreferenceRepository } from '../repositories/mail-preference.repository.js';
import { MailRepository } from '../repositories/mail.repository.js';
import { USERS_CONFIG } from '../seed/account-bootstrap.js';

const CONTACT_PAGE_MAX = 100;

/**
 * What people choose about mail: which optional notices they get (Settings, the one-click
 * link), and Contact Us (a message to support, listed for admins).
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly preferences: MailPreferenceRepository,
    private readonly contact: ContactMessageRepository,
    private readonly mails: MailRepository,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
  ) {}

  async settings(payload: { userId: string }): Promise<NotificationSettingsDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const off = new Set(await this.preferences.turnedOff(userId));
    return Object.fromEntries(
      OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.has(kind)]),
    ) as NotificationSettingsDto;
  }

  async setSettings(payload: {
    userId: string;
    settings: Partial<NotificationSettingsDto>;
  }): Promise<NotificationSettingsDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const settings = payload.settings;
    if (!settings || typeof settings !== 'object' || Array.isArray(settings))
      throw new BadRequestError('settings must be an object of notice kinds');
    const changes: Partial<Record<OptionalMailKind, boolean>> = {};
    for (const [kind, on] of Object.entries(settings)) {
      if (!isOptionalMailKind(kind)) throw new BadRequestError(`Unknown notice kind '${kind}'`);
      if (typeof on !== 'boolean') throw new BadRequestError(`${kind} must be true or false`);
      changes[kind] = on;
    }
    await this.preferences.set(userId, changes);
    return this.settings({ userId });
  }

  async unsubscribe(payload: { token: string }): Promise<UnsubscribeResultDto> {
    const target = readUnsubscribeToken(this.config.MAIL_UNSUBSCRIBE_SECRET, payload?.token);
    if (!target) throw new BadRequestError(UnsubscribeMessages.invalidToken);
    await this.preferences.set(target.userId, { [target.kind]: false });
    return { kind: target.kind, label: OPTIONAL_MAIL_LABELS[target.kind] };
  }

  createContact(payload: ContactPayload): Promise<ContactMessageDto> {
    return this.contact.create(contactInput(payload), this.config.SUPPORT_EMAIL);
  }

  async listContact(payload: {
    actorId: string;
    limit: number;
    offset: number;
  }): Promise<{ items: ContactMessageDto[]; total: number }> {
    const actorId = requireUuid(payload?.actorId, 'actorId');
    if (!(await this.mails.isActiveAdmin(actorId)))
      throw new ForbiddenError(AuthMessages.adminOnly);
    const limit = wholeIn(payload.limit, 1, CONTACT_PAGE_MAX, 20);
    const offset = wholeIn(payload.offset, 0, Number.MAX_SAFE_INTEGER, 0);
    return this.contact.list(limit, offset);
  }
}

function wholeIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}
