import Rate from 'antd/es/rate';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { usePostReviewMutation, type Review } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import { REVIEW_BODY_MAX } from '../text-limits';
import styles from './Discussion.module.css';
import { MarkdownPostForm } from './MarkdownPostForm';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Great', 'Perfect'];

/**
 * 1–5 stars (5 to start with) and the text. Sends an empty title, as the spec's client does;
 * posting again updates the user's one review, so with one already posted the form starts from it.
 */
export function ReviewForm({ listingId, existing }: { listingId: string; existing?: Review }) {
  const dispatch = useAppDispatch();
  const [rating, setRating] = useState(existing?.rating ?? 5);
  // A review an admin removed starts the form afresh: its text is withheld.
  const [body, setBody] = useState(existing && !existing.moderation ? existing.bodyMd : '');
  const [postReview, { isLoading }] = usePostReviewMutation();

  const post = async () => {
    try {
      await postReview({ listingId, rating, title: '', bodyMd: body.trim() }).unwrap();
    } catch {
      return; // 'Failed to post review. Please try again.' comes from the one error path.
    }
    dispatch(showToast({ kind: 'success', title: 'Review posted' }));
  };

  return (
    <MarkdownPostForm
      name="review"
      body={body}
      onBodyChange={setBody}
      limit={REVIEW_BODY_MAX}
      label="Your review"
      placeholder="How did it print, and how does it fit? Markdown works."
      submitLabel={existing ? 'Update Review' : 'Post Review'}
      pending={isLoading}
      onSubmit={() => void post()}
    >
      <p className={styles.formTitle}>{existing ? 'Update your review' : 'Write a review'}</p>
      <div className={styles.ratingRow}>
        <span id="review-rating-label" className={styles.label}>
          Your rating
        </span>
        <Rate
          value={rating}
          onChange={(value) => setRating(value || rating)}
          allowClear={false}
          aria-labelledby="review-rating-label"
          className={styles.rate}
          data-testid="review-rating"
        />
        <span className={styles.ratingWord} aria-hidden>
          {RATING_WORDS[rating]}
        </span>
      </div>
    </MarkdownPostForm>
  );
}
