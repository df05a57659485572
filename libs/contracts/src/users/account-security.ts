import { defineRequest } from '../definitions.js';
import type { UserDto } from './accounts.js';

/**
 * Password reset, password and email changes, email verification and account deletion
 * (docs/security.md, Account recovery). Tokens travel only in mails; the users service keeps
 * their SHA-256, each single-use and short-lived.
 */
export const ACCOUNT_TOKEN_MINUTES = {
  'password-reset': 60,
  'email-verify': 48 * 60,
  'email-change': 24 * 60,
} as const;
export type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_MINUTES;

/** The texts people see on these flows; the gateway, the users service and the web share them. */
export const AccountMessages = {
  /** Forgot password: the same answer whether or not the address has an account. */
  resetRequested:
    'If an account uses this address, we sent it a link to choose a new password. The link works for 1 hour.',
  resetTokenInvalid:
    'This password reset link is invalid, used or expired. Ask for a new one from the sign-in page.',
  passwordReset: 'Your password was changed. Sign in with your new password.',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  verifyTokenInvalid:
    'This confirmation link is invalid, used or expired. Ask for a new one from the banner after signing in.',
  emailVerified: 'Your email address is confirmed.',
  alreadyVerified: 'Your email address is already confirmed.',
  verificationSent: (email: string) => `We sent a confirmation link to ${email}.`,
  verifyBeforePublishing: (email: string) =>
    `Verify your email address before publishing a listing. We sent a link to ${email}.`,
  sameEmail: 'That is already your email address.',
  emailChangeRequested: (email: string) =>
    `We sent a confirmation link to ${email}. Your address changes once you open it.`,
  accountDeleted: 'Your account was deleted.',
} as const;

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

export interface ChangePasswordPayload {
  userId: string;
  currentPassword: string;
  newPassword: string;
}

export interface RequestEmailChangePayload {
  userId: string;
  email: string;
  password: string;
}

export const UsersAccountSecurity = {
  /**
   * Forgot password: mails a reset link when an active account has this address; answers the
   * same either way (the gateway does not even wait for it).
   */
  requestPasswordReset: defineRequest<{ email: string }, { queued: boolean }>(
    'users.password.request-reset',
  ),
  /** Sets the password from a reset token; BadRequest when the token is unknown, used or expired. */
  resetPassword: defineRequest<ResetPasswordPayload, { userId: string }>('users.password.reset'),
  /** BadRequest 'Current password is incorrect' when the current one does not match. */
  changePassword: defineRequest<ChangePasswordPayload, UserDto>('users.password.change'),
  /** Confirms a registration's address or an asked-for new address from its token. */
  confirmEmail: defineRequest<{ token: string }, UserDto>('users.email.confirm'),
  /** Mails a new verification link; Conflict when the address is confirmed already. */
  resendVerification: defineRequest<{ userId: string }, { email: string }>(
    'users.email.resend-verification',
  ),
  /** Mails a confirmation link to the new address and a notice to the current one. */
  requestEmailChange: defineRequest<RequestEmailChangePayload, { email: string }>(
    'users.email.request-change',
  ),
  /**
   * Erases the account's personal data (names, email, bio, avatar), marks it deleted and tells
   * every service (users.user.updated). BadRequest when the password does not match.
   */
  deleteAccount: defineRequest<{ userId: string; password: string }, UserDto>(
    'users.account.delete',
  ),
} as const;
