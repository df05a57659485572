import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import Input from 'antd/es/input';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { PendingFitPhotos } from '../../fit-confirmations/components/PendingFitPhotos';
import { useListPendingListingsQuery } from '../approvalsApi';
import { pageArgs, useDebouncedValue } from '../admin-page';
import styles from '../pages/AdminPage.module.css';
import { AdminPager } from './AdminPager';
import { PendingRow } from './PendingRow';
import { ReviewModelDialog } from './ReviewModelDialog';

/**
 * Approvals: models waiting for review, oldest first, a page at a time and searched by title,
 * each with its REVIEW MODEL dialog.
 */
export function ApprovalsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const { data, error, isLoading, isFetching, refetch } = useListPendingListingsQuery({
    q: q || undefined,
    ...pageArgs(page),
  });
  const listings = data?.items;
  const [viewingId, setViewingId] = useState<string | null>(null);
  // Looked up on every render: once decided, the listing leaves the list and the dialog closes.
  const viewing = listings?.find((listing) => listing.id === viewingId) ?? null;

  const toolbar = (
    <div className={styles.toolbar}>
      <Input.Search
        allowClear
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        placeholder="Search by title"
        aria-label="Search pending models"
        loading={isFetching && Boolean(q)}
        className={styles.search}
        data-testid="admin-pending-search"
      />
    </div>
  );

  if (isLoading)
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading pending models">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.pendingSkeleton}`} />
        ))}
      </ul>
    );
  if (error || !data || !listings)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-pending-error"
      />
    );
  if (listings.length === 0 && q)
    return (
      <>
        {toolbar}
        <EmptyState
          icon={<CheckCircleOutlined />}
          title="No pending models match"
          testId="admin-pending-empty"
        />
      </>
    );
  if (listings.length === 0)
    return (
      <>
        <EmptyState
          icon={<CheckCircleOutlined />}
          title="No models pending approval"
          testId="admin-pending-empty"
        >
          New uploads wait here for review before they go live.
        </EmptyState>
        <PendingFitPhotos />
      </>
    );

  return (
    <>
      {toolbar}
      <p className={styles.count} data-testid="admin-pending-count">
        {countOf(data.total, 'model')} {q ? 'found' : 'waiting for review'}
      </p>
      <ul className={styles.list} aria-label="Models pending approval" data-testid="admin-pending">
        {listings.map((listing) => (
          <PendingRow key={listing.id} listing={listing} onView={() => setViewingId(listing.id)} />
        ))}
      </ul>
      <AdminPager
        page={page}
        total={data.total}
        onChange={setPage}
        noun="models"
        testId="admin-pending-pager"
      />
      <ReviewModelDialog listing={viewing} onClose={() => setViewingId(null)} />
      <PendingFitPhotos />
    </>
  );
}
