import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_ACCOUNTS } from '@pitstop/contracts';
import { AccountsService } from '../services/accounts.service.js';
import type { UsersConfig } from '../config.js';

export const USERS_CONFIG = Symbol('USERS_CONFIG');

/**
 * Accounts that must exist before the service takes its first message: the operator's admin
 * (ADMIN_EMAIL + ADMIN_PASSWORD) and, for `npm start`, the demo accounts.
 */
@Injectable()
export class AccountBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(USERS_CONFIG) private readonly config: UsersConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.USERS_SEED_DEMO) {
      for (const account of DEMO_ACCOUNTS) await this.accounts.createIfMissing(account);
    }
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD)
      await this.accounts.ensureAdmin(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
  }
}
