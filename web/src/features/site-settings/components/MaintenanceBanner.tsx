import ToolOutlined from '@ant-design/icons/ToolOutlined';
import { useCurrentUser } from '../../../app/access';
import { SETTINGS_POLL_MS, useGetPublicSettingsQuery } from '../siteSettingsApi';
import styles from './MaintenanceBanner.module.css';

/**
 * Maintenance mode, on every page: visitors and users learn that changes wait (their writes
 * answer 503); admins, who keep working, are reminded it is on.
 */
export function MaintenanceBanner() {
  const user = useCurrentUser();
  const { data: settings } = useGetPublicSettingsQuery(undefined, {
    pollingInterval: SETTINGS_POLL_MS,
    refetchOnFocus: true,
  });
  if (!settings?.maintenanceMode) return null;
  const admin = user?.role === 'admin';

  return (
    <div className={styles.banner} role="status" data-testid="maintenance-banner">
      <div className={`pp-container ${styles.inner}`}>
        <ToolOutlined className={styles.icon} aria-hidden />
        <p className={styles.text}>
          <strong className={styles.title}>PIT STOP IN PROGRESS.</strong>{' '}
          {admin
            ? 'Maintenance mode is on: only admins can make changes. Turn it off in Admin → Settings.'
            : 'The site is under maintenance. You can browse, but changes (sign-ups, uploads, reviews, checkout) are paused. Please try again later.'}
        </p>
      </div>
    </div>
  );
}
