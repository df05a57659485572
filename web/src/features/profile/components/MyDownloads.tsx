import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { useListDownloadsQuery } from '../../downloads/downloadsApi';
import { useListEntitlementsQuery } from '../../orders/ordersApi';
import { DownloadCard } from './DownloadCard';
import { PurchasedCard } from './PurchasedCard';
import styles from './ProfileCardList.module.css';

/**
 * Downloads: the files the user bought and has not downloaded yet (GET /api/entitlements), then
 * every listing they have downloaded (GET /api/downloads), latest first.
 */
export function MyDownloads() {
  const downloadsQuery = useListDownloadsQuery();
  const purchasesQuery = useListEntitlementsQuery();
  const { data: downloads } = downloadsQuery;
  const isLoading = downloadsQuery.isLoading || purchasesQuery.isLoading;
  const isFetching = downloadsQuery.isFetching || purchasesQuery.isFetching;
  const error = downloadsQuery.error ?? purchasesQuery.error;
  const refetch = () => {
    if (downloadsQuery.error) void downloadsQuery.refetch();
    if (purchasesQuery.error) void purchasesQuery.refetch();
  };

  if (isLoading)
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading your downloads">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  if (error || !downloads || !purchasesQuery.data)
    return (
      <LoadError
        error={error}
        onRetry={refetch}
        retrying={isFetching}
        testId="profile-downloads-error"
      />
    );
  const downloaded = new Set(downloads.map(({ listing }) => listing.id));
  const notYet = purchasesQuery.data.filter((purchase) => !downloaded.has(purchase.modelId));
  if (downloads.length === 0 && notYet.length === 0)
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
        {countOf(downloads.length + notYet.length, 'model')}
      </p>
      <ul className={styles.grid} aria-label="My downloads" data-testid="profile-downloads">
        {notYet.map((purchase) => (
          <PurchasedCard key={purchase.modelId} purchase={purchase} />
        ))}
        {downloads.map((download) => (
          <DownloadCard key={download.listing.id} download={download} />
        ))}
      </ul>
    </div>
  );
}
