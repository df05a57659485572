import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { api } from '../../../../api/api';
import { showToast } from '../../../notifications/toastSlice';
import { importsApi, useClearAllModelsMutation } from '../../importsApi';

/**
 * Clear All, behind a confirmation: the server clears as a job (bought models are hidden, not
 * destroyed: their buyers keep the files); 'Models Cleared' once it has finished.
 */
export function ClearAllButton({ disabled }: { disabled?: boolean }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [clearAll, clearing] = useClearAllModelsMutation();
  const [waiting, setWaiting] = useState(false);

  /** Reads the job every second until it has ended, then says so. */
  const waitFor = async (jobId: string) => {
    setWaiting(true);
    try {
      for (;;) {
        const job = await dispatch(
          importsApi.endpoints.getClearAll.initiate(jobId, {
            forceRefetch: true,
            subscribe: false,
          }),
        ).unwrap();
        if (job.status === 'completed') {
          dispatch(api.util.invalidateTags([{ type: 'Listing', id: 'LIST' }]));
          dispatch(
            showToast({
              kind: 'success',
              title: 'Models Cleared',
              description: `${job.deleted} deleted${
                job.hidden ? `, ${job.hidden} bought ones hidden (their buyers keep them)` : ''
              }.`,
            }),
          );
          return;
        }
        if (job.status === 'failed') {
          dispatch(
            showToast({ kind: 'error', title: 'Error', description: 'Failed to clear models' }),
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } catch {
      // the one error path's toast says why
    } finally {
      setWaiting(false);
    }
  };

  const onConfirm = async () => {
    let jobId: string;
    try {
      jobId = (await clearAll().unwrap()).jobId;
    } catch {
      return;
    } finally {
      setAsking(false);
    }
    await waitFor(jobId);
  };

  return (
    <>
      <Button
        danger
        icon={<DeleteOutlined />}
        onClick={() => setAsking(true)}
        disabled={disabled || waiting}
        loading={clearing.isLoading || waiting}
        data-testid="clear-all"
      >
        Clear All
      </Button>
      <Modal
        open={asking}
        title="Clear all models?"
        okText="Clear All"
        okButtonProps={{ danger: true, loading: clearing.isLoading }}
        onOk={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      >
        Every model is removed from the marketplace. Models someone has bought are hidden rather
        than deleted, so their buyers keep their files. This cannot be undone.
      </Modal>
    </>
  );
}
