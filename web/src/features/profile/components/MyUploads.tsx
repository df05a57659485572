import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import type { Listing } from '../../listings/listingsApi';
import list from './ProfileCardList.module.css';
import styles from './MyUploads.module.css';
import { UploadCard } from './UploadCard';

/** The seller's own listings as GET /api/models3d?sellerId={me} gives them (drafts included). */
export interface UploadsState {
  listings: Listing[] | undefined;
  /** All of them (X-Total-Count); more than `listings` when they fill more than one page. */
  total: number;
  error: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => void;
}

const upload = (
  <LinkButton to="/upload" type="primary" size="large" icon={<PlusOutlined />}>
    Upload New Model
  </LinkButton>
);

/** My Uploads: every model the user has uploaded, where each stands, and its Edit button. */
export function MyUploads({
  listings,
  total,
  error,
  isLoading,
  isFetching,
  refetch,
}: UploadsState) {
  if (isLoading)
    return (
      <ul className={list.grid} aria-busy="true" aria-label="Loading your uploads">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${list.skeleton}`} />
        ))}
      </ul>
    );
  if (error || !listings)
    return (
      <LoadError
        error={error}
        onRetry={refetch}
        retrying={isFetching}
        testId="profile-uploads-error"
      />
    );
  if (listings.length === 0)
    return (
      <EmptyState
        icon={<CloudUploadOutlined />}
        title="No uploads yet"
        testId="profile-uploads-empty"
        actions={upload}
      >
        Share your first design with the grid: upload the STL, pick the cars it fits, then make it
        free or set a price.
      </EmptyState>
    );

  return (
    <div className={list.list}>
      <div className={styles.bar}>
        <p className={list.count} data-testid="profile-uploads-count">
          {countOf(total, 'model')}
          {total > listings.length && (
            <span className={styles.shown}> · showing the newest {listings.length}</span>
          )}
        </p>
        {upload}
      </div>
      <ul className={list.grid} aria-label="My uploads" data-testid="profile-uploads">
        {listings.map((listing) => (
          <UploadCard key={listing.id} listing={listing} />
        ))}
      </ul>
    </div>
  );
}
