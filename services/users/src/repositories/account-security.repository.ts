import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import {
  ACCOUNT_TOKEN_MINUTES,
  type AccountTokenPurpose,
  type MailMessage,
} from '@pitstop/contracts';
import { DataSource, In, IsNull, QueryFailedError, type EntityManager } from 'typeorm';
import { hashAccountToken, newAccountToken, tombstoneEmail } from '../domain/account-token.js';
import { AccountTokenEntity } from '../entities/account-token.entity.js';
import { UserEntity } from '../entities/user.entity.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { UserRepository } from './user.repository.js';

/** A token as issued: the row's id (mail keys) and the token itself (only ever in the mail). */
export interface IssuedToken {
  id: string;
  token: string;
}

/** Why a token-driven change did not happen. */
export type TokenRefusal = 'invalid' | 'inactive' | 'email-taken';

export type TokenOutcome =
  { user: UserEntity; token: AccountTokenEntity } | { refused: TokenRefusal };

/**
 * Account recovery and verification as transactions: each change to a user is written with the
 * token it consumes, the mail it causes (MailOutbox) and `users.user.updated`, so a mail goes
 * out if and only if its change committed, and a token works exactly once.
 */
@Injectable()
export class AccountSecurityRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly mail: MailOutbox,
    private readonly users: UserRepository,
  ) {}

  /** A new token for this user and purpose (issueAccountToken). */
  issueToken(
    manager: EntityManager,
    userId: string,
    purpose: AccountTokenPurpose,
    email: string,
  ): Promise<IssuedToken> {
    return issueAccountToken(manager, userId, purpose, email);
  }

  /**
   * Forgot password: a reset token and its mail when an active account has this address.
   * Answers whether one was queued.
   */
  async queuePasswordReset(
    email: string,
    mail: (userId: string, issued: IssuedToken) => MailMessage,
  ): Promise<boolean> {
    const queued = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email });
      if (!user || user.status !== 'active') return false;
      const issued = await this.issueToken(manager, user.id, 'password-reset', user.email);
      await this.mail.queue(manager, mail(user.id, issued));
      return true;
    });
    if (queued) void this.outbox.flush();
    return queued;
  }

  /**
   * Consumes a token of one of `purposes` and applies `change` to its (active) user, with the
   * mails it returns, in one transaction: a refused change consumes nothing.
   */
  async redeem(
    tokenHash: string,
    purposes: AccountTokenPurpose[],
    change: (
      user: UserEntity,
      token: AccountTokenEntity,
    ) => { changes?: Partial<UserEntity>; mails?: MailMessage[]; refuse?: TokenRefusal },
  ): Promise<TokenOutcome> {
    try {
      const outcome = await this.dataSource.transaction(async (manager): Promise<TokenOutcome> => {
        // The row lock makes a second, concurrent use of the same link wait, then find it used.
        const token = await manager.findOne(AccountTokenEntity, {
          where: { tokenHash, purpose: In(purposes), usedAt: IsNull() },
          lock: { mode: 'pessimistic_write' },
        });
        if (!token || token.expiresAt.getTime() <= Date.now()) return { refused: 'invalid' };
        const user = await manager.findOne(UserEntity, {
          where: { id: token.userId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!user) return { refused: 'invalid' };
        if (user.status !== 'active') return { refused: 'inactive' };
        const decided = change(user, token);
        if (decided.refuse) return { refused: decided.refuse };
        await manager.update(AccountTokenEntity, { id: token.id }, { usedAt: () => 'now()' });
        const saved = await this.applyChanges(manager, user.id, decided.changes ?? {});
        for (const message of decided.mails ?? []) await this.mail.queue(manager, message);
        return { user: saved, token };
      });
      if ('user' in outcome) void this.outbox.flush();
      return outcome;
    } catch (err) {
      if (isUniqueViolation(err)) return { refused: 'email-taken' };
      throw err;
    }
  }

  /**
   * Changes a user's own account (password, deletion) with its mails; `tokens` issues the links
   * those mails carry. Null when there is no such user.
   */
  async change(
    userId: string,
    changes: Partial<UserEntity>,
    mails: (user: UserEntity, manager: EntityManager) => Promise<MailMessage[]> | MailMessage[],
    options: { dropTokens?: boolean } = {},
  ): Promise<UserEntity | null> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(UserEntity, {
        where: { id: userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) return null;
      if (options.dropTokens) await manager.delete(AccountTokenEntity, { userId });
      const after = await this.applyChanges(manager, userId, changes);
      for (const message of await mails(after, manager)) await this.mail.queue(manager, message);
      return after;
    });
    if (saved) void this.outbox.flush();
    return saved;
  }

  /** What deleting an account leaves of it: its id, a tombstone address, status deleted. */
  erasure(userId: string, unusablePasswordHash: string): Partial<UserEntity> {
    return {
      email: tombstoneEmail(userId),
      passwordHash: unusablePasswordHash,
      firstName: 'Deleted',
      lastName: 'User',
      displayName: null,
      bio: null,
      profileImageUrl: null,
      status: 'deleted',
      emailVerifiedAt: null,
    };
  }

  private async applyChanges(
    manager: EntityManager,
    userId: string,
    changes: Partial<UserEntity>,
  ): Promise<UserEntity> {
    if (Object.keys(changes).length > 0) await manager.update(UserEntity, { id: userId }, changes);
    const saved = await manager.findOneByOrFail(UserEntity, { id: userId });
    await this.users.recordUpdated(manager, saved);
    return saved;
  }
}

/**
 * A new token for this user and purpose, in the caller's transaction (registration's welcome
 * mail carries one); earlier unused ones of the same purpose stop working, so only the newest
 * link mailed works.
 */
export async function issueAccountToken(
  manager: EntityManager,
  userId: string,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<IssuedToken> {
  await manager.update(
    AccountTokenEntity,
    { userId, purpose, usedAt: IsNull() },
    { usedAt: () => 'now()' },
  );
  const token = newAccountToken();
  const saved = await manager.save(
    manager.create(AccountTokenEntity, {
      userId,
      purpose,
      email,
      tokenHash: hashAccountToken(token),
      expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_MINUTES[purpose] * 60_000),
      usedAt: null,
    }),
  );
  return { id: saved.id, token };
}

function isUniqueViolation(err: unknown): boolean {
  return (
    err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505'
  );
}
