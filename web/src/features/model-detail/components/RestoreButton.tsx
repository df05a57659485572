import UndoOutlined from '@ant-design/icons/UndoOutlined';
import Button from 'antd/es/button';
import { useAppDispatch } from '../../../app/hooks';
import { useDecideListingMutation, type Listing } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';

/**
 * An admin's way back from a mistaken take-down: approving the listing publishes it again as it
 * was ('Model Updated'); a failure is the one error path's toast with the server's reason.
 */
export function RestoreButton({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const dispatch = useAppDispatch();
  const [decideListing, { isLoading }] = useDecideListingMutation();

  const restore = async () => {
    try {
      await decideListing({ listingId: listing.id, approved: true }).unwrap();
    } catch {
      return;
    }
    dispatch(
      showToast({
        kind: 'success',
        title: 'Model Updated',
        description: `${listing.title} is restored and live again.`,
      }),
    );
  };

  return (
    <Button
      icon={<UndoOutlined aria-hidden />}
      loading={isLoading}
      onClick={() => void restore()}
      data-testid="model-restore"
    >
      Restore listing
    </Button>
  );
}
