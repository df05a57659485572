import Input from 'antd/es/input';
import Tabs from 'antd/es/tabs';
import type { ReactNode } from 'react';
import type { User } from '../../auth/user';
import { MyCollections } from '../../collections/components/MyCollections';
import { MyGarage } from '../../garage/components/MyGarage';
import { AccountSecurityCard } from '../../account/components/AccountSecurityCard';
import { NotificationSettingsCard } from '../../notices/components/NotificationSettingsCard';
import { PrinterSettingsCard } from '../../print-facts/components/PrinterSettingsCard';
import { PayoutsCard } from '../../payouts/components/PayoutsCard';
import { PROFILE_TABS, type ProfileTab } from '../profile-tabs';
import { MyDownloads } from './MyDownloads';
import { MyPurchases } from './MyPurchases';
import { MySales } from './MySales';
import { MyUploads, type UploadsState } from './MyUploads';
import styles from './ProfileTabs.module.css';

interface ProfileTabsProps {
  user: User;
  tab: ProfileTab;
  uploads: UploadsState;
  onTabChange: (tab: ProfileTab) => void;
}

/**
 * My Uploads, Downloads, Purchases, Sales, Collections, Garage and Settings; the URL's ?tab= picks
 * one.
 */
export function ProfileTabs({ user, tab, uploads, onTabChange }: ProfileTabsProps) {
  const panels: Record<ProfileTab, ReactNode> = {
    uploads: <MyUploads {...uploads} />,
    downloads: <MyDownloads />,
    purchases: <MyPurchases />,
    sales: <MySales />,
    collections: <MyCollections />,
    garage: <MyGarage />,
    settings: (
      <div className={styles.settings} data-testid="profile-settings">
        <h2 className={styles.settingsTitle}>ACCOUNT</h2>
        <label className={styles.field}>
          <span className={styles.label}>Email</span>
          <Input
            size="large"
            value={user.email}
            readOnly
            variant="filled"
            data-testid="settings-email"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Display name</span>
          <Input
            size="large"
            value={user.displayName ?? ''}
            placeholder="Not set"
            readOnly
            variant="filled"
            data-testid="settings-display-name"
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Bio</span>
          <Input.TextArea
            value={user.bio ?? ''}
            placeholder="Not set"
            autoSize={{ minRows: 2, maxRows: 8 }}
            readOnly
            variant="filled"
            data-testid="settings-bio"
          />
        </label>
        <p className={styles.hint}>Change your display name and bio with Edit Profile above.</p>
        <NotificationSettingsCard user={user} />
        <PrinterSettingsCard />
        <PayoutsCard />
        <AccountSecurityCard user={user} />
      </div>
    ),
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => onTabChange(key as ProfileTab)}
      className={styles.tabs}
      data-testid="profile-tabs"
      items={PROFILE_TABS.map(({ key, label }) => ({ key, label, children: panels[key] }))}
    />
  );
}
