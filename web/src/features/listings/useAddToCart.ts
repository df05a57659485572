import { useCurrentUser } from '../../app/access';
import { useAppDispatch } from '../../app/hooks';
import { isSignInNeeded, useAddToCartMutation } from '../cart/cartApi';
import { showToast } from '../notifications/toastSlice';
import type { Listing } from './listingsApi';
import { useSignInPrompt } from './sign-in-prompt';

/**
 * Add to Cart, as cards and the model page use it (docs/product.md §8): POST /api/cart/items,
 * then 'Added to Cart' / '{title} added to your cart'. A visitor, or a session that lapsed (a
 * 401), gets 'Login Required' / 'Please log in to add items to cart' and /api/login a second
 * later. Any other failure is the api's toast, 'Error' / 'Failed to add item to cart' with the
 * server's reason when it refused (your own model, one you own). Resolves true once added.
 */
export function useAddToCart() {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const promptSignIn = useSignInPrompt();
  const [addToCart, { isLoading }] = useAddToCartMutation();

  const add = async (listing: Pick<Listing, 'id' | 'title'>): Promise<boolean> => {
    if (!user) {
      promptSignIn('cart');
      return false;
    }
    try {
      await addToCart({ modelId: listing.id }).unwrap();
    } catch (error) {
      if (isSignInNeeded(error)) promptSignIn('cart');
      return false;
    }
    dispatch(
      showToast({
        kind: 'success',
        title: 'Added to Cart',
        description: `${listing.title} added to your cart`,
      }),
    );
    return true;
  };

  return { add, adding: isLoading };
}
