import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import {
  useReportListingMutation,
  type ReportReason,
  type ReportTarget,
} from '../../admin/moderationApi';
import type { Listing } from '../../listings/listingsApi';
import { showToast } from '../../notifications/toastSlice';
import { REPORT_REASON_OPTIONS } from '../report-reasons';
import { REPORT_DETAILS_MAX } from '../text-limits';
import styles from './ReportDialog.module.css';
import { SignInPrompt } from './SignInPrompt';

interface ReportDialogProps {
  /** The title only shows when the model itself is reported. */
  listing: Pick<Listing, 'id' | 'title'>;
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
  /** A review or comment of the listing to report instead of the model itself. */
  target?: ReportTarget;
}

/**
 * Report a model (or one of its reviews or comments) to the admins: a reason and, optionally,
 * what is wrong. Visitors are asked to sign in first. A failure is the error listener's toast,
 * and the dialog stays open.
 */
export default function ReportDialog({
  listing,
  signedIn,
  open,
  onClose,
  target,
}: ReportDialogProps) {
  const what = target?.type ?? 'model';
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [details, setDetails] = useState('');
  const [report, { isLoading }] = useReportListingMutation();

  const close = () => {
    setReason(undefined);
    setDetails('');
    onClose();
  };

  const send = async () => {
    if (!reason) return;
    try {
      await report({ listingId: listing.id, reason, details: details.trim(), target }).unwrap();
    } catch {
      return; // Toasted by the one error path.
    }
    dispatch(
      showToast({
        kind: 'success',
        title: 'Report sent',
        description: `Thanks for flagging it. An admin will review this ${what}.`,
      }),
    );
    close();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={<span className={styles.title}>REPORT THIS {what.toUpperCase()}</span>}
      closable={{ 'aria-label': 'Close' }}
      destroyOnHidden
      footer={
        signedIn && (
          <div className={styles.footer}>
            <Button onClick={close}>Cancel</Button>
            <Button
              type="primary"
              disabled={!reason}
              loading={isLoading}
              data-testid="report-submit"
              onClick={() => void send()}
            >
              Send Report
            </Button>
          </div>
        )
      }
    >
      {signedIn ? (
        <form
          className={styles.form}
          data-testid="report-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {target ? (
            <p className={styles.intro}>
              Tell us what is wrong with this {target.type}. Reports go to the admins, not its
              author.
            </p>
          ) : (
            <p className={styles.intro}>
              Tell us what is wrong with <strong>{listing.title}</strong>. Reports go to the admins,
              not the creator.
            </p>
          )}
          <div className={styles.field}>
            <label htmlFor="report-reason" className={styles.label}>
              Reason
            </label>
            <Select
              id="report-reason"
              value={reason}
              onChange={setReason}
              options={REPORT_REASON_OPTIONS}
              placeholder="Choose a reason"
              data-testid="report-reason"
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="report-details" className={styles.label}>
              Details (optional)
            </label>
            <Input.TextArea
              id="report-details"
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              maxLength={REPORT_DETAILS_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder="Links to the original design, what makes it unsafe, …"
              data-testid="report-details"
            />
          </div>
        </form>
      ) : (
        <SignInPrompt text={`Sign in to report this ${what}`} testId="report-sign-in" />
      )}
    </Modal>
  );
}
