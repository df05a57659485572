import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { Link } from 'react-router-dom';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  id: string;
  title: string;
  kicker?: string;
  viewAllTo?: string;
}

/** A section's condensed uppercase heading with its red stripe and an optional View All link. */
export function SectionHeader({ id, title, kicker, viewAllTo }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <div>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      {viewAllTo && (
        <Link to={viewAllTo} className={styles.viewAll} aria-label={`View All: ${title}`}>
          View All <ArrowRightOutlined aria-hidden />
        </Link>
      )}
    </div>
  );
}
