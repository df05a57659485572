import StarFilled from '@ant-design/icons/StarFilled';
import { litStars, MAX_STARS } from '../../listings/listing-display';
import styles from './ReviewStars.module.css';

/** One review's stars: ★★★★☆, read out as 'Rated 4 out of 5'. */
export function ReviewStars({ rating }: { rating: number }) {
  const lit = litStars(rating);
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`Rated ${lit} out of ${MAX_STARS}`}
      data-testid="review-stars"
      data-stars={lit}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <StarFilled key={i} aria-hidden className={i < lit ? styles.lit : styles.unlit} />
      ))}
    </span>
  );
}
