import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import { Suspense, lazy, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import type { User } from '../../auth/user';
import {
  useRemoveCommentMutation,
  useRemoveReviewMutation,
  type Comment,
  type Review,
} from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import styles from './Discussion.module.css';

const ReportDialog = lazy(() => import('./ReportDialog'));

/** The server's limit of a removal's reason (its takedownReasonMax). */
const REASON_MAX = 500;

const WORDS = {
  review: { noun: 'review', title: 'Review' },
  comment: { noun: 'comment', title: 'Comment' },
} as const;

interface FeedbackActionsProps {
  kind: 'review' | 'comment';
  listingId: string;
  item: Pick<Review | Comment, 'id' | 'author' | 'moderation'>;
  user: User | null;
}

/**
 * Under a review or comment: Delete for its author (after a confirmation), Remove for admins on
 * anyone else's (after a dialog asking why; it then shows as 'Removed by a moderator'), Report
 * for other signed-in people (the model's report dialog, naming this one). Success toasts here;
 * a refusal is the one error path's toast with the server's reason.
 */
export function FeedbackActions({ kind, listingId, item, user }: FeedbackActionsProps) {
  const dispatch = useAppDispatch();
  const [removeReview, reviewState] = useRemoveReviewMutation();
  const [removeComment, commentState] = useRemoveCommentMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reporting, setReporting] = useState(false);
  const remove = kind === 'review' ? removeReview : removeComment;
  const busy = reviewState.isLoading || commentState.isLoading;
  const words = WORDS[kind];

  const mine = user !== null && item.author?.id === user.id;
  const moderator = user?.role === 'admin' && !mine && !item.moderation;
  const reporter = user !== null && !mine && user.role !== 'admin' && !item.moderation;
  if (reporter)
    return (
      <div className={styles.itemActions}>
        <Button
          type="text"
          size="small"
          icon={<FlagOutlined />}
          onClick={() => setReporting(true)}
          aria-label={`Report this ${words.noun}`}
          data-testid={`${kind}-report`}
        >
          Report
        </Button>
        {reporting && (
          <Suspense fallback={null}>
            <ReportDialog
              listing={{ id: listingId, title: '' }}
              target={{ type: kind, id: item.id }}
              signedIn
              open
              onClose={() => setReporting(false)}
            />
          </Suspense>
        )}
      </div>
    );
  if (!mine && !moderator) return null;

  const onDelete = async () => {
    try {
      await remove({ listingId, id: item.id }).unwrap();
    } catch {
      return;
    }
    dispatch(
      showToast({
        kind: 'success',
        title: `${words.title} Deleted`,
        description: `Your ${words.noun} has been deleted.`,
      }),
    );
  };

  const onRemove = async () => {
    try {
      await remove({ listingId, id: item.id, reason: reason.trim() }).unwrap();
    } catch {
      return;
    }
    setAsking(false);
    setReason('');
    dispatch(
      showToast({
        kind: 'success',
        title: `${words.title} Removed`,
        description: "It now shows as 'Removed by a moderator'.",
      }),
    );
  };

  return (
    <div className={styles.itemActions}>
      {mine ? (
        <Popconfirm
          title={`Delete your ${words.noun}?`}
          description="It is gone for good."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onDelete()}
        >
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            loading={busy}
            data-testid={`${kind}-delete`}
          >
            Delete
          </Button>
        </Popconfirm>
      ) : (
        <Button
          type="text"
          size="small"
          danger
          icon={<StopOutlined />}
          disabled={busy}
          onClick={() => setAsking(true)}
          data-testid={`${kind}-remove`}
        >
          Remove
        </Button>
      )}
      <Modal
        open={asking}
        title={`Remove this ${words.noun}`}
        footer={
          <>
            <Button onClick={() => setAsking(false)}>Cancel</Button>
            <Button
              type="primary"
              danger
              disabled={!reason.trim()}
              loading={busy}
              onClick={() => void onRemove()}
              data-testid={`${kind}-remove-confirm`}
            >
              Remove
            </Button>
          </>
        }
        onCancel={() => setAsking(false)}
        closable={{ 'aria-label': 'Close' }}
        destroyOnHidden
      >
        <p>It will show as &lsquo;Removed by a moderator&rsquo;. Its author sees your reason.</p>
        <label htmlFor={`${kind}-removal-reason`} className={styles.label}>
          Reason
        </label>
        <Input.TextArea
          id={`${kind}-removal-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="Spam, abuse, off-topic, …"
          data-testid="removal-reason"
        />
      </Modal>
    </div>
  );
}
