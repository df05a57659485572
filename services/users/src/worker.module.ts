import { Module, type DynamicModule } from '@nestjs/common';
import { JobHostModule, serviceTypeOrmModule } from '@pitstop/common';
import { UsersJobs } from '@pitstop/contracts';
import { USERS_SCHEMA } from './app.module.js';
import type { UsersConfig } from './config.js';
import { USERS_ENTITIES } from './entities/index.js';
import { MailEventsHandler } from './handlers/mail-events.handler.js';
import { SendMailJobHandler } from './jobs/send-mail.job.js';
import { MailQueue } from './mail/mail-queue.js';
import { MAIL_TRANSPORT, SmtpMailTransport } from './mail/mail-transport.js';
import { USERS_MIGRATIONS } from './migrations/index.js';
import { MailPreferenceRepository } from './repositories/mail-preference.repository.js';
import { MailRepository } from './repositories/mail.repository.js';
import {
  MAIL_SETTINGS,
  MailDeliveryService,
  type MailSettings,
} from './services/mail-delivery.service.js';

const HANDLERS = [SendMailJobHandler];

export const mailSettings = (config: UsersConfig): MailSettings => ({
  from: config.MAIL_FROM,
  publicUrl: config.PUBLIC_URL,
  attempts: config.MAIL_ATTEMPTS,
  backoffMs: config.MAIL_BACKOFF_MS,
  unsubscribeSecret: config.MAIL_UNSUBSCRIBE_SECRET,
});

/**
 * The users worker: its mail worker sends every mail. It hears the events that cause mail
 * (MailEventsHandler: the users outbox's `users.mail.requested`, other services' events), queues
 * one job per message, and sends each over SMTP.
 */
@Module({})
export class UsersWorkerModule {
  static forRoot(config: UsersConfig): DynamicModule {
    return {
      module: UsersWorkerModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: USERS_SCHEMA,
          entities: USERS_ENTITIES,
          migrations: USERS_MIGRATIONS,
          applicationName: 'users-worker',
        }),
        JobHostModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          jobs: UsersJobs,
          handlers: HANDLERS,
          concurrency: config.MAIL_WORKER_CONCURRENCY,
        }),
      ],
      controllers: [MailEventsHandler],
      providers: [
        { provide: MAIL_SETTINGS, useValue: mailSettings(config) },
        { provide: MAIL_TRANSPORT, useFactory: () => new SmtpMailTransport(config.SMTP_URL) },
        MailRepository,
        MailPreferenceRepository,
        MailDeliveryService,
        MailQueue,
        ...HANDLERS,
      ],
    };
  }
}
