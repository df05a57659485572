import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { isApiError } from '../../api/api-error';
import { showToast, type Toast } from './toastSlice';

/** The toast for a failed request (the spec's error catalogue): title by endpoint, message as sent. */
export function toastForFailure(payload: unknown): Toast {
  if (isApiError(payload))
    return { kind: 'error', title: payload.title ?? 'Error', description: payload.message };
  return { kind: 'error', title: 'Error', description: 'Something went wrong. Please try again.' };
}

/**
 * The one place where failed requests reach the user: every rejected RTK Query call becomes a
 * toast. (The accounts issue adds the 401 rule here: 'Unauthorized' toast, then /api/login.)
 */
export const errorToastListener = createListenerMiddleware();

errorToastListener.startListening({
  matcher: isRejectedWithValue,
  effect: (action, { dispatch }) => {
    dispatch(showToast(toastForFailure(action.payload)));
  },
});
