import { Injectable } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobRunner } from '@pitstop/common';
import { UsersJobs, type MailMessage } from '@pitstop/contracts';
import { MailDeliveryService } from '../services/mail-delivery.service.js';

/** Sends one mail; a failure is retried with backoff, the last one is kept for admins. */
@Injectable()
@HandlesJob(UsersJobs.sendMail)
export class SendMailJobHandler implements JobRunner<typeof UsersJobs.sendMail> {
  constructor(private readonly delivery: MailDeliveryService) {}

  run(message: MailMessage, context: JobContext) {
    return this.delivery.deliver(message, context.attempt);
  }
}
