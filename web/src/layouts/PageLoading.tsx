import styles from './PageLoading.module.css';

/** Shown while a code-split page loads: a slim red bar racing across the top. */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <div className={styles.bar} />
      <span className="pp-visually-hidden">Loading page…</span>
    </div>
  );
}
