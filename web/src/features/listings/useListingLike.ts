import { useCurrentUser } from '../../app/access';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../notifications/toastSlice';
import { useToggleLikeMutation, type Listing } from './listingsApi';
import { useSignInPrompt } from './sign-in-prompt';

/** docs/product.md §4 'Like': the toast after the server has flipped it. */
const LIKED_TOAST = 'Added to favorites';
const UNLIKED_TOAST = 'Removed from favorites';

/**
 * The heart of a card or the model page. Signed in, it really likes (every view of the listing
 * flips once the server answers, see toggleLike); a visitor is sent to sign in. A failure is
 * the error listener's 'Failed to update favorites. Please try again.' toast.
 */
export function useListingLike(listing: Pick<Listing, 'id' | 'likedByMe' | 'likeCount'>) {
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const promptSignIn = useSignInPrompt();
  const [toggleLike, { isLoading }] = useToggleLikeMutation();

  const toggle = async () => {
    if (!user) {
      promptSignIn('like');
      return;
    }
    try {
      // The state wanted, not a flip: see toggleLike.
      const state = await toggleLike({ listingId: listing.id, liked: !listing.likedByMe }).unwrap();
      dispatch(showToast({ kind: 'success', title: state.liked ? LIKED_TOAST : UNLIKED_TOAST }));
    } catch {
      // Shown by the one error path.
    }
  };

  return {
    liked: !!user && listing.likedByMe,
    likeCount: listing.likeCount,
    pending: isLoading,
    toggle,
  };
}
