import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link } from 'react-router-dom';
import { countOf } from '../../../components/format';
import { LinkButton } from '../../../components/LinkButton';
import { LoadError } from '../../../components/LoadError';
import { fullName, personName } from '../../../components/person-name';
import { initials, joinYear } from '../../auth/user';
import { creatorPath } from '../../creators/creator-path';
import { useGetSellerQuery, type Listing } from '../../listings/listingsApi';
import styles from './CreatorCard.module.css';
import { DetailCard } from './DetailCard';

/**
 * Who made the part: their name (and their full name beneath when it differs), how many models
 * they have published and how often those were downloaded, when they joined, and the way to
 * their creator page.
 */
export function CreatorCard({ listing, className }: { listing: Listing; className?: string }) {
  const {
    data: seller,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetSellerQuery(listing.sellerId);
  // The listing names its seller too, so the name shows before the card's own answer.
  const person = seller ?? listing.seller;
  const year = seller?.joinedAt ? joinYear(seller.joinedAt) : null;
  // Named as on every card and the header; the real name underneath when it says more.
  const name = personName(person, 'Unknown');
  const realName = fullName(person, 'Unknown');

  return (
    <DetailCard id="creator" title="CREATOR" className={className} testId="creator-card">
      <div className={styles.creator}>
        <span className={styles.avatar} aria-hidden>
          {initials(person ?? {})}
        </span>
        <div className={styles.body}>
          <p className={styles.name}>
            <Link
              to={creatorPath(listing.sellerId)}
              className={styles.nameLink}
              data-testid="creator-name"
            >
              {name}
            </Link>
          </p>
          {realName !== name && (
            <p className={styles.realName} data-testid="creator-real-name">
              {realName}
            </p>
          )}
          {isLoading ? (
            <span className={`pp-skeleton ${styles.metaSkeleton}`} aria-hidden />
          ) : seller ? (
            <ul className={styles.meta}>
              <li data-testid="creator-listings">
                <AppstoreOutlined aria-hidden /> {countOf(seller.listingCount, 'model')}
              </li>
              <li data-testid="creator-downloads">
                <DownloadOutlined aria-hidden /> {countOf(seller.totalDownloads, 'download')}
              </li>
              {year !== null && (
                <li data-testid="creator-joined">
                  <CalendarOutlined aria-hidden /> Joined {year}
                </li>
              )}
            </ul>
          ) : null}
        </div>
      </div>
      <LinkButton
        to={creatorPath(listing.sellerId)}
        icon={<UserOutlined aria-hidden />}
        className={styles.profileLink}
        data-testid="creator-page-link"
      >
        View Creator Page
      </LinkButton>
      {error && !seller && <LoadError error={error} onRetry={refetch} retrying={isFetching} />}
    </DetailCard>
  );
}
