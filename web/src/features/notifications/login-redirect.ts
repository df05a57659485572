import type { Dispatch } from '@reduxjs/toolkit';
import { showToast, type Toast } from './toastSlice';

/** The server address that starts a sign-in (it redirects to /auth). */
export const LOGIN_URL = '/api/login';

/** How long the 'Unauthorized' toast shows before the browser leaves for LOGIN_URL. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const UNAUTHORIZED_TOAST: Toast = {
  kind: 'error',
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
};

let leaving = false;

/**
 * The spec's way out for a visitor who needs to be signed in (a protected page, or a request the
 * server answers 401 Unauthorized): the toast, then /api/login after half a second. Several
 * callers may ask at once; the toast and the navigation happen once.
 */
export function redirectToLogin(dispatch: Dispatch): void {
  if (leaving) return;
  leaving = true;
  dispatch(showToast(UNAUTHORIZED_TOAST));
  setTimeout(() => window.location.assign(LOGIN_URL), LOGIN_REDIRECT_DELAY_MS);
}
