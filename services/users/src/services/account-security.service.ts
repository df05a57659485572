import { Injectable } from '@nestjs/common';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  requireUuid,
} from '@pitstop/common';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_TOKEN_MINUTES,
  AccountMessages,
  AuthMessages,
  hasControlCharacters,
  normalizeEmail,
  type ChangePasswordPayload,
  type RequestEmailChangePayload,
  type ResetPasswordPayload,
  type UserDto,
} from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { hashAccountToken, parseAccountToken } from '../domain/account-token.js';
import { toUserDto } from '../domain/user-dto.js';
import type { UserEntity } from '../entities/user.entity.js';
import {
  AccountSecurityRepository,
  type TokenOutcome,
} from '../repositories/account-security.repository.js';
import { UserRepository } from '../repositories/user.repository.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { requireEmail, requireNewPassword } from './accounts.service.js';

/**
 * Forgot and change password, email verification and change, and account deletion
 * (docs/security.md, Account recovery). The gateway ends sessions; this service owns the
 * passwords, addresses and the single-use tokens mailed for them.
 */
@Injectable()
export class AccountSecurityService {
  constructor(
    private readonly users: UserRepository,
    private readonly security: AccountSecurityRepository,
    private readonly passwords: PasswordHasher,
  ) {}

  /** Mails a reset link when an active account has this address; says nothing either way. */
  async requestPasswordReset(payload: { email: string }): Promise<{ queued: boolean }> {
    const email = typeof payload?.email === 'string' ? normalizeEmail(payload.email) : '';
    if (!email || hasControlCharacters(email) || email.length > ACCOUNT_LIMITS.emailMax)
      return { queued: false };
    const queued = await this.security.queuePasswordReset(email, (userId, issued) => ({
      kind: 'password-reset',
      key: `password-reset:${issued.id}`,
      to: { userId },
      data: {
        resetToken: issued.token,
        validMinutes: ACCOUNT_TOKEN_MINUTES['password-reset'],
      },
    }));
    return { queued };
  }

  async resetPassword(payload: ResetPasswordPayload): Promise<{ userId: string }> {
    const token = parseAccountToken(payload?.token);
    if (!token) throw new BadRequestError(AccountMessages.resetTokenInvalid);
    const passwordHash = await this.passwords.hash(requireNewPassword(payload.password));
    const outcome = await this.security.redeem(
      hashAccountToken(token),
      ['password-reset'],
      (user, used) => ({
        changes: {
          passwordHash,
          // The link reached this address: that confirms it as well as a verification link.
          ...(used.email === user.email && !user.emailVerifiedAt
            ? { emailVerifiedAt: new Date() }
            : {}),
        },
        mails: [
          {
            kind: 'password-changed',
            key: `password-changed:reset:${used.id}`,
            to: { userId: user.id },
            data: {},
          },
        ],
      }),
    );
    return { userId: redeemed(outcome, AccountMessages.resetTokenInvalid).id };
  }

  async changePassword(payload: ChangePasswordPayload): Promise<UserDto> {
    const user = await this.activeUser(payload?.userId);
    const newPassword = requireNewPassword(payload.newPassword);
    await this.requirePassword(
      user,
      payload.currentPassword,
      AccountMessages.currentPasswordIncorrect,
    );
    const passwordHash = await this.passwords.hash(newPassword);
    const changedAt = Date.now();
    const saved = await this.security.change(user.id, { passwordHash }, () => [
      {
        kind: 'password-changed',
        key: `password-changed:${user.id}:${changedAt}`,
        to: { userId: user.id },
        data: {},
      },
    ]);
    if (!saved) throw new NotFoundError('User not found');
    return toUserDto(saved);
  }

