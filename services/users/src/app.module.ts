import { Module, type DynamicModule } from '@nestjs/common';
import { Outbox, serviceTypeOrmModule } from '@pitstop/common';
import { MessagingModule } from '@pitstop/messaging';
import type { UsersConfig } from './config.js';
import { USERS_ENTITIES } from './entities/index.js';
import { AccountSecurityHandler } from './handlers/account-security.handler.js';
import { AccountsHandler } from './handlers/accounts.handler.js';
import { AdminAuditHandler } from './handlers/admin-audit.handler.js';
import { MailAdminHandler } from './handlers/mail-admin.handler.js';
import { NoticesHandler } from './handlers/notices.handler.js';
import { SiteSettingsHandler } from './handlers/site-settings.handler.js';
import { PrinterHandler } from './handlers/printer.handler.js';
import { MailOutbox } from './mail/mail-outbox.js';
import { USERS_MIGRATIONS } from './migrations/index.js';
import { AccountSecurityRepository } from './repositories/account-security.repository.js';
import { AdminAuditRepository } from './repositories/admin-audit.repository.js';
import { ContactMessageRepository } from './repositories/contact-message.repository.js';
import { MailPreferenceRepository } from './repositories/mail-preference.repository.js';
import { MailRepository } from './repositories/mail.repository.js';
import { SiteSettingsRepository } from './repositories/site-settings.repository.js';
import { PrinterRepository } from './repositories/printer.repository.js';
import { UserRepository } from './repositories/user.repository.js';
import { Argon2PasswordHasher, PasswordHasher } from './security/password-hasher.js';
import { AccountBootstrap, USERS_CONFIG } from './seed/account-bootstrap.js';
import { AccountSecurityService } from './services/account-security.service.js';
import { AccountsService } from './services/accounts.service.js';
import { AdminAuditService } from './services/admin-audit.service.js';
import { MailAdminService } from './services/mail-admin.service.js';
import { NoticesService } from './services/notices.service.js';
import { SiteSettingsService } from './services/site-settings.service.js';
import { PrinterService } from './services/printer.service.js';

export const USERS_SCHEMA = 'users';

/** The users service: owns accounts, password hashes, roles, statuses, profiles and the site's settings. */
@Module({})
export class UsersModule {
  static forRoot(config: UsersConfig): DynamicModule {
    return {
      module: UsersModule,
      imports: [
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: USERS_SCHEMA,
          entities: USERS_ENTITIES,
          migrations: USERS_MIGRATIONS,
          applicationName: 'users',
        }),
        MessagingModule.forRoot({
          redisUrl: config.REDIS_URL,
          namespace: config.BUS_NAMESPACE,
          caller: 'users',
        }),
      ],
      controllers: [
        AccountsHandler,
        AccountSecurityHandler,
        SiteSettingsHandler,
        PrinterHandler,
        AdminAuditHandler,
        MailAdminHandler,
        NoticesHandler,
      ],
      providers: [
        { provide: USERS_CONFIG, useValue: config },
        { provide: PasswordHasher, useClass: Argon2PasswordHasher },
        UserRepository,
        SiteSettingsRepository,
        PrinterRepository,
        AdminAuditRepository,
        AdminAuditService,
        SiteSettingsService,
        PrinterService,
        Outbox,
        MailOutbox,
        MailRepository,
        MailAdminService,
        MailPreferenceRepository,
        ContactMessageRepository,
        NoticesService,
        AccountsService,
        AccountSecurityRepository,
        AccountSecurityService,
        AccountBootstrap,
      ],
    };
  }
}
