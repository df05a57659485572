import { Inject, Injectable, Logger } from '@nestjs/common';
import { isOptionalMailKind, type MailMessage } from '@pitstop/contracts';
import { invalidMessage, mailMessageId } from '../mail/message-key.js';
import { MAIL_TRANSPORT, type MailTransport } from '../mail/mail-transport.js';
import { renderMail, type RenderedMail } from '../mail/render-mail.js';
import { unsubscribeParts } from '../mail/unsubscribe-token.js';
import { MailPreferenceRepository } from '../repositories/mail-preference.repository.js';
import { MailRepository } from '../repositories/mail.repository.js';

/** What the mail worker is configured with (from UsersConfig). */
export interface MailSettings {
  from: string;
  publicUrl: string;
  /** Tries per mail: the last failure is recorded for admins. */
  attempts: number;
  backoffMs: number;
  /** Signs optional notices' unsubscribe links (MAIL_UNSUBSCRIBE_SECRET). */
  unsubscribeSecret: string;
}

export const MAIL_SETTINGS = Symbol('MailSettings');

export type DeliveryResult = { sent: boolean; reason?: string };

/**
 * Sends one message, at most once per key as far as this side can tell: a key recorded as sent
 * is skipped; the record is written after the SMTP server's 250. A worker that dies between
 * that 250 and the record sends it again when the job is retried (docs/architecture.md, Mail):
 * that window, one round trip to Postgres wide, is the only way a mail goes out twice, and the
 * resend carries the same Message-ID.
 */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mails: MailRepository,
    private readonly preferences: MailPreferenceRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async deliver(message: MailMessage, attempt: number): Promise<DeliveryResult> {
    const invalid = invalidMessage(message);
    if (invalid) return this.giveUp(message, '(unknown)', attempt, invalid);
    if (await this.mails.wasSent(message.key)) return { sent: false, reason: 'already sent' };

    let address: string;
    let name: string | null;
    if ('userId' in message.to) {
      const user = await this.mails.addressee(message.to.userId);
      // A deleted account keeps no address to write to: nothing to send, nothing to retry.
      if (!user || user.status === 'deleted') return { sent: false, reason: 'no such recipient' };
      address = user.email;
      name = user.firstName;
    } else {
      address = message.to.email;
      name = message.to.name ?? null;
    }

    // An optional notice: not sent when turned off (checked now, so a mail queued before the
    // click is not sent either), else sent with its one-click unsubscribe link and headers.
    let unsubscribe: ReturnType<typeof unsubscribeParts> | null = null;
    if ('userId' in message.to && isOptionalMailKind(message.kind)) {
      if (await this.preferences.isOff(message.to.userId, message.kind))
        return { sent: false, reason: 'turned off' };
      const { publicUrl, unsubscribeSecret } = this.settings;
      unsubscribe = unsubscribeParts(publicUrl, unsubscribeSecret, message.to.userId, message.kind);
    }

    let rendered: RenderedMail;
    try {
      rendered = await renderMail(message, {
        publicUrl: this.settings.publicUrl,
        name,
        unsubscribeUrl: unsubscribe?.pageUrl ?? null,
      });
    } catch (err) {
      // The data does not fit the template: a producer's bug that no retry mends.
      return this.giveUp(message, address, attempt, `cannot render: ${(err as Error).message}`);
    }

    const messageId = mailMessageId(message.key, this.settings.from);
    try {
      await this.transport.send({
        from: this.settings.from,
        to: { address, ...(name ? { name } : {}) },
        messageId,
        ...rendered,
        ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
      });
    } catch (err) {
      const error = (err as Error).message;
      if (attempt >= this.settings.attempts) await this.giveUp(message, address, attempt, error);
      else this.logger.warn(`${message.kind} ${message.key}: attempt ${attempt} failed: ${error}`);
      throw err;
    }
    await this.mails.recordSent({
      messageKey: message.key,
      kind: message.kind,
      recipient: address,
      messageId,
    });
    return { sent: true };
  }

  private async giveUp(
    message: MailMessage,
    recipient: string,
    attempts: number,
    error: string,
  ): Promise<DeliveryResult> {
    this.logger.error(
      `${message?.kind} ${message?.key}: not sent after ${attempts} attempt(s): ${error}`,
    );
    await this.mails.recordFailed({
      messageKey: String(message?.key ?? '').slice(0, 200) || '(no key)',
      kind: String(message?.kind ?? '(none)'),
      recipient,
      error: error.slice(0, 1_000),
      attempts,
    });
    return { sent: false, reason: error };
  }
}
