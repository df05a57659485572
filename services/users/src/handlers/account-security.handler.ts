import { Controller } from '@nestjs/common';
import {
  UsersAccountSecurity,
  type ChangePasswordPayload,
  type RequestEmailChangePayload,
  type ResetPasswordPayload,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { AccountSecurityService } from '../services/account-security.service.js';

@Controller()
export class AccountSecurityHandler {
  constructor(private readonly security: AccountSecurityService) {}

  @Handles(UsersAccountSecurity.requestPasswordReset)
  requestPasswordReset(payload: { email: string }) {
    return this.security.requestPasswordReset(payload);
  }

  @Handles(UsersAccountSecurity.resetPassword)
  resetPassword(payload: ResetPasswordPayload) {
    return this.security.resetPassword(payload);
  }

  @Handles(UsersAccountSecurity.changePassword)
  changePassword(payload: ChangePasswordPayload) {
    return this.security.changePassword(payload);
  }

  @Handles(UsersAccountSecurity.confirmEmail)
  confirmEmail(payload: { token: string }) {
    return this.security.confirmEmail(payload);
  }

  @Handles(UsersAccountSecurity.resendVerification)
  resendVerification(payload: { userId: string }) {
    return this.security.resendVerification(payload);
  }

  @Handles(UsersAccountSecurity.requestEmailChange)
  requestEmailChange(payload: RequestEmailChangePayload) {
    return this.security.requestEmailChange(payload);
  }

  @Handles(UsersAccountSecurity.deleteAccount)
  deleteAccount(payload: { userId: string; password: string }) {
    return this.security.deleteAccount(payload);
  }
}
