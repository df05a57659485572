import styles from './WizardSteps.module.css';

/** A field that may be left empty says so; the rest are needed. */
export function Optional({ label }: { label: string }) {
  return (
    <>
      {label} <span className={styles.optional}>(optional)</span>
    </>
  );
}
