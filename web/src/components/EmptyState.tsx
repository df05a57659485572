import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** A friendly 'nothing here yet' panel with a dashed pit-lane border. */
export function EmptyState({ icon, title, children, actions, testId }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <div className={styles.icon} aria-hidden>
        {icon}
      </div>
      <h3 className={styles.title}>{title}</h3>
      {children && <div className={styles.text}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
