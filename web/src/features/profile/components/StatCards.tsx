import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import type { ProfileStats } from '../profile-stats';
import styles from './StatCards.module.css';

/**
 * Models Uploaded, Total Downloads, Avg Rating, Total Earnings (placeholders while loading: all
 * of them while the uploads load, a card whose value is null while its own source loads).
 */
export function StatCards({ stats, loading = false }: { stats: ProfileStats; loading?: boolean }) {
  const cards = [
    {
      key: 'uploads',
      label: 'Models Uploaded',
      value: stats.modelsUploaded,
      icon: <CloudUploadOutlined />,
    },
    {
      key: 'downloads',
      label: 'Total Downloads',
      value: stats.totalDownloads,
      icon: <DownloadOutlined />,
    },
    { key: 'rating', label: 'Avg Rating', value: stats.avgRating, icon: <StarOutlined /> },
    {
      key: 'earnings',
      label: 'Total Earnings',
      value: stats.totalEarnings,
      icon: <DollarOutlined />,
    },
  ];
  return (
    <dl className={styles.grid} aria-label="Your stats">
      {cards.map((card) => (
        <div key={card.key} className={styles.card} data-testid={`profile-stat-${card.key}`}>
          <dt className={styles.label}>
            <span className={styles.icon} aria-hidden>
              {card.icon}
            </span>
            {card.label}
          </dt>
          <dd className={styles.value}>
            {loading || card.value === null ? (
              <span className={`pp-skeleton ${styles.loading}`} role="img" aria-label="Loading" />
            ) : (
              card.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
