import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { countOf } from '../../../components/format';
import { HtmlContent } from '../../../components/HtmlContent';
import { LoadError } from '../../../components/LoadError';
import { personName } from '../../../components/person-name';
import { initials, type User } from '../../auth/user';
import { useListCommentsQuery, type Comment, type Listing } from '../../listings/listingsApi';
import { formatDate } from '../detail-format';
import { ANONYMOUS_AUTHOR } from '../authors';
import { CommentForm } from './CommentForm';
import { DetailCard } from './DetailCard';
import { FeedbackActions } from './FeedbackActions';
import styles from './Discussion.module.css';
import { ListSkeleton } from './ListSkeleton';
import { SignInPrompt } from './SignInPrompt';

/** Q&A: questions and comments about the part, the creator's answers marked. */
export function CommentsSection({ listing, user }: { listing: Listing; user: User | null }) {
  const {
    data: comments,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useListCommentsQuery(listing.id);

  return (
    <DetailCard
      id="comments"
      title="Q&A AND COMMENTS"
      testId="comments"
      extra={
        comments && comments.length > 0 ? (
          <span className={styles.total}>{countOf(comments.length, 'comment')}</span>
        ) : undefined
      }
    >
      {user ? (
        <CommentForm listingId={listing.id} />
      ) : (
        <SignInPrompt text="Sign in to join the conversation" testId="comments-sign-in" />
      )}

      {isLoading ? (
        <ListSkeleton rows={2} />
      ) : error && !comments ? (
        <LoadError error={error} onRetry={refetch} retrying={isFetching} />
      ) : comments && comments.length > 0 ? (
        <ul className={styles.list} data-testid="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              byCreator={comment.author?.id === listing.sellerId}
              listingId={listing.id}
              user={user}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty} data-testid="comments-empty">
          <MessageOutlined aria-hidden /> No comments yet. Start the conversation!
        </p>
      )}
    </DetailCard>
  );
}

function CommentItem({
  comment,
  byCreator,
  listingId,
  user,
}: {
  comment: Comment;
  byCreator: boolean;
  listingId: string;
  user: User | null;
}) {
  const removed = comment.moderation !== null && comment.moderation !== undefined;
  return (
    <li className={`${styles.item} ${styles.comment}`} data-testid="comment">
      <span className={styles.avatar} aria-hidden>
        {initials(comment.author ?? {})}
      </span>
      <div className={styles.commentBody}>
        <div className={styles.itemHeader}>
          <p className={styles.itemTitle} data-testid="comment-author">
            {personName(comment.author, ANONYMOUS_AUTHOR)}
            {byCreator && <span className={styles.badge}>CREATOR</span>}
          </p>
          <time className={styles.date} dateTime={comment.createdAt}>
            {formatDate(comment.createdAt)}
          </time>
        </div>
        <HtmlContent
          html={comment.bodyHtml}
          className={removed ? `${styles.body} ${styles.removed}` : styles.body}
          testId="comment-body"
        />
        {comment.moderation?.reason && (
          <p className={styles.removalReason} data-testid="comment-removal-reason">
            Reason: {comment.moderation.reason}
          </p>
        )}
        <FeedbackActions kind="comment" listingId={listingId} item={comment} user={user} />
      </div>
    </li>
  );
}
