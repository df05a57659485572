import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { LOGIN_URL } from '../notifications/login-redirect';
import { showToast, type Toast } from '../notifications/toastSlice';

/** docs/product.md §8: a visitor who tries a signed-in action is sent to sign in after 1 s. */
const SIGN_IN_PROMPT_DELAY_MS = 1000;

/** What a visitor is told, and where they go, per action. */
const SIGN_IN_PROMPTS = {
  // docs/product.md §8 gives the cart's and the download's words and destinations.
  cart: { description: 'Please log in to add items to cart', to: LOGIN_URL },
  download: { description: 'Please log in to download files', to: '/auth' },
  // Section 5 only says a like needs sign-in: it borrows the download's way (the /auth page).
  like: { description: 'Please log in to save favorites', to: '/auth' },
  collection: { description: 'Please log in to save to collections', to: '/auth' },
} as const;

export type SignInAction = keyof typeof SIGN_IN_PROMPTS;

function signInToast(action: SignInAction): Toast {
  return {
    kind: 'warning',
    title: 'Login Required',
    description: SIGN_IN_PROMPTS[action].description,
  };
}

/**
 * For a visitor who clicked something that needs an account: the 'Login Required' toast, then,
 * a second later, the sign-in page (an in-app route, or the server's /api/login).
 */
export function useSignInPrompt(): (action: SignInAction) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (action: SignInAction) => {
      dispatch(showToast(signInToast(action)));
      const { to } = SIGN_IN_PROMPTS[action];
      setTimeout(() => {
        if (to.startsWith('/api/')) window.location.assign(to);
        else navigate(to);
      }, SIGN_IN_PROMPT_DELAY_MS);
    },
    [dispatch, navigate],
  );
}
