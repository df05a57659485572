/**
 * The sign-in and sign-up field rules, with the spec's exact messages. Each check returns the
 * message to show, or null when the value is fine.
 */
import type { ACCOUNT_LIMITS, AccountValidationMessages } from '@pitstop/contracts';

// The contract's values can't be imported into the app (type-only imports keep the contracts out
// of the bundle); typed by them, these fail to compile if they ever drift from the server's.
type Limits = typeof ACCOUNT_LIMITS;
type Messages = typeof AccountValidationMessages;

const AUTH_MESSAGES: Pick<
  Messages,
  'email' | 'passwordRequired' | 'passwordTooShort' | 'firstName' | 'lastName'
> = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
};

export const MIN_PASSWORD_LENGTH: Limits['passwordMin'] = 6;

/** The server's length caps: inputs stop typing there. */
export const NAME_MAX: Limits['nameMax'] = 60;
export const DISPLAY_NAME_MAX: Limits['displayNameMax'] = 60;
export const BIO_MAX: Limits['bioMax'] = 500;

// One @, something before it, a dot in the domain, no spaces: what a person can type by mistake
// is caught here; the server has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Check = (value: string | undefined) => string | null;

export const checkEmail: Check = (value) =>
  EMAIL.test((value ?? '').trim()) ? null : AUTH_MESSAGES.email;

export const checkSignInPassword: Check = (value) =>
  (value ?? '').length >= 1 ? null : AUTH_MESSAGES.passwordRequired;

export const checkNewPassword: Check = (value) =>
  (value ?? '').length >= MIN_PASSWORD_LENGTH ? null : AUTH_MESSAGES.passwordTooShort;

export const checkFirstName: Check = (value) =>
  (value ?? '').trim().length >= 1 ? null : AUTH_MESSAGES.firstName;

export const checkLastName: Check = (value) =>
  (value ?? '').trim().length >= 1 ? null : AUTH_MESSAGES.lastName;
