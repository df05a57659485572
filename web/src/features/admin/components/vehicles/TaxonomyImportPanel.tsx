import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import type { ImportDto } from '@pitstop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { api } from '../../../../api/api';
import { countOf, formatCount } from '../../../../components/format';
import { showToast } from '../../../notifications/toastSlice';
import { useImportTaxonomyCsvMutation, useTaxonomyImportQuery } from '../../taxonomyAdminApi';
import styles from './VehiclesTab.module.css';

const POLL_MS = 1000;
const running = (row?: ImportDto) => !row || row.status === 'queued' || row.status === 'running';

/**
 * A taxonomy CSV (make, model, generation, years, trim, body_type, drivetrain, engine): uploaded,
 * imported by the worker, its progress bar read every second, then its error rows by line.
 */
export function TaxonomyImportPanel() {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [upload, uploading] = useImportTaxonomyCsvMutation();
  // The import whose end has been told (toast, picker refreshed): once per import.
  const told = useRef<string | null>(null);
  const { data: row } = useTaxonomyImportQuery(importId ?? '', { skip: !importId });
  const live = Boolean(importId) && (row?.id !== importId || running(row));
  useTaxonomyImportQuery(importId ?? '', {
    skip: !live,
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    if (!row || row.id !== importId || running(row) || told.current === importId) return;
    told.current = importId;
    dispatch(
      api.util.invalidateTags(['Make', 'VehicleModel', 'Generation', 'Trim', 'Listing', 'Garage']),
    );
    dispatch(
      showToast(
        row.status === 'completed'
          ? {
              kind: row.errors ? 'warning' : 'success',
              title: 'Vehicles imported',
              description: `${countOf(row.imported, 'row')} imported, ${countOf(row.errors, 'error')}.`,
            }
          : { kind: 'error', title: 'Import Failed', description: row.message ?? row.status },
      ),
    );
  }, [importId, row, dispatch]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const answer = await upload(file)
      .unwrap()
      .catch(() => null);
    if (input.current) input.current.value = '';
    if (!answer) return;
    setImportId(answer.id);
  };

  const percent = row?.rowsTotal ? Math.floor((row.rowsDone / row.rowsTotal) * 100) : 0;
  return (
    <div className={styles.importPanel}>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="vehicles-csv-input"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button
        icon={<CloudUploadOutlined />}
        loading={uploading.isLoading}
        onClick={() => input.current?.click()}
        data-testid="vehicles-import"
      >
        Import CSV
      </Button>
      {importId && (
        <div className={styles.progress} aria-live="polite" data-testid="vehicles-import-progress">
          <Progress
            percent={percent}
            size="small"
            status={
              row?.status === 'failed'
                ? 'exception'
                : row?.status === 'completed'
                  ? 'success'
                  : 'active'
            }
          />
          <p className={styles.muted} data-testid="vehicles-import-counts">
            {!row
              ? 'Uploading…'
              : row.rowsTotal === null
                ? 'Counting rows…'
                : `${formatCount(row.rowsDone)} of ${countOf(row.rowsTotal, 'row')} · ${formatCount(row.imported)} imported · ${countOf(row.errors, 'error')}`}
          </p>
          {row?.message && <p className={styles.error}>{row.message}</p>}
          {row && row.errorRows.length > 0 && (
            <Table
              size="small"
              className={styles.errorRows}
              rowKey="line"
              pagination={row.errorRows.length > 5 ? { pageSize: 5, size: 'small' } : false}
              dataSource={row.errorRows}
              columns={[
                { title: 'Line', dataIndex: 'line', width: 64 },
                { title: 'Column', dataIndex: 'column', width: 110 },
                { title: 'Problem', dataIndex: 'reason' },
              ]}
              data-testid="vehicles-import-errors"
            />
          )}
        </div>
      )}
    </div>
  );
}
