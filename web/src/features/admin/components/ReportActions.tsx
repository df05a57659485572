import CheckOutlined from '@ant-design/icons/CheckOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { reportReasonLabel } from '../../model-detail/report-reasons';
import { showToast } from '../../notifications/toastSlice';
import {
  useDismissReportMutation,
  useRemoveReportedMutation,
  useTakeDownListingMutation,
  type ListingReport,
} from '../moderationApi';
import styles from './ReportRow.module.css';

/** The take-down reason's limit (the server's takedownReasonMax). */
const REASON_MAX = 500;

/** What the seller reads unless the admin writes otherwise. */
export const suggestedReason = (report: ListingReport) =>
  `Reported as: ${reportReasonLabel(report.reason)}.`;

/**
 * Dismiss (the report leaves the queue, the listing stays up) and Take down (after a dialog that
 * asks what to tell the seller); a report of a review or comment has Remove instead of Take down
 * (after a dialog asking why: it then shows as 'Removed by a moderator', and the report is
 * settled). Each toasts when the server agrees; a refusal is the one error path's toast with the
 * server's reason.
 */
export function ReportActions({ report }: { report: ListingReport }) {
  const dispatch = useAppDispatch();
  const [dismiss, dismissing] = useDismissReportMutation();
  const [takeDown, takingDown] = useTakeDownListingMutation();
  const [removeReported, removing] = useRemoveReportedMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [askingRemoval, setAskingRemoval] = useState(false);
  const [removalReason, setRemovalReason] = useState('');
  const busy = dismissing.isLoading || takingDown.isLoading || removing.isLoading;
  const target = report.target;
  const removable = target !== null && target.text !== null && !target.removedAt;

  const onDismiss = async () => {
    try {
      await dismiss(report.id).unwrap();
    } catch {
      return;
    }
    dispatch(
      showToast({
        kind: 'success',
        title: 'Report Dismissed',
        description: report.target
          ? `The ${report.target.type} stays up.`
          : `${report.listing.title} stays up.`,
      }),
    );
  };

  const openTakeDown = () => {
    setReason(suggestedReason(report));
    setAsking(true);
  };

  const onTakeDown = async () => {
    try {
      await takeDown({ reportId: report.id, reason: reason.trim() || undefined }).unwrap();
    } catch {
      return;
    }
    setAsking(false);
    dispatch(
      showToast({
        kind: 'success',
        title: 'Model Taken Down',
        description: `${report.listing.title} is no longer listed. Its creator has been told why.`,
      }),
    );
  };

  const onRemove = async () => {
    if (!target) return;
    try {
      await removeReported({
        listingId: report.listing.id,
        target: { type: target.type, id: target.id },
        reason: removalReason.trim(),
      }).unwrap();
    } catch {
      return;
    }
    setAskingRemoval(false);
    dispatch(
      showToast({
        kind: 'success',
        title: target.type === 'review' ? 'Review Removed' : 'Comment Removed',
        description: "It now shows as 'Removed by a moderator'.",
      }),
    );
  };

  if (target)
    return (
      <div className={styles.actions}>
        <Button
          icon={<CheckOutlined />}
          loading={dismissing.isLoading}
          disabled={busy}
          onClick={() => void onDismiss()}
          data-testid="report-dismiss"
        >
          Dismiss
        </Button>
        {removable && (
          <Button
            danger
            type="primary"
            icon={<StopOutlined />}
            disabled={busy}
            onClick={() => {
              setRemovalReason('');
              setAskingRemoval(true);
            }}
            data-testid="report-remove"
          >
            Remove
          </Button>
        )}
        <Modal
          open={askingRemoval}
          onCancel={() => setAskingRemoval(false)}
          centered
          title={`REMOVE THIS ${target.type.toUpperCase()}`}
          closable={{ 'aria-label': 'Close' }}
          footer={
            <div className={styles.dialogFooter}>
              <Button onClick={() => setAskingRemoval(false)} disabled={removing.isLoading}>
                Cancel
              </Button>
              <Button
                danger
                type="primary"
                disabled={!removalReason.trim()}
                loading={removing.isLoading}
                onClick={() => void onRemove()}
                data-testid="report-remove-confirm"
              >
                Remove
              </Button>
            </div>
          }
        >
          <p className={styles.dialogText}>
            It will show as &lsquo;Removed by a moderator&rsquo; on{' '}
            <strong>{report.listing.title}</strong>. Its author sees your reason.
          </p>
          <label className={styles.dialogLabel} htmlFor={`removal-reason-${report.id}`}>
            Reason
          </label>
          <Input.TextArea
            id={`removal-reason-${report.id}`}
            value={removalReason}
            onChange={(event) => setRemovalReason(event.target.value)}
            maxLength={REASON_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="Spam, abuse, off-topic, …"
            data-testid="report-removal-reason"
          />
        </Modal>
      </div>
    );

  return (
    <div className={styles.actions}>
      <Button
        icon={<CheckOutlined />}
        loading={dismissing.isLoading}
        disabled={busy}
        onClick={() => void onDismiss()}
        data-testid="report-dismiss"
      >
        Dismiss
      </Button>
      <Button
        danger
        type="primary"
        icon={<StopOutlined />}
        disabled={busy}
        onClick={openTakeDown}
        data-testid="report-take-down"
      >
        Take down
      </Button>
      <Modal
        open={asking}
        onCancel={() => setAsking(false)}
        centered
        title="TAKE DOWN MODEL"
        closable={{ 'aria-label': 'Close' }}
        footer={
          <div className={styles.dialogFooter}>
            <Button onClick={() => setAsking(false)} disabled={takingDown.isLoading}>
              Cancel
            </Button>
            <Button
              danger
              type="primary"
              loading={takingDown.isLoading}
              onClick={() => void onTakeDown()}
              data-testid="take-down-confirm"
            >
              Take down
            </Button>
          </div>
        }
      >
        <p className={styles.dialogText}>
          <strong>{report.listing.title}</strong> leaves search and every list; only its creator and
          admins can still open it. Tell its creator why:
        </p>
        <label className={styles.dialogLabel} htmlFor={`take-down-reason-${report.id}`}>
          Reason shown to the creator
        </label>
        <Input.TextArea
          id={`take-down-reason-${report.id}`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="take-down-reason"
        />
      </Modal>
    </div>
  );
}
