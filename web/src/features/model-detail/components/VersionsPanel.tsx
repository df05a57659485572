import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import type { Listing } from '../../listings/listingsApi';
import { formatDate } from '../detail-format';
import styles from './VersionsPanel.module.css';

/** When the model was first uploaded and when it last changed. */
export function VersionsPanel({ listing }: { listing: Pick<Listing, 'createdAt' | 'updatedAt'> }) {
  const updated = listing.updatedAt !== listing.createdAt;
  return (
    <ol className={styles.timeline} data-testid="tab-versions">
      {updated && (
        <li className={styles.entry}>
          <span className={styles.icon} aria-hidden>
            <HistoryOutlined />
          </span>
          <div>
            <p className={styles.label}>Last updated</p>
            <time dateTime={listing.updatedAt} data-testid="version-updated">
              {formatDate(listing.updatedAt)}
            </time>
          </div>
        </li>
      )}
      <li className={styles.entry}>
        <span className={styles.icon} aria-hidden>
          <CalendarOutlined />
        </span>
        <div>
          <p className={styles.label}>Created</p>
          <time dateTime={listing.createdAt} data-testid="version-created">
            {formatDate(listing.createdAt)}
          </time>
        </div>
      </li>
    </ol>
  );
}
