import styles from './Optional.module.css';

/** A form label whose field may be left empty says so; the rest are needed. */
export function Optional({ label }: { label: string }) {
  return (
    <>
      {label} <span className={styles.optional}>(optional)</span>
    </>
  );
}
