/**
 * The sign-in and sign-up field rules, with the spec's exact messages. Each check returns the
 * message to show, or null when the value is fine.
 */

const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  firstName: 'First name is required',
  lastName: 'Last name is required',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** The server's length caps (ACCOUNT_LIMITS in libs/contracts): inputs stop typing there. */
export const NAME_MAX = 60;
export const DISPLAY_NAME_MAX = 60;
export const BIO_MAX = 500;

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
