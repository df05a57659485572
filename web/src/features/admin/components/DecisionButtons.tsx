import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Button from 'antd/es/button';
import type { Listing } from '../../listings/listingsApi';
import { useListingDecision } from '../../listings/useListingDecision';

interface DecisionButtonsProps {
  listing: Pick<Listing, 'id' | 'title'>;
  /** Names the buttons for tests: `{testIdPrefix}-reject`, `{testIdPrefix}-approve`. */
  testIdPrefix: string;
  /** After the server has agreed (the REVIEW MODEL dialog closes then). */
  onDecided?: () => void;
}

/**
 * Reject and Approve for a pending listing, on its row and in its REVIEW MODEL dialog: 'Model
 * Updated' when the server agrees (the listing then leaves the pending list, and the home
 * shelves and make counts refresh); a failure is the one error path's toast with the reason.
 */
export function DecisionButtons({ listing, testIdPrefix, onDecided }: DecisionButtonsProps) {
  const { decide: send, isLoading, pending } = useListingDecision(listing);

  const decide = async (approved: boolean) => {
    const outcome = approved
      ? `${listing.title} is approved and now live.`
      : `${listing.title} was rejected.`;
    if (await send(approved, outcome)) onDecided?.();
  };

  return (
    <>
      <Button
        danger
        icon={<CloseOutlined />}
        loading={pending === false}
        disabled={isLoading}
        onClick={() => void decide(false)}
        data-testid={`${testIdPrefix}-reject`}
      >
        Reject
      </Button>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        loading={pending === true}
        disabled={isLoading}
        onClick={() => void decide(true)}
        data-testid={`${testIdPrefix}-approve`}
      >
        Approve
      </Button>
    </>
  );
}
