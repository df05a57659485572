import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '@pitstop/common';
import { UsersJobs, type MailMessage } from '@pitstop/contracts';
import { MAIL_SETTINGS, type MailSettings } from '../services/mail-delivery.service.js';
import { invalidMessage, mailJobId } from './message-key.js';

/**
 * Turns a message into its send job (in the mail worker, which hears the events): one job per
 * message key, so a redelivered event joins the job already there; retries back off from
 * MAIL_BACKOFF_MS, doubling, MAIL_ATTEMPTS times.
 */
@Injectable()
export class MailQueue {
  private readonly logger = new Logger('MailQueue');

  constructor(
    private readonly jobs: JobQueue,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async add(message: MailMessage): Promise<void> {
    const invalid = invalidMessage(message);
    // A malformed message is a producer's bug: retrying the event cannot mend it.
    if (invalid) return void this.logger.error(`mail not queued: ${invalid}`);
    await this.jobs.add(UsersJobs.sendMail, message, {
      jobId: mailJobId(message.key),
      attempts: this.settings.attempts,
      backoffMs: this.settings.backoffMs,
    });
  }
}
