import type { AdminPageQuery, Page } from '../admin-lists.js';
import { defineEvent, defineRequest } from '../definitions.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'banned', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A user as every other service and the web app see it. The password hash never leaves users. */
export interface UserDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  role: UserRole;
  status: UserStatus;
  /** The address was confirmed from a mailed link (docs/security.md, Email verification). */
  emailVerified: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export interface RegisterPayload {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  displayName?: string | null;
}

export interface VerifyCredentialsPayload {
  email: string;
  password: string;
}

export interface UpdateProfilePayload {
  userId: string;
  displayName?: string | null;
  bio?: string | null;
}

/** The admin Users tab's query: words of a name or email, a role, a status, a page. */
export interface ListUsersPayload extends AdminPageQuery {
  /** Matched anywhere in the first, last or display name or the email, ignoring case. */
  q?: string;
  role?: UserRole;
  status?: UserStatus;
}

/** An admin's change to another account (or their own): status, role, or both. */
export interface AdminUpdatePayload {
  actorId: string;
  userId: string;
  status?: UserStatus;
  role?: UserRole;
}

/** Emails compare case-insensitively: one account per address however it is typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Field limits, checked by the gateway and again by the users service. */
export const ACCOUNT_LIMITS = {
  emailMax: 254,
  passwordMin: 6,
  /** argon2 hashes any length; the cap keeps one request from costing a second of CPU. */
  passwordMax: 256,
  nameMax: 60,
  displayNameMax: 60,
  bioMax: 500,
} as const;

/** docs/product.md §5's texts, plus the limits it leaves open. */
export const AccountValidationMessages = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  nameTooLong: `Names must be at most ${ACCOUNT_LIMITS.nameMax} characters`,
  displayNameTooLong: `Display name must be at most ${ACCOUNT_LIMITS.displayNameMax} characters`,
  bioTooLong: `Bio must be at most ${ACCOUNT_LIMITS.bioMax} characters`,
  statusInvalid: `status must be one of ${USER_STATUSES.join(', ')}`,
  roleInvalid: `role must be one of ${USER_ROLES.join(', ')}`,
} as const;

/** What the account texts are called in messages ('First name contains characters that are not allowed'). */
export const ACCOUNT_FIELD_NAMES = {
  firstName: 'First name',
  lastName: 'Last name',
  displayName: 'Display name',
  bio: 'Bio',
} as const;

/** Sign-in answers, as shown to the person signing in. One text for both unknown email and wrong password, so nobody can probe which emails have accounts. */
export const AuthMessages = {
  invalidCredentials: 'Invalid email or password',
  suspended: 'This account has been suspended. Contact support if you think this is a mistake.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  lastAdmin: 'You cannot remove the last active admin. Make another user an admin first.',
  /** An admin-only action asked for by someone else (the gateway's guard and each service). */
  adminOnly: 'Only admins can do that.',
} as const;

export const UsersAccounts = {
  /** Creates an active user with role user; ConflictError when the email is taken. */
  register: defineRequest<RegisterPayload, UserDto>('users.account.register'),
  /** The user for these credentials; Unauthorized when wrong, Forbidden when suspended. */
  verifyCredentials: defineRequest<VerifyCredentialsPayload, UserDto>('users.credentials.verify'),
  /** One user by id; NotFound when there is none. */
  get: defineRequest<{ userId: string }, UserDto>('users.account.get'),
  updateProfile: defineRequest<UpdateProfilePayload, UserDto>('users.profile.update'),
  /** A page of users matching the query, newest first (the admin Users tab). */
  list: defineRequest<ListUsersPayload, Page<UserDto>>('users.account.list'),
  /** Conflict when it would leave no active admin. */
  adminUpdate: defineRequest<AdminUpdatePayload, UserDto>('users.account.admin-update'),
} as const;

/** Published after every change to a user, so other services can keep their copies current. */
export interface UserUpdatedEvent {
  user: Omit<UserDto, 'email' | 'emailVerified'>;
  /** ISO 8601 time of the change; consumers keep the newest and ignore older replays. */
  updatedAt: string;
}

export const UsersEvents = {
  userUpdated: defineEvent<UserUpdatedEvent>('users.user.updated'),
} as const;
