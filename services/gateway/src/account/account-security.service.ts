import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AccountMessages,
  UsersAccountSecurity,
  normalizeEmail,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { createHash } from 'node:crypto';
import { clientSource } from '../auth/client-source.js';
import { RateLimiter, type Limit } from '../auth/rate-limiter.js';
import { SessionStore } from '../auth/session.store.js';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';

/**
 * The account flows as the gateway runs them (docs/security.md, Account recovery): limits
 * first, then the users service (passwords, addresses, tokens, mails), then the sessions, which
 * only the gateway holds.
 */
@Injectable()
export class AccountSecurityService {
  private readonly logger = new Logger('AccountSecurity');

  constructor(
    private readonly bus: MessagingClient,
    private readonly sessions: SessionStore,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Forgot password. The answer is the same whether the address has an account, and does not
   * wait for the users service to find out: its timing tells nothing either.
   */
  async forgotPassword(email: string, clientIp: string): Promise<{ message: string }> {
    const address = normalizeEmail(email);
    const refusal = (wait: string) => `Too many password reset requests. Please try again ${wait}.`;
    const window = this.config.PASSWORD_RESET_WINDOW_SECONDS;
    await this.limiter.take(
      `password-reset-source:${clientSource(clientIp)}`,
      { max: this.config.PASSWORD_RESET_SOURCE_LIMIT, windowSeconds: window },
      refusal,
    );
    await this.limiter.take(
      `password-reset-address:${digest(address)}`,
      { max: this.config.PASSWORD_RESET_ADDRESS_LIMIT, windowSeconds: window },
      refusal,
    );
    this.bus
      .request(UsersAccountSecurity.requestPasswordReset, { email: address })
      .catch((err: unknown) =>
        this.logger.warn(`a password reset request was not queued: ${(err as Error).message}`),
      );
    return { message: AccountMessages.resetRequested };
  }

  /** Sets the password from a mailed token and ends every session of that account. */
  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    const { userId } = await this.bus.request(UsersAccountSecurity.resetPassword, {
      token,
      password,
    });
    await this.sessions.destroyAllFor(userId);
    return { message: AccountMessages.passwordReset };
  }

  /** Changes the password and ends the account's other sessions (this one stays). */
  async changePassword(
    user: UserDto,
    sessionId: string | undefined,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ message: string }> {
    await this.limitPasswordChecks(user.id);
    await this.bus.request(UsersAccountSecurity.changePassword, {
      userId: user.id,
      currentPassword,
      newPassword,
    });
    await this.sessions.destroyAllFor(user.id, sessionId);
    return { message: AccountMessages.passwordChanged };
  }

  signOutEverywhere(userId: string): Promise<void> {
    return this.sessions.destroyAllFor(userId);
  }

  async confirmEmail(token: string): Promise<{ message: string; email: string }> {
    const user = await this.bus.request(UsersAccountSecurity.confirmEmail, { token });
    return { message: AccountMessages.emailVerified, email: user.email };
  }

  async resendVerification(userId: string): Promise<{ message: string }> {
    await this.limiter.take(
      `verify-resend:${userId}`,
      {
        max: this.config.VERIFY_RESEND_LIMIT,
        windowSeconds: this.config.VERIFY_RESEND_WINDOW_SECONDS,
      },
      (wait) => `Too many confirmation mails asked for. Please try again ${wait}.`,
    );
    const { email } = await this.bus.request(UsersAccountSecurity.resendVerification, { userId });
    return { message: AccountMessages.verificationSent(email) };
  }

  async changeEmail(user: UserDto, email: string, password: string): Promise<{ message: string }> {
    await this.limitPasswordChecks(user.id);
    const requested = await this.bus.request(UsersAccountSecurity.requestEmailChange, {
      userId: user.id,
      email,
      password,
    });
    return { message: AccountMessages.emailChangeRequested(requested.email) };
  }

  /** Erases the account (users tells every service) and ends all its sessions. */
  async deleteAccount(user: UserDto, password: string): Promise<{ message: string }> {
    await this.limitPasswordChecks(user.id);
    await this.bus.request(UsersAccountSecurity.deleteAccount, { userId: user.id, password });
    await this.sessions.destroyAllFor(user.id);
    return { message: AccountMessages.accountDeleted };
  }

  private limitPasswordChecks(userId: string): Promise<void> {
    const limit: Limit = {
      max: this.config.PASSWORD_CHECK_LIMIT,
      windowSeconds: this.config.PASSWORD_CHECK_WINDOW_SECONDS,
    };
    return this.limiter.take(
      `password-check:${userId}`,
      limit,
      (wait) => `Too many password attempts. Please try again ${wait}.`,
    );
  }
}

/** Counters are keyed by a digest, so Redis holds no email addresses. */
function digest(address: string): string {
  return createHash('sha256').update(address).digest('base64url');
}
