import type { ReactNode } from 'react';
import styles from './DetailCard.module.css';

interface DetailCardProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** Beside the heading (a count, a rating summary). */
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** One of the model page's panels: a bordered card with a condensed heading. */
export function DetailCard({ id, title, extra, children, className, testId }: DetailCardProps) {
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={id}
      data-testid={testId}
    >
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
