import { countOf } from '../../../components/format';
import { StarRating } from '../../listings/components/StarRating';
import type { Listing } from '../../listings/listingsApi';
import styles from './RatingSummary.module.css';

/** The average (4.3), its stars and how many reviews it comes from. */
export function RatingSummary({
  listing,
  testId,
}: {
  listing: Pick<Listing, 'ratingAvg' | 'ratingCount'>;
  testId?: string;
}) {
  const { ratingAvg, ratingCount } = listing;
  return (
    <div className={styles.summary} data-testid={testId}>
      {ratingCount > 0 && (
        <span className={styles.average} data-testid="rating-average">
          {ratingAvg.toFixed(1)}
        </span>
      )}
      <div className={styles.detail}>
        <StarRating ratingAvg={ratingAvg} ratingCount={ratingCount} />
        <span className={styles.count} data-testid="rating-count">
          {ratingCount === 0 ? 'No ratings yet' : countOf(ratingCount, 'review')}
        </span>
      </div>
    </div>
  );
}
