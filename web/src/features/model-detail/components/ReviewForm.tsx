import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Rate from 'antd/es/rate';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { usePostReviewMutation, type Review } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import { REVIEW_BODY_MAX } from '../text-limits';
import styles from './Discussion.module.css';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Great', 'Perfect'];

/**
 * 1–5 stars (5 to start with) and the text. Sends an empty title, as the spec's client does;
 * posting again updates the user's one review, so with one already posted the form starts from it.
 */
export function ReviewForm({ listingId, existing }: { listingId: string; existing?: Review }) {
  const dispatch = useAppDispatch();
  const [rating, setRating] = useState(existing?.rating ?? 5);
  const [body, setBody] = useState(existing?.bodyMd ?? '');
  const [postReview, { isLoading }] = usePostReviewMutation();
  const canPost = body.trim() !== '' && !isLoading;

  const post = async () => {
    if (!canPost) return;
    try {
      await postReview({ listingId, rating, title: '', bodyMd: body.trim() }).unwrap();
    } catch {
      return; // 'Failed to post review. Please try again.' comes from the one error path.
    }
    dispatch(showToast({ kind: 'success', title: 'Review posted' }));
  };

  return (
    <form
      className={styles.form}
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
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
      <label htmlFor="review-body" className="pp-visually-hidden">
        Your review
      </label>
      <Input.TextArea
        id="review-body"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={REVIEW_BODY_MAX}
        autoSize={{ minRows: 3, maxRows: 10 }}
        placeholder="How did it print, and how does it fit? Markdown works."
        data-testid="review-body-input"
      />
      <div className={styles.formActions}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={!canPost}
          loading={isLoading}
          data-testid="review-submit"
        >
          {existing ? 'Update Review' : 'Post Review'}
        </Button>
      </div>
    </form>
  );
}
