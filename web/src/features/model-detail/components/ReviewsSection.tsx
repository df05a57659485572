import StarOutlined from '@ant-design/icons/StarOutlined';
import { HtmlContent } from '../../../components/HtmlContent';
import { LoadError } from '../../../components/LoadError';
import { personName } from '../../../components/person-name';
import type { User } from '../../auth/user';
import { useListReviewsQuery, type Listing, type Review } from '../../listings/listingsApi';
import { formatDate } from '../detail-format';
import { ANONYMOUS_AUTHOR, reviewHeading } from '../authors';
import { reviewFormMode } from '../review-form-mode';
import { DetailCard } from './DetailCard';
import { FeedbackActions } from './FeedbackActions';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import styles from './Discussion.module.css';
import { ListSkeleton } from './ListSkeleton';
import { ReviewStars } from './ReviewStars';
import { SignInPrompt } from './SignInPrompt';

/** The rating summary, the review form (or why there is none) and the reviews. */
export function ReviewsSection({ listing, user }: { listing: Listing; user: User | null }) {
  const { data: reviews, error, isLoading, isFetching, refetch } = useListReviewsQuery(listing.id);
  const mode = reviewFormMode(user, listing, reviews);

  return (
    <DetailCard
      id="reviews"
      title="REVIEWS"
      testId="reviews"
      extra={<RatingSummary listing={listing} testId="reviews-summary" />}
    >
      {mode.kind === 'signedOut' && (
        <SignInPrompt text="Sign in to review this part" testId="reviews-sign-in" />
      )}
      {mode.kind === 'ownListing' && (
        <p className={styles.note} data-testid="reviews-own-listing">
          This is your part: reviews are for the people who print it.
        </p>
      )}
      {(mode.kind === 'new' || mode.kind === 'update') && !isLoading && (
        // Remounts with the user's review once it exists, so the form holds what they posted.
        <ReviewForm
          key={mode.kind === 'update' ? mode.review.id : 'new'}
          listingId={listing.id}
          existing={mode.kind === 'update' ? mode.review : undefined}
        />
      )}

      {isLoading ? (
        <ListSkeleton rows={2} />
      ) : error && !reviews ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} />
      ) : reviews && reviews.length > 0 ? (
        <ul className={styles.list} data-testid="review-list">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} listingId={listing.id} user={user} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty} data-testid="reviews-empty">
          <StarOutlined aria-hidden /> No reviews yet. Be the first to review this part!
        </p>
      )}
    </DetailCard>
  );
}

function ReviewItem({
  review,
  listingId,
  user,
}: {
  review: Review;
  listingId: string;
  user: User | null;
}) {
  const mine = review.author?.id === user?.id;
  const removed = review.moderation !== null && review.moderation !== undefined;
  const heading = removed ? personName(review.author, ANONYMOUS_AUTHOR) : reviewHeading(review);
  const author = personName(review.author, ANONYMOUS_AUTHOR);
  return (
    <li className={styles.item} data-testid="review">
      <div className={styles.itemHeader}>
        <p className={styles.itemTitle} data-testid="review-heading">
          {heading}
          {mine && <span className={styles.badge}>YOUR REVIEW</span>}
        </p>
        <time className={styles.date} dateTime={review.createdAt}>
          {formatDate(review.createdAt)}
        </time>
      </div>
      {/* A removed review no longer counts: no stars. */}
      {!removed && (
        <div className={styles.itemMeta}>
          <ReviewStars rating={review.rating} />
          {heading !== author && <span className={styles.by}>by {author}</span>}
        </div>
      )}
      <HtmlContent
        html={review.bodyHtml}
        className={removed ? `${styles.body} ${styles.removed}` : styles.body}
        testId="review-body"
      />
      {review.moderation?.reason && (
        <p className={styles.removalReason} data-testid="review-removal-reason">
          Reason: {review.moderation.reason}
        </p>
      )}
      <FeedbackActions kind="review" listingId={listingId} item={review} user={user} />
    </li>
  );
}
