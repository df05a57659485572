import { Link } from 'react-router-dom';
import { SafetyBadge } from '../../../components/SafetyBadge';
import styles from './SafetyCard.module.css';

/** The spec's safety notice: printed parts are for aesthetic, non-critical use only. */
export function SafetyCard({ className }: { className?: string }) {
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby="safety-notice"
      data-testid="safety-card"
    >
      <h2 id="safety-notice" className={styles.title}>
        SAFETY NOTICE
      </h2>
      <SafetyBadge />
      <p className={styles.text}>
        Printed parts are for aesthetic, non-critical use only. Never print brakes, steering,
        suspension, seat-belt, airbag or wheel parts, or anything else a life depends on.
      </p>
      <Link to="/terms" className={styles.link}>
        Read our terms of service
      </Link>
    </section>
  );
}
