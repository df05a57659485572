import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import type { ReactNode } from 'react';
import type { StatusBanner } from '../listing-status';
import styles from './UnpublishedBanner.module.css';

const ICONS = {
  pending: ClockCircleOutlined,
  rejected: CloseCircleOutlined,
  draft: EyeInvisibleOutlined,
  taken_down: StopOutlined,
};

/**
 * Tells the seller (or an admin) that this page isn't public yet, and why; `action` is what an
 * admin may do about it (restore a taken-down listing).
 */
export function UnpublishedBanner({
  banner,
  action,
}: {
  banner: StatusBanner;
  action?: ReactNode;
}) {
  const Icon = ICONS[banner.kind];
  return (
    <div
      className={`${styles.banner} ${styles[banner.kind]}`}
      role="status"
      data-testid="model-status-banner"
    >
      <Icon className={styles.icon} aria-hidden />
      <div>
        <p className={styles.label}>{banner.label}</p>
        {banner.reason && (
          <p className={styles.text} data-testid="model-takedown-reason">
            <strong>Reason:</strong> {banner.reason}
          </p>
        )}
        <p className={styles.text}>{banner.text}</p>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
