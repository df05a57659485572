import StopOutlined from '@ant-design/icons/StopOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import type { ImportDto } from '@pitstop/contracts';
import { useEffect, useRef } from 'react';
import { countOf, formatCount } from '../../../../components/format';
import { useCancelImportMutation, useGetImportQuery } from '../../importsApi';
import styles from './CsvImportPanel.module.css';

const POLL_MS = 1000;

const STATUS_TEXT: Record<ImportDto['status'], string> = {
  queued: 'Waiting for the import worker…',
  running: 'Importing…',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Rows done of rows total (or that they are still being counted), imported and errors. */
function countsText(row: ImportDto): string {
  const rows =
    row.rowsTotal === null
      ? 'Counting rows…'
      : `${formatCount(row.rowsDone)} of ${countOf(row.rowsTotal, 'row')}`;
  return `${rows} · ${formatCount(row.imported)} imported · ${countOf(row.errors, 'error')}`;
}

/**
 * Rows done of rows total, imported and errors of an import: read every second while it runs
 * (`live`: onEnded is called once when it ends), and its final counts afterwards.
 */
export function ImportProgress({
  importId,
  live,
  onEnded,
}: {
  importId: string;
  live: boolean;
  onEnded: (row: ImportDto) => void;
}) {
  const { data: row } = useGetImportQuery(importId, {
    pollingInterval: live ? POLL_MS : 0,
    refetchOnMountOrArgChange: true,
    skipPollingIfUnfocused: false,
  });
  const running = row ? row.status === 'queued' || row.status === 'running' : live;
  const [cancel, cancelling] = useCancelImportMutation();
  const reported = useRef(false);

  useEffect(() => {
    if (!live || !row || reported.current) return;
    if (row.status !== 'queued' && row.status !== 'running') {
      reported.current = true;
      onEnded(row);
    }
  }, [live, row, onEnded]);

  const total = row?.rowsTotal ?? null;
  const done = row?.rowsDone ?? 0;
  const percent = total ? Math.floor((done / total) * 100) : 0;
  const barStatus =
    row?.status === 'failed'
      ? 'exception'
      : row?.status === 'completed'
        ? 'success'
        : running
          ? 'active'
          : 'normal';
  return (
    <div className={styles.progress} data-testid="csv-progress" aria-live="polite">
      <div className={styles.progressHead}>
        <span>
          <strong>{row ? row.filename : 'Importing…'}</strong>{' '}
          <span className={styles.counts} data-testid="csv-progress-status">
            {row ? STATUS_TEXT[row.status] : ''}
          </span>
        </span>
        {running && (
          <Button
            size="small"
            icon={<StopOutlined />}
            onClick={() => void cancel(importId)}
            loading={cancelling.isLoading}
            disabled={!row || cancelling.isLoading}
            data-testid="csv-cancel"
          >
            Cancel
          </Button>
        )}
      </div>
      <Progress percent={percent} status={barStatus} />
      {row?.message && <p className={styles.pastMessage}>{row.message}</p>}
      <p className={styles.counts} data-testid="csv-progress-counts">
        {row ? countsText(row) : 'Loading…'}
      </p>
    </div>
  );
}
