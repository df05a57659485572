import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { useListPendingListingsQuery } from '../../listings/listingsApi';
import styles from '../pages/AdminPage.module.css';
import { PendingRow } from './PendingRow';
import { ReviewModelDialog } from './ReviewModelDialog';

/** Approvals: models waiting for review, oldest first, each with its REVIEW MODEL dialog. */
export function ApprovalsTab() {
  const { data: listings, error, isLoading, isFetching, refetch } = useListPendingListingsQuery();
  const [viewingId, setViewingId] = useState<string | null>(null);
  // Looked up on every render: once decided, the listing leaves the list and the dialog closes.
  const viewing = listings?.find((listing) => listing.id === viewingId) ?? null;

  if (isLoading)
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading pending models">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.pendingSkeleton}`} />
        ))}
      </ul>
    );
  if (error || !listings)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-pending-error"
      />
    );
  if (listings.length === 0)
    return (
      <EmptyState
        icon={<CheckCircleOutlined />}
        title="No models pending approval"
        testId="admin-pending-empty"
      >
        New uploads wait here for review before they go live.
      </EmptyState>
    );

  return (
    <>
      <p className={styles.count} data-testid="admin-pending-count">
        {countOf(listings.length, 'model')} waiting for review
      </p>
      <ul className={styles.list} aria-label="Models pending approval" data-testid="admin-pending">
        {listings.map((listing) => (
          <PendingRow key={listing.id} listing={listing} onView={() => setViewingId(listing.id)} />
        ))}
      </ul>
      <ReviewModelDialog listing={viewing} onClose={() => setViewingId(null)} />
    </>
  );
}
