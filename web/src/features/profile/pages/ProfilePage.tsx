import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/access';
import { PageLoading } from '../../../layouts/PageLoading';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileTabs } from '../components/ProfileTabs';
import { StatCards } from '../components/StatCards';
import { profileStats, type ModelStats } from '../profile-stats';
import { parseProfileTab } from '../profile-tabs';
import styles from './ProfilePage.module.css';

// The user's models and collections arrive with the listing and collection issues; until then
// every count is a real zero.
const NO_MODELS: ModelStats[] = [];
const NO_COLLECTIONS = 0;

/** /profile (signed-in only; the route table guards it). */
export default function ProfilePage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = parseProfileTab(params.get('tab'));

  if (!user) return <PageLoading />;

  return (
    <div className={`pp-container ${styles.page}`}>
      <ProfileHeader user={user} uploads={NO_MODELS.length} collections={NO_COLLECTIONS} />
      <StatCards stats={profileStats(NO_MODELS)} />
      <ProfileTabs
        user={user}
        tab={tab}
        onTabChange={(next) => setParams({ tab: next }, { replace: true })}
      />
    </div>
  );
}
