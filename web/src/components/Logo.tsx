import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

/** Checkered-flag mark and the PITSTOP PRINTS wordmark; links home. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className={styles.logo} aria-label="Pitstop Prints home" onClick={onClick}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="5" fill="#e10600" />
        <g fill="#0a0a0c">
          <rect x="6" y="6" width="5" height="5" />
          <rect x="16" y="6" width="5" height="5" />
          <rect x="11" y="11" width="5" height="5" />
          <rect x="21" y="11" width="5" height="5" />
          <rect x="6" y="16" width="5" height="5" />
          <rect x="16" y="16" width="5" height="5" />
          <rect x="11" y="21" width="5" height="5" />
          <rect x="21" y="21" width="5" height="5" />
        </g>
        <g fill="#fff">
          <rect x="11" y="6" width="5" height="5" />
          <rect x="21" y="6" width="5" height="5" />
          <rect x="6" y="11" width="5" height="5" />
          <rect x="16" y="11" width="5" height="5" />
          <rect x="11" y="16" width="5" height="5" />
          <rect x="21" y="16" width="5" height="5" />
          <rect x="6" y="21" width="5" height="5" />
          <rect x="16" y="21" width="5" height="5" />
        </g>
      </svg>
      <span className={styles.word}>
        PITSTOP<span className={styles.accent}>PRINTS</span>
      </span>
    </Link>
  );
}
