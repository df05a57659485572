import styles from './ModelDetailSkeleton.module.css';

/** The page's shape while the listing loads. */
export function ModelDetailSkeleton() {
  return (
    <div className={`pp-container ${styles.page}`} role="status" data-testid="model-loading">
      <span className="pp-visually-hidden">Loading model…</span>
      <span className={`pp-skeleton ${styles.crumbs}`} aria-hidden />
      <span className={`pp-skeleton ${styles.title}`} aria-hidden />
      <span className={`pp-skeleton ${styles.meta}`} aria-hidden />
      <div className={styles.columns} aria-hidden>
        <div className={styles.main}>
          <span className={`pp-skeleton ${styles.stage}`} />
          <div className={styles.thumbs}>
            <span className="pp-skeleton" />
            <span className="pp-skeleton" />
            <span className="pp-skeleton" />
          </div>
        </div>
        <div className={styles.aside}>
          <span className={`pp-skeleton ${styles.card}`} />
          <span className={`pp-skeleton ${styles.cardShort}`} />
        </div>
      </div>
    </div>
  );
}
