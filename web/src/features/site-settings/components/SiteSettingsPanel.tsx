import SettingOutlined from '@ant-design/icons/SettingOutlined';
import Select from 'antd/es/select';
import { useAppDispatch } from '../../../app/hooks';
import { LoadError } from '../../../components/LoadError';
import { formatDate } from '../../model-detail/detail-format';
import { showToast } from '../../notifications/toastSlice';
import {
  useGetSiteSettingsQuery,
  useUpdateSiteSettingsMutation,
  type SiteSettingsChange,
} from '../siteSettingsApi';
import styles from './SiteSettingsPanel.module.css';

const MAINTENANCE_OPTIONS = [
  { value: 'off', label: 'Off: the site is open' },
  { value: 'on', label: 'On: only admins can make changes' },
];
const REGISTRATION_OPTIONS = [
  { value: 'open', label: 'Open: anyone can sign up' },
  { value: 'closed', label: 'Closed: sign-up is refused' },
];

/** What a saved change did, for its toast. */
function changeText(change: SiteSettingsChange): string {
  if (change.maintenanceMode !== undefined)
    return change.maintenanceMode
      ? 'Maintenance mode is on: visitors see a banner and only admins can make changes.'
      : 'Maintenance mode is off: the site is open again.';
  return change.registrationOpen
    ? 'New-user registration is open.'
    : 'New-user registration is closed.';
}

/**
 * The Settings tab's site settings: maintenance mode and new-user registration, each saved when
 * chosen (every gateway applies it within seconds), with who changed them last.
 */
export function SiteSettingsPanel() {
  const dispatch = useAppDispatch();
  const {
    data: settings,
    error,
    isFetching,
    refetch,
  } = useGetSiteSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [update, { isLoading, originalArgs }] = useUpdateSiteSettingsMutation();

  const change = async (next: SiteSettingsChange) => {
    try {
      await update(next).unwrap();
    } catch {
      return;
    }
    dispatch(
      showToast({ kind: 'success', title: 'Settings Updated', description: changeText(next) }),
    );
  };

  if (error && !settings)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-settings-error"
      />
    );

  return (
    <section
      className={styles.card}
      aria-labelledby="site-settings-title"
      data-testid="site-settings"
    >
      <h2 id="site-settings-title" className={styles.title}>
        <SettingOutlined aria-hidden /> SITE SETTINGS
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="setting-maintenance">
          Maintenance mode
        </label>
        <p className={styles.help}>
          Everyone but admins sees a banner, and their changes wait; browsing goes on.
        </p>
        <Select
          id="setting-maintenance"
          className={styles.select}
          value={settings ? (settings.maintenanceMode ? 'on' : 'off') : undefined}
          options={MAINTENANCE_OPTIONS}
          loading={!settings || (isLoading && originalArgs?.maintenanceMode !== undefined)}
          disabled={!settings || isLoading}
          onChange={(value) => void change({ maintenanceMode: value === 'on' })}
          data-testid="setting-maintenance"
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="setting-registration">
          New-user registration
        </label>
        <p className={styles.help}>
          Closed: Sign Up says registration is closed; people with accounts still sign in.
        </p>
        <Select
          id="setting-registration"
          className={styles.select}
          value={settings ? (settings.registrationOpen ? 'open' : 'closed') : undefined}
          options={REGISTRATION_OPTIONS}
          loading={!settings || (isLoading && originalArgs?.registrationOpen !== undefined)}
          disabled={!settings || isLoading}
          onChange={(value) => void change({ registrationOpen: value === 'open' })}
          data-testid="setting-registration"
        />
      </div>
      {settings?.updatedBy && (
        <p className={styles.audit} data-testid="settings-updated">
          Last changed on{' '}
          <time dateTime={settings.updatedAt}>{formatDate(settings.updatedAt)}</time>
        </p>
      )}
    </section>
  );
}
