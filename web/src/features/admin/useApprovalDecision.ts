import { useAppDispatch } from '../../app/hooks';
import { useDecideListingMutation, type Listing } from '../listings/listingsApi';
import { showToast } from '../notifications/toastSlice';

/**
 * Approve or reject a pending listing: 'Model Updated' when the server agrees (the listing then
 * leaves the pending list, and the home shelves and make counts refresh); a failure is the one
 * error path's toast with the server's reason.
 */
export function useApprovalDecision() {
  const dispatch = useAppDispatch();
  const [decide, { isLoading, originalArgs }] = useDecideListingMutation();

  const decideOn = async (listing: Pick<Listing, 'id' | 'title'>, approved: boolean) => {
    try {
      await decide({ listingId: listing.id, approved }).unwrap();
      dispatch(
        showToast({
          kind: 'success',
          title: 'Model Updated',
          description: approved
            ? `${listing.title} is approved and now live.`
            : `${listing.title} was rejected.`,
        }),
      );
      return true;
    } catch {
      return false;
    }
  };

  /** Which listing, and which way, is being decided right now. */
  const pending = isLoading && originalArgs ? originalArgs : null;
  return { decideOn, pending };
}
