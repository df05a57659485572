import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../notifications/toastSlice';
import { useDecideListingMutation } from '../admin/approvalsApi';
import type { Listing } from './listingsApi';

/**
 * An admin's decision on a listing: approve (publish, or restore a taken-down one) or reject.
 * 'Model Updated' with what became of it when the server agrees; a failure is the one error
 * path's toast with the server's reason. `pending` is which way a decision being sent goes.
 */
export function useListingDecision(listing: Pick<Listing, 'id'>) {
  const dispatch = useAppDispatch();
  const [decideListing, { isLoading, originalArgs }] = useDecideListingMutation();

  /** True once the server has agreed (and the toast says `outcome`). */
  const decide = async (approved: boolean, outcome: string): Promise<boolean> => {
    try {
      await decideListing({ listingId: listing.id, approved }).unwrap();
    } catch {
      return false;
    }
    dispatch(showToast({ kind: 'success', title: 'Model Updated', description: outcome }));
    return true;
  };

  return { decide, isLoading, pending: isLoading ? originalArgs?.approved : undefined };
}
