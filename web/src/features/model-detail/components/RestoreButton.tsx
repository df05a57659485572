import UndoOutlined from '@ant-design/icons/UndoOutlined';
import Button from 'antd/es/button';
import type { Listing } from '../../listings/listingsApi';
import { useListingDecision } from '../../listings/useListingDecision';

/**
 * An admin's way back from a mistaken take-down: approving the listing publishes it again as it
 * was ('Model Updated'); a failure is the one error path's toast with the server's reason.
 */
export function RestoreButton({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const { decide, isLoading } = useListingDecision(listing);
  const restore = () => decide(true, `${listing.title} is restored and live again.`);

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
