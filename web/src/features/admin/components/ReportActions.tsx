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
 * asks what to tell the seller). Each toasts when the server agrees; a refusal is the one error
 * path's toast with the server's reason.
 */
export function ReportActions({ report }: { report: ListingReport }) {
  const dispatch = useAppDispatch();
  const [dismiss, dismissing] = useDismissReportMutation();
  const [takeDown, takingDown] = useTakeDownListingMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const busy = dismissing.isLoading || takingDown.isLoading;

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
        description: `${report.listing.title} stays up.`,
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
