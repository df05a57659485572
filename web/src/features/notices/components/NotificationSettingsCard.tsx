import Switch from 'antd/es/switch';
import type { User } from '../../auth/user';
import {
  NOTICE_KINDS,
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
} from '../noticesApi';
import styles from './NoticesCard.module.css';

/**
 * Profile → Settings: which optional notices come by mail, a switch each. Receipts, listing
 * decisions and account mails always come (docs/architecture.md, Mail).
 */
export function NotificationSettingsCard({ user }: { user: User }) {
  const { data, isLoading, isError } = useGetNotificationSettingsQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationSettingsMutation();
  const kinds = NOTICE_KINDS.filter((k) => !k.adminOnly || user.role === 'admin');
  return (
    <section
      className={styles.card}
      aria-labelledby="email-notifications-title"
      data-testid="email-notifications"
    >
      <h2 id="email-notifications-title" className={styles.title}>
        Email notifications
      </h2>
      <p className={styles.help}>
        Receipts, changes to your listings and account mails always come. These you can turn off;
        each such mail also has a one-click unsubscribe link.
      </p>
      {isLoading && <p className={styles.help}>Loading…</p>}
      {isError && <p className={styles.help}>Your email notifications could not be loaded.</p>}
      {data &&
        kinds.map(({ kind, label }) => (
          <label key={kind} className={styles.row}>
            <span>{label}</span>
            <Switch
              checked={data[kind]}
              loading={saving}
              onChange={(on) => void update({ [kind]: on })}
              data-testid={`notice-${kind}`}
            />
          </label>
        ))}
    </section>
  );
}
