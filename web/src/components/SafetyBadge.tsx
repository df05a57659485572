import WarningFilled from '@ant-design/icons/WarningFilled';
import styles from './SafetyBadge.module.css';

/** The spec's badge: printed parts never go on safety-critical components. */
export function SafetyBadge({ className }: { className?: string }) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      <WarningFilled aria-hidden /> NOT FOR SAFETY-CRITICAL COMPONENTS
    </span>
  );
}
