import styles from './ListSkeleton.module.css';

/** Shimmering rows where reviews or comments are about to appear. */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.list} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <span className={`pp-skeleton ${styles.title}`} />
          <span className={`pp-skeleton ${styles.line}`} />
          <span className={`pp-skeleton ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}
