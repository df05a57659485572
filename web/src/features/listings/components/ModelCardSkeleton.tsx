import styles from './ModelCardSkeleton.module.css';

/** A card's shape while its listing loads; `compact` for NEW RELEASES. */
export function ModelCardSkeleton({ compact = false }: { compact?: boolean }) {
  if (compact)
    return (
      <div className={styles.compact} aria-hidden>
        <span className={`pp-skeleton ${styles.thumb}`} />
        <div className={styles.lines}>
          <span className={`pp-skeleton ${styles.line}`} />
          <span className={`pp-skeleton ${styles.short}`} />
          <span className={`pp-skeleton ${styles.price}`} />
        </div>
      </div>
    );
  return (
    <div className={styles.card} aria-hidden>
      <span className={`pp-skeleton ${styles.image}`} />
      <div className={styles.lines}>
        <span className={`pp-skeleton ${styles.chip}`} />
        <span className={`pp-skeleton ${styles.line}`} />
        <span className={`pp-skeleton ${styles.short}`} />
        <span className={`pp-skeleton ${styles.price}`} />
      </div>
    </div>
  );
}
