import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { useListDownloadsQuery } from '../../downloads/downloadsApi';
import { DownloadCard } from './DownloadCard';
import styles from './ProfileCardList.module.css';

/** Downloads: every listing the user has downloaded (GET /api/downloads), latest first. */
export function MyDownloads() {
  const { data: downloads, error, isLoading, isFetching, refetch } = useListDownloadsQuery();

  if (isLoading)
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading your downloads">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  if (error || !downloads)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="profile-downloads-error"
      />
    );
  if (downloads.length === 0)
    return (
      <EmptyState
        icon={<CloudDownloadOutlined />}
        title="No downloads yet"
        testId="profile-downloads-empty"
        actions={
          <LinkButton to="/search" size="large" icon={<SearchOutlined />}>
            Browse Parts
          </LinkButton>
        }
      >
        Files you download land here, ready to print again whenever you need them.
      </EmptyState>
    );

  return (
    <div className={styles.list}>
      <p className={styles.count} data-testid="profile-downloads-count">
        {countOf(downloads.length, 'model')}
      </p>
      <ul className={styles.grid} aria-label="My downloads" data-testid="profile-downloads">
        {downloads.map((download) => (
          <DownloadCard key={download.listing.id} download={download} />
        ))}
      </ul>
    </div>
  );
}
