import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCurrentUser } from '../../../app/access';
import { useTabParam } from '../../../components/useTabParam';
import { PageLoading } from '../../../layouts/PageLoading';
import { useListCollectionsQuery } from '../../collections/collectionsApi';
import { useListListingsQuery } from '../../listings/listingsApi';
import { useGetEarningsQuery } from '../../orders/ordersApi';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileTabs } from '../components/ProfileTabs';
import { StatCards } from '../components/StatCards';
import { profileStats } from '../profile-stats';
import { PROFILE_TABS } from '../profile-tabs';
import styles from './ProfilePage.module.css';

/**
 * The user's own models, drafts and rejected ones included: the API's largest page. A seller
 * with more sees their newest 100 until paging arrives here; the counts come from the list's
 * total (X-Total-Count), while downloads and rating add up over those 100. Earnings come from
 * the orders ledger (GET /api/earnings), whatever the number of models.
 */
const UPLOADS_LIMIT = 100;

/** /profile (signed-in only; the route table guards it). */
export default function ProfilePage() {
  const user = useCurrentUser();
  const [tab, selectTab] = useTabParam(PROFILE_TABS);
  const uploads = useListListingsQuery(
    user ? { sellerId: user.id, sort: 'newest', limit: UPLOADS_LIMIT } : skipToken,
  );

  const earnings = useGetEarningsQuery(user ? undefined : skipToken);
  // The Collections tab's own list: the header counts what the tab shows.
  const collections = useListCollectionsQuery(user ? undefined : skipToken);

  if (!user) return <PageLoading />;
  const listings = uploads.data?.items ?? [];
  const total = uploads.data?.total ?? listings.length;

  return (
    <div className={`pp-container ${styles.page}`}>
      <ProfileHeader user={user} uploads={total} collections={collections.data?.length ?? 0} />
      <StatCards
        stats={profileStats(
          listings,
          total,
          earnings.data?.totalCents ?? (earnings.error ? null : undefined),
        )}
        loading={uploads.isLoading}
      />
      <ProfileTabs
        user={user}
        tab={tab}
        uploads={{
          listings: uploads.data?.items,
          total,
          error: uploads.error,
          isLoading: uploads.isLoading,
          isFetching: uploads.isFetching,
          refetch: () => void uploads.refetch(),
        }}
        onTabChange={selectTab}
      />
    </div>
  );
}
