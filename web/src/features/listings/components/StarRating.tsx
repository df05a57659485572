import { litStars, ratingText } from '../listing-display';
import styles from './StarRating.module.css';

/** Five stars lit to the rounded average, with the number of reviews: ★★★★☆ (12). */
export function StarRating({
  ratingAvg,
  ratingCount,
  className,
}: {
  ratingAvg: number;
  ratingCount: number;
  className?: string;
}) {
  const lit = litStars(ratingAvg);
  return (
    <p
      className={[styles.rating, className].filter(Boolean).join(' ')}
      role="img"
      aria-label={ratingText(ratingAvg, ratingCount)}
      data-testid="star-rating"
      data-stars={lit}
    >
      <span className={styles.stars} data-lit={lit} aria-hidden />
      <span className={styles.count} aria-hidden>
        ({ratingCount})
      </span>
    </p>
  );
}
