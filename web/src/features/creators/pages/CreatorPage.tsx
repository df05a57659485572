import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { creatorPageHead } from '@pitstop/contracts';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { EmptyState } from '../../../components/EmptyState';
import { formatCount } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { OffTrack } from '../../../components/OffTrack';
import { fullName, personName } from '../../../components/person-name';
import { usePageMeta } from '../../../components/usePageMeta';
import { initials, joinYear } from '../../auth/user';
import { CreatorMakes } from '../../fit-confirmations/components/CreatorMakes';
import { ListingGrid } from '../../listings/components/ListingGrid';
import { StarRating } from '../../listings/components/StarRating';
import { useGetSellerPageInfiniteQuery, type Seller } from '../../listings/listingsApi';
import styles from './CreatorPage.module.css';

/**
 * /creators/{id}: a creator's public page, where the model page's Creator card and the cards'
 * seller names lead: who they are (name, bio, join year), their totals (published models,
 * downloads, rating) and their published models, newest first, a page at a time.
 */
export default function CreatorPage() {
  const { id = '' } = useParams();
  const {
    data,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useGetSellerPageInfiniteQuery(id);
  const creator = data?.pages[0];
  const notFound = !creator && isError && isApiError(error) && error.status === 404;
  const name = creator ? personName(creator, 'Unknown') : null;

  // The same words the gateway wrote into the served page's head.
  const head = creatorPageHead(creator && name ? { ...creator, name } : null, notFound);
  usePageMeta(head.title, head.description);

  if (notFound)
    return <OffTrack text="This creator isn't in the paddock." testId="creator-not-found" />;
  if (!creator && isError)
    return (
      <div className={`pp-container ${styles.page}`}>
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          testId="creator-load-error"
        />
      </div>
    );

  const listings = data?.pages.flatMap((page) => page.listings);
  return (
    <div className={`pp-container ${styles.page}`}>
      {creator ? (
        <CreatorHeader creator={creator} />
      ) : (
        <div className={`pp-skeleton ${styles.headerSkeleton}`} aria-hidden />
      )}
      <section className={styles.models} aria-labelledby="creator-models">
        <h2 id="creator-models" className={styles.sectionTitle}>
          MODELS
        </h2>
        {creator && listings?.length === 0 ? (
          <EmptyState
            icon={<AppstoreOutlined />}
            title="No published models yet"
            testId="creator-empty"
          >
            {personName(creator, 'This creator')} hasn't published any parts yet. Check back soon.
          </EmptyState>
        ) : (
          <ListingGrid
            listings={listings}
            label={name ? `Models by ${name}` : 'the models'}
            testId="creator-listings-grid"
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={() => void fetchNextPage()}
            loadMoreLabel="Load More Parts"
          />
        )}
      </section>
      {creator && <CreatorMakes sellerId={creator.id} className={styles.models} />}
    </div>
  );
}

function CreatorHeader({ creator }: { creator: Seller }) {
  const name = personName(creator, 'Unknown');
  const realName = fullName(creator, 'Unknown');
  const year = creator.joinedAt ? joinYear(creator.joinedAt) : null;
  return (
    <header className={styles.header}>
      <span className={styles.avatar} aria-hidden>
        {initials(creator)}
      </span>
      <div className={styles.body}>
        <p className={styles.eyebrow}>CREATOR</p>
        <h1 className={styles.name} data-testid="creator-page-name">
          {name}
        </h1>
        {realName !== name && (
          <p className={styles.realName} data-testid="creator-page-real-name">
            {realName}
          </p>
        )}
        <p
          className={creator.bio ? styles.bio : `${styles.bio} ${styles.noBio}`}
          data-testid="creator-page-bio"
        >
          {creator.bio || 'No bio added yet.'}
        </p>
        {year !== null && (
          <p className={styles.joined} data-testid="creator-page-joined">
            <CalendarOutlined aria-hidden /> Joined {year}
          </p>
        )}
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>
            <AppstoreOutlined aria-hidden /> Models
          </dt>
          <dd data-testid="creator-page-models">{formatCount(creator.listingCount)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <DownloadOutlined aria-hidden /> Downloads
          </dt>
          <dd data-testid="creator-page-downloads">{formatCount(creator.totalDownloads)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <StarFilled aria-hidden /> Rating
          </dt>
          <dd data-testid="creator-page-rating">
            {creator.ratingCount > 0 ? creator.ratingAvg.toFixed(1) : '–'}
            <StarRating
              ratingAvg={creator.ratingAvg}
              ratingCount={creator.ratingCount}
              className={styles.stars}
            />
          </dd>
        </div>
      </dl>
    </header>
  );
}
