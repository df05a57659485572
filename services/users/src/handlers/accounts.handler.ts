import { Controller } from '@nestjs/common';
import {
  UsersAccounts,
  type AdminUpdatePayload,
  type ListUsersPayload,
  type RegisterPayload,
  type UpdateProfilePayload,
  type VerifyCredentialsPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { AccountsService } from '../services/accounts.service.js';

@Controller()
export class AccountsHandler {
  constructor(private readonly accounts: AccountsService) {}

  @Handles(UsersAccounts.register)
  register(payload: RegisterPayload) {
    return this.accounts.register(payload);
  }

  @Handles(UsersAccounts.verifyCredentials)
  verifyCredentials(payload: VerifyCredentialsPayload) {
    return this.accounts.verifyCredentials(payload);
  }

  @Handles(UsersAccounts.get)
  get(payload: { userId: string }) {
    return this.accounts.get(payload?.userId);
  }

  @Handles(UsersAccounts.list)
  list(payload: ListUsersPayload) {
    return this.accounts.list(payload);
  }

  @Handles(UsersAccounts.updateProfile)
  updateProfile(payload: UpdateProfilePayload) {
    return this.accounts.updateProfile(payload);
  }

  @Handles(UsersAccounts.adminUpdate)
  adminUpdate(payload: AdminUpdatePayload) {
    return this.accounts.adminUpdate(payload);
  }
}
