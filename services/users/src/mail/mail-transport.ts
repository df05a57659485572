import nodemailer, { type Transporter } from 'nodemailer';

/** One mail as it leaves: rendered, addressed, with a Message-ID derived from its key. */
export interface OutgoingMail {
  from: string;
  to: { address: string; name?: string };
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on optional notices). */
  headers?: Record<string, string>;
}

/**
 * Where mail goes out (CONVENTIONS rule 7: one interface, a driver per backend). SMTP is the
 * only driver: every provider (SES, Postmark, Mailgun, a relay, MailDev) speaks it.
 */
export interface MailTransport {
  /** Resolves once the server accepted the message (SMTP 250 to DATA); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes its connections (the worker's shutdown). */
  onApplicationShutdown(): void;
}

export const MAIL_TRANSPORT = Symbol('MailTransport');

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      // A server that stops answering fails the attempt (and the job retries) instead of
      // holding a worker slot for nodemailer's default ten minutes.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: mail.from,
      to: mail.to.name ? { name: mail.to.name, address: mail.to.address } : mail.to.address,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