  /** Confirms a registration's address, or switches to an asked-for new one. */
  async confirmEmail(payload: { token: string }): Promise<UserDto> {
    const token = parseAccountToken(payload?.token);
    if (!token) throw new BadRequestError(AccountMessages.verifyTokenInvalid);
    const outcome = await this.security.redeem(
      hashAccountToken(token),
      ['email-verify', 'email-change'],
      (user, used) => {
        if (used.purpose === 'email-change')
          return { changes: { email: used.email, emailVerifiedAt: new Date() } };
        // A link mailed to an address the account no longer has confirms nothing.
        if (used.email !== user.email) return { refuse: 'invalid' };
        return { changes: { emailVerifiedAt: user.emailVerifiedAt ?? new Date() } };
      },
    );
    return toUserDto(redeemed(outcome, AccountMessages.verifyTokenInvalid));
  }

  async resendVerification(payload: { userId: string }): Promise<{ email: string }> {
    const user = await this.activeUser(payload?.userId);
    if (user.emailVerifiedAt) throw new ConflictError(AccountMessages.alreadyVerified);
    await this.security.change(user.id, {}, async (after, manager) => {
      const issued = await this.security.issueToken(manager, after.id, 'email-verify', after.email);
      return [
        {
          kind: 'verify-email',
          key: `verify-email:${issued.id}`,
          to: { userId: after.id },
          data: { verifyToken: issued.token },
        },
      ];
    });
    return { email: user.email };
  }

  /** A link to the new address (the change applies when it is opened) and a notice to the old. */
  async requestEmailChange(payload: RequestEmailChangePayload): Promise<{ email: string }> {
    const user = await this.activeUser(payload?.userId);
    const email = requireEmail(payload.email);
    await this.requirePassword(user, payload.password, AccountMessages.passwordIncorrect);
    if (email === user.email) throw new BadRequestError(AccountMessages.sameEmail);
    if (await this.users.findByEmail(email)) throw new ConflictError(AuthMessages.emailTaken);
    await this.security.change(user.id, {}, async (after, manager) => {
      const issued = await this.security.issueToken(manager, after.id, 'email-change', email);
      return [
        {
          kind: 'email-change-confirm',
          key: `email-change-confirm:${issued.id}`,
          to: { email, name: after.firstName },
          data: { confirmToken: issued.token, newEmail: email },
        },
        {
          kind: 'email-change-notice',
          key: `email-change-notice:${issued.id}`,
          to: { userId: after.id },
          data: { newEmail: email },
        },
      ];
    });
    return { email };
  }

  /**
   * Erases the person and keeps the id (orders, reviews and ledgers refer to it): names,
   * address, bio and avatar go, the password stops working, every pending link dies.
   */
  async deleteAccount(payload: { userId: string; password: string }): Promise<UserDto> {
    const user = await this.activeUser(payload?.userId);
    await this.requirePassword(user, payload.password, AccountMessages.passwordIncorrect);
    const unusable = await this.passwords.hash(randomBytes(32).toString('base64url'));
    const saved = await this.security.change(
      user.id,
      this.security.erasure(user.id, unusable),
      () => [],
      { dropTokens: true },
    );
    if (!saved) throw new NotFoundError('User not found');
    return toUserDto(saved);
  }

  private async activeUser(userId: unknown): Promise<UserEntity> {
    const user = await this.users.findById(requireUuid(userId, 'userId'));
    if (!user) throw new NotFoundError('User not found');
    if (user.status !== 'active') throw new ForbiddenError(AuthMessages.suspended);
    return user;
  }

  private async requirePassword(user: UserEntity, password: unknown, message: string) {
    const ok =
      typeof password === 'string' &&
      password.length > 0 &&
      password.length <= ACCOUNT_LIMITS.passwordMax &&
      (await this.passwords.verify(user.passwordHash, password));
    if (!ok) throw new BadRequestError(message);
  }
}

/** The user a token changed, or the refusal as the person should read it. */
function redeemed(outcome: TokenOutcome, invalidMessage: string): UserEntity {
  if ('user' in outcome) return outcome.user;
  if (outcome.refused === 'inactive') throw new ForbiddenError(AuthMessages.suspended);
  if (outcome.refused === 'email-taken') throw new ConflictError(AuthMessages.emailTaken);
  throw new BadRequestError(invalidMessage);
}
