import { useCurrentUser } from '../../app/access';
import { useAppDispatch } from '../../app/hooks';
import { comingSoonToast, showToast } from '../notifications/toastSlice';
import type { Listing } from './listingsApi';
import { useSignInPrompt } from './sign-in-prompt';

/**
 * Add to Cart, as cards and the model page use it. A visitor gets SPEC.md section 8's 'Login
 * Required' / 'Please log in to add items to cart' and /api/login a second later. The cart
 * itself arrives with the orders issue: until then a signed-in click says so ('Coming Soon')
 * rather than pretend. That issue puts POST /api/cart/items in `add`, and its mutation's
 * isLoading becomes `adding`, which the buttons already show as ADDING...
 */
export function useAddToCart() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const promptSignIn = useSignInPrompt();

  const add = async (_listing: Pick<Listing, 'id' | 'title'>): Promise<void> => {
    if (!user) {
      promptSignIn('cart');
      return;
    }
    dispatch(showToast(comingSoonToast('The cart')));
  };

  return { add, adding: false };
}
