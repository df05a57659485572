import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { isApiError } from '../../api/api-error';
import { redirectToLogin, UNAUTHORIZED_TOAST } from './login-redirect';
import { showToast, type Toast } from './toastSlice';

/** The toast for a failed request (the spec's error catalogue): title by endpoint, message as sent. */
export function toastForFailure(payload: unknown): Toast {
  if (isApiError(payload))
    return {
      kind: 'error',
      title: payload.title ?? 'Error',
      description: payload.description ?? payload.message,
    };
  return { kind: 'error', title: 'Error', description: 'Something went wrong. Please try again.' };
}

/**
 * The spec's test for a lapsed session: a 401 whose message ('401: {body}') says Unauthorized.
 * A wrong password is also a 401, but 'Invalid email or password' is not a lapsed session.
 */
export function isUnauthorized(payload: unknown): boolean {
  return (
    isApiError(payload) &&
    payload.status === 401 &&
    payload.message.startsWith('401: ') &&
    payload.message.includes('Unauthorized')
  );
}

type FailureReaction =
  { kind: 'login'; toast: Toast } | { kind: 'toast'; toast: Toast } | { kind: 'none' };

/**
 * What a failed request does: a lapsed session sends the user to sign in again (whatever the
 * page, unless the caller prompts for it itself), a failure its page shows itself does nothing
 * more, anything else is a toast.
 */
export function reactionToFailure(payload: unknown): FailureReaction {
  if (isUnauthorized(payload))
    return isApiError(payload) && payload.ownSignInPrompt
      ? { kind: 'none' }
      : { kind: 'login', toast: UNAUTHORIZED_TOAST };
  if (isApiError(payload) && payload.inline) return { kind: 'none' };
  return { kind: 'toast', toast: toastForFailure(payload) };
}

/** The one place where failed requests reach the user. */
export const errorToastListener = createListenerMiddleware();

errorToastListener.startListening({
  matcher: isRejectedWithValue,
  effect: (action, { dispatch }) => {
    const reaction = reactionToFailure(action.payload);
    if (reaction.kind === 'login') redirectToLogin(dispatch);
    else if (reaction.kind === 'toast') dispatch(showToast(reaction.toast));
  },
});
