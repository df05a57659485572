import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import { UsersEvents, type MailMessage, type UserRole, type UserStatus } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { toUserDto } from '../domain/user-dto.js';
import { UserEntity } from '../entities/user.entity.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { AdminAuditRepository } from './admin-audit.repository.js';

export type NewUser = Pick<
  UserEntity,
  'email' | 'passwordHash' | 'firstName' | 'lastName' | 'displayName' | 'bio' | 'role'
> & { id?: string; emailVerifiedAt?: Date | null };

export type UserChanges = Partial<
  Pick<UserEntity, 'displayName' | 'bio' | 'role' | 'status' | 'passwordHash' | 'emailVerifiedAt'>
>;

/**
 * Checks a change before it is written, under the lock: the user as stored, as it would be, the
 * active admin count, and the user making the change as they are at that moment.
 */
export type ChangeGuard = (change: {
  before: UserEntity;
  after: UserEntity;
  activeAdmins: number;
  actor: UserEntity | null;
}) => void;

export class EmailTakenError extends Error {}

/** The admin Users tab's query, checked by the service. */
export interface UserListFilter {
  /** A LIKE pattern over USER_SEARCH_TEXT (lower-cased), or null. */
  pattern: string | null;
  role?: UserRole;
  status?: UserStatus;
  limit: number;
  offset: number;
}

/** What a search looks in: IDX_user_account_search indexes exactly this expression. */
const USER_SEARCH_TEXT = `lower(first_name || ' ' || last_name || ' ' || coalesce(display_name, '') || ' ' || email)`;

/** Serialises changes to roles and statuses, so two admins cannot demote each other at once. */
const ADMIN_CHANGE_LOCK = 0x75736572; // 'user'

/**
 * The only code that touches the users tables. Every write also records `users.user.updated`
 * in the outbox in the same transaction, so other services hear of every committed change.
 */
@Injectable()
export class UserRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly mail: MailOutbox,
    private readonly audit: AdminAuditRepository,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.dataSource.getRepository(UserEntity).findOneBy({ email });
  }

  /**
   * One page, newest first, and the number of matches: by IDX_user_account_newest (or the role's
   * or status's index), and a search by the trigram index IDX_user_account_search.
   */
  async list(filter: UserListFilter): Promise<{ users: UserEntity[]; total: number }> {
    const query = () => {
      const q = this.dataSource.getRepository(UserEntity).createQueryBuilder('u');
      if (filter.pattern)
        q.andWhere(`${USER_SEARCH_TEXT} LIKE :pattern`, { pattern: filter.pattern });
      if (filter.role) q.andWhere('u.role = :role', { role: filter.role });
      if (filter.status) q.andWhere('u.status = :status', { status: filter.status });
      return q;
    };
    const [users, total] = await Promise.all([
      query()
        .orderBy('u.createdAt', 'DESC')
        .addOrderBy('u.id', 'DESC')
        .limit(filter.limit)
        .offset(filter.offset)
        .getMany(),
      query().getCount(),
    ]);
    return { users, total };
  }

  /**
   * Inserts a user; EmailTakenError when the (normalised) email already has an account. `mails`
   * are queued in the same transaction (registration's welcome).
   */
  async create(
    user: NewUser,
    mails: (
      saved: UserEntity,
      manager: EntityManager,
    ) => Promise<MailMessage[]> | MailMessage[] = () => [],
  ): Promise<UserEntity> {
    const created = await this.dataSource.transaction(async (manager) => {
      // ON CONFLICT DO NOTHING: a taken email is an answer, not a failed statement.
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(UserEntity)
        .values(user)
        .orIgnore()
        .returning('id')
        .execute();
      const id = (result.raw as { id: string }[])[0]?.id;
      if (!id) return null;
      const saved = await manager.findOneByOrFail(UserEntity, { id });
      await this.recordUpdated(manager, saved);
      for (const message of await mails(saved, manager)) await this.mail.queue(manager, message);
      return saved;
    });
    if (!created) throw new EmailTakenError();
    void this.outbox.flush();
    return created;
  }

  /** Applies changes to one user; null when there is no such user. */
  async update(
    id: string,
    changes: UserChanges,
    guard?: ChangeGuard,
    actorId?: string,
  ): Promise<UserEntity | null> {
    const touchesAdmins = changes.role !== undefined || changes.status !== undefined;
    const updated = await this.dataSource.transaction(async (manager) => {
      if (touchesAdmins)
        await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGE_LOCK]);
      const before = await manager.findOne(UserEntity, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!before) return null;
      const after = Object.assign(manager.create(UserEntity, before), changes);
      if (guard)
        guard({
          before,
          after,
          activeAdmins: touchesAdmins ? await this.countActiveAdmins(manager) : 0,
          actor: actorId ? await manager.findOneBy(UserEntity, { id: actorId }) : null,
        });
      await manager.update(UserEntity, { id }, changes);
      const saved = await manager.findOneByOrFail(UserEntity, { id });
      await this.recordUpdated(manager, saved);
      if (actorId) await this.recordAdminChanges(manager, actorId, before, saved);
      return saved;
    });
    if (updated) void this.outbox.flush();
    return updated;
  }

  private countActiveAdmins(manager: EntityManager): Promise<number> {
    return manager.countBy(UserEntity, {
      role: 'admin' as UserRole,
      status: 'active' as UserStatus,
    });
  }

  /** An admin's change of role or status goes into the audit log with the change itself. */
  private async recordAdminChanges(
    manager: EntityManager,
    actorId: string,
    before: UserEntity,
    after: UserEntity,
  ): Promise<void> {
    for (const [field, action] of [
      ['role', 'user.role-changed'],
      ['status', 'user.status-changed'],
    ] as const) {
      if (before[field] === after[field]) continue;
      await this.audit.append(manager, {
        id: randomUUID(),
        actorId,
        action,
        targetType: 'user',
        targetId: after.id,
        targetLabel: after.email,
        details: { from: before[field], to: after[field] },
      });
    }
  }

  /** `users.user.updated` for this user, in the caller's transaction. */
  recordUpdated(manager: EntityManager, user: UserEntity): Promise<void> {
    // Everything but the email: other services have no business holding it.
    const { email: _email, ...publicUser } = toUserDto(user);
    return this.outbox.enqueue(manager, UsersEvents.userUpdated, {
      user: publicUser,
      updatedAt: user.updatedAt.toISOString(),
    });
  }
}
