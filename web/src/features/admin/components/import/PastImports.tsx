import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Tag from 'antd/es/tag';
import type { ImportDto, ImportStatus } from '@pitstop/contracts';
import { LoadError } from '../../../../components/LoadError';
import { countOf, formatCount } from '../../../../components/format';
import { formatDate } from '../../../model-detail/detail-format';
import { AdminPager } from '../AdminPager';
import styles from './CsvImportPanel.module.css';

const STATUS: Record<ImportStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'warning' },
};

/**
 * Past imports, newest first, a page at a time: counts, why a file failed, and the error
 * report to download.
 */
export function PastImports({
  imports,
  page,
  total,
  onPage,
  loading,
  error,
  onRetry,
}: {
  imports: ImportDto[];
  page: number;
  /** Over all pages (X-Total-Count). */
  total: number;
  onPage: (page: number) => void;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (error && imports.length === 0)
    return <LoadError error={error} onRetry={onRetry} retrying={loading} testId="imports-error" />;
  if (imports.length === 0) return null;
  return (
    <div className={styles.past} data-testid="past-imports">
      <h3 className={styles.pastTitle}>PAST IMPORTS</h3>
      <ul className={styles.pastList}>
        {imports.map((row) => (
          <li key={row.id} className={styles.pastRow} data-testid="past-import">
            <div className={styles.pastMain}>
              <span className={styles.pastName}>{row.filename}</span>
              <Tag color={STATUS[row.status].color}>{STATUS[row.status].label}</Tag>
            </div>
            <div className={styles.pastMeta}>
              <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              <span>
                {formatCount(row.imported)} imported · {countOf(row.errors, 'error')}
                {row.rowsTotal !== null && row.status === 'running'
                  ? ` · ${formatCount(row.rowsDone)} of ${countOf(row.rowsTotal, 'row')}`
                  : ''}
              </span>
              {row.errors > 0 && (
                <a
                  href={`/api/admin/imports/${row.id}/errors.csv`}
                  download
                  className={styles.report}
                  data-testid="import-errors-link"
                >
                  <DownloadOutlined aria-hidden /> Error report
                </a>
              )}
            </div>
            {row.message && <p className={styles.pastMessage}>{row.message}</p>}
          </li>
        ))}
      </ul>
      <AdminPager
        page={page}
        total={total}
        onChange={onPage}
        noun="imports"
        testId="past-imports-pager"
      />
    </div>
  );
}
