import { Injectable } from '@nestjs/common';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  requireUuid,
} from '@pitstop/common';
import {
  ACCOUNT_FIELD_NAMES as Field,
  ACCOUNT_LIMITS,
  AccountValidationMessages as Msg,
  AuthMessages,
  USER_ROLES,
  USER_STATUSES,
  adminPage,
  containsPattern,
  controlCharactersMessage,
  hasControlCharacters,
  normalizeEmail,
  type AdminUpdatePayload,
  type DemoAccount,
  type ListUsersPayload,
  type Page,
  type RegisterPayload,
  type UpdateProfilePayload,
  type UserDto,
  type VerifyCredentialsPayload,
} from '@pitstop/contracts';
import { isActiveAdmin, removesLastActiveAdmin } from '../domain/admin-rules.js';
import { optionalText } from '../domain/profile-text.js';
import { welcomeMail } from '../mail/account-mails.js';
import { toUserDto } from '../domain/user-dto.js';
import type { UserEntity } from '../entities/user.entity.js';
import {
  EmailTakenError,
  UserRepository,
  type UserChanges,
} from '../repositories/user.repository.js';
import { issueAccountToken } from '../repositories/account-security.repository.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { SiteSettingsService } from './site-settings.service.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Accounts: registration, credential checks, profiles and admins' changes to users. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly settings: SiteSettingsService,
  ) {}

  async register(payload: RegisterPayload): Promise<UserDto> {
    const email = requireEmail(payload?.email);
    const password = requireNewPassword(payload?.password);
    const firstName = requireName(payload?.firstName, Field.firstName, Msg.firstName);
    const lastName = requireName(payload?.lastName, Field.lastName, Msg.lastName);
    const displayName = profileText(payload?.displayName, 'displayName');
    await this.settings.assertRegistrationOpen();
    if (await this.users.findByEmail(email)) throw new ConflictError(AuthMessages.emailTaken);
    try {
      const user = await this.users.create(
        {
          email,
          passwordHash: await this.passwords.hash(password),
          firstName,
          lastName,
          displayName,
          bio: null,
          role: 'user',
        },
        // The welcome mail carries the link that confirms the address.
        async (saved, manager) => [
          welcomeMail(
            saved.id,
            (await issueAccountToken(manager, saved.id, 'email-verify', saved.email)).token,
          ),
        ],
      );
      return toUserDto(user);
    } catch (err) {
      // Two sign-ups with one email at the same moment: the database's unique index decides.
      if (err instanceof EmailTakenError) throw new ConflictError(AuthMessages.emailTaken);
      throw err;
    }
  }

  /**
   * The user these credentials belong to. Unknown email and wrong password answer alike (and
   * take as long: an unknown email still costs one hash check); a suspended account is named
   * only after its password proved right.
   */
  async verifyCredentials(payload: VerifyCredentialsPayload): Promise<UserDto> {
    const email = typeof payload?.email === 'string' ? normalizeEmail(payload.email) : '';
    const password = typeof payload?.password === 'string' ? payload.password : '';
    // No stored email holds control characters (and Postgres refuses NUL in a query outright).
    if (
      !email ||
      hasControlCharacters(email) ||
      !password ||
      password.length > ACCOUNT_LIMITS.passwordMax
    )
      throw new UnauthorizedError(AuthMessages.invalidCredentials);
    const user = await this.users.findByEmail(email);
    const matches = await this.passwords.verify(
      user?.passwordHash ?? (await this.passwords.dummyHash()),
      password,
    );
    if (!user || !matches) throw new UnauthorizedError(AuthMessages.invalidCredentials);
    if (user.status !== 'active') throw new ForbiddenError(AuthMessages.suspended);
    return toUserDto(user);
  }

  async get(userId: unknown): Promise<UserDto> {
    return toUserDto(await this.find(requireUuid(userId, 'userId')));
  }

  /** A page of users, newest first: words of a name or email, a role, a status. */
  async list(payload: ListUsersPayload): Promise<Page<UserDto>> {
    const { role, status, q } = payload ?? {};
    if (role !== undefined && !USER_ROLES.includes(role))
      throw new BadRequestError(Msg.roleInvalid);
    if (status !== undefined && !USER_STATUSES.includes(status))
      throw new BadRequestError(Msg.statusInvalid);
    if (q !== undefined && (typeof q !== 'string' || hasControlCharacters(q)))
      throw new BadRequestError(controlCharactersMessage('q'));
    const { users, total } = await this.users.list({
      pattern: containsPattern(q),
      role,
      status,
      ...adminPage(payload),
    });
    return { items: users.map(toUserDto), total };
  }

  async updateProfile(payload: UpdateProfilePayload): Promise<UserDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const changes: UserChanges = {};
    if (payload.displayName !== undefined)
      changes.displayName = profileText(payload.displayName, 'displayName');
    if (payload.bio !== undefined) changes.bio = profileText(payload.bio, 'bio');
    // Checked under the change's row lock: a ban landing at the same moment wins.
    const updated = await this.users.update(userId, changes, ({ before }) => {
      if (before.status !== 'active') throw new ForbiddenError(AuthMessages.suspended);
    });
    if (!updated) throw new NotFoundError('User not found');
    return toUserDto(updated);
  }

  /** An admin sets a user's status and/or role; refused when it would leave no active admin. */
  async adminUpdate(payload: AdminUpdatePayload): Promise<UserDto> {
    const actorId = requireUuid(payload?.actorId, 'actorId');
    const userId = requireUuid(payload?.userId, 'userId');
    const changes: UserChanges = {};
    if (payload.status !== undefined) {
      if (!USER_STATUSES.includes(payload.status)) throw new BadRequestError(Msg.statusInvalid);
      changes.status = payload.status;
    }
    if (payload.role !== undefined) {
      if (!USER_ROLES.includes(payload.role)) throw new BadRequestError(Msg.roleInvalid);
      changes.role = payload.role;
    }
    if (changes.status === undefined && changes.role === undefined)
      throw new BadRequestError('Provide a status or a role to change');
    // Checked here as well as in the gateway (the bus is not only the gateway's), and under the
    // same lock as the change: an admin demoted a moment ago can no longer act as one.
    const updated = await this.users.update(
      userId,
      changes,
      ({ before, after, activeAdmins, actor }) => {
        if (!actor || !isActiveAdmin(actor))
          throw new ForbiddenError('Only admins can change users');
        if (removesLastActiveAdmin(before, after, activeAdmins))
          throw new ConflictError(AuthMessages.lastAdmin);
      },
      actorId,
    );
    if (!updated) throw new NotFoundError('User not found');
    return toUserDto(updated);
  }

  /**
   * Makes sure this account exists as an active admin with this password (ADMIN_EMAIL and
   * ADMIN_PASSWORD at start): created, or promoted and its password reset.
   */
  async ensureAdmin(emailInput: string, password: string): Promise<UserDto> {
    const email = requireEmail(emailInput);
    const passwordHash = await this.passwords.hash(requireNewPassword(password));
    const existing = await this.users.findByEmail(email);
    if (existing) {
      return toUserDto(
        await this.updateExisting(existing.id, {
          role: 'admin',
          status: 'active',
          passwordHash,
          // The operator's own address: it counts as confirmed (docs/security.md).
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        }),
      );
    }
    try {
      const user = await this.users.create({
        email,
        passwordHash,
        firstName: 'Site',
        lastName: 'Admin',
        displayName: null,
        bio: null,
        role: 'admin',
        emailVerifiedAt: new Date(),
      });
      return toUserDto(user);
    } catch (err) {
      if (err instanceof EmailTakenError) return this.ensureAdmin(emailInput, password); // another instance won the race
      throw err;
    }
  }

  /** Creates an account with a fixed id unless one with that id or email exists (demo seed). */
  async createIfMissing(account: Omit<DemoAccount, 'persona'>): Promise<boolean> {
    const email = normalizeEmail(account.email);
    if ((await this.users.findById(account.id)) || (await this.users.findByEmail(email)))
      return false;
    try {
      await this.users.create({
        id: account.id,
        email,
        passwordHash: await this.passwords.hash(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        displayName: account.displayName,
        bio: account.bio,
        role: account.role,
        // Demo accounts sell from the first minute: their (made-up) addresses count as confirmed.
        emailVerifiedAt: new Date(),
      });
      return true;
    } catch (err) {
      if (err instanceof EmailTakenError) return false;
      throw err;
    }
  }

  private async find(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  private async updateExisting(userId: string, changes: UserChanges): Promise<UserEntity> {
    const user = await this.users.update(userId, changes);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }
}

export function requireEmail(value: unknown): string {
  if (typeof value !== 'string') throw new BadRequestError(Msg.email);
  const email = normalizeEmail(value);
  if (!EMAIL.test(email) || hasControlCharacters(email) || email.length > ACCOUNT_LIMITS.emailMax)
    throw new BadRequestError(Msg.email);
  return email;
}

export function requireNewPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new BadRequestError(Msg.passwordRequired);
  if (value.length < ACCOUNT_LIMITS.passwordMin) throw new BadRequestError(Msg.passwordTooShort);
  if (value.length > ACCOUNT_LIMITS.passwordMax) throw new BadRequestError(Msg.passwordTooLong);
  return value;
}

// Control characters have no place in a name or profile, and Postgres refuses NUL outright.
function refuseControlCharacters(text: string, field: string): void {
  if (hasControlCharacters(text)) throw new BadRequestError(controlCharactersMessage(field));
}

function requireName(value: unknown, field: string, requiredMessage: string): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw new BadRequestError(requiredMessage);
  if (name.length > ACCOUNT_LIMITS.nameMax) throw new BadRequestError(Msg.nameTooLong);
  refuseControlCharacters(name, field);
  return name;
}

const PROFILE_TEXT = {
  displayName: { max: ACCOUNT_LIMITS.displayNameMax, tooLong: Msg.displayNameTooLong },
  bio: { max: ACCOUNT_LIMITS.bioMax, tooLong: Msg.bioTooLong },
} as const;

function profileText(value: unknown, field: keyof typeof PROFILE_TEXT): string | null {
  const { max, tooLong } = PROFILE_TEXT[field];
  if (value !== null && value !== undefined && typeof value !== 'string')
    throw new BadRequestError(tooLong);
  const text = optionalText(value);
  if (text && text.length > max) throw new BadRequestError(tooLong);
  if (text) refuseControlCharacters(text, Field[field]);
  return text;
}
