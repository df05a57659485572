import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { useListReportsQuery } from '../moderationApi';
import { pageArgs } from '../admin-page';
import styles from '../pages/AdminPage.module.css';
import { AdminPager } from './AdminPager';
import { ReportRow } from './ReportRow';

/** Reports: what people flagged on model pages, newest first, a page at a time. */
export function ReportsTab() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListReportsQuery(pageArgs(page));
  const reports = data?.items;

  if (isLoading)
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading reports">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  if (error || !data || !reports)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-reports-error"
      />
    );
  if (reports.length === 0)
    return (
      <EmptyState
        icon={<FlagOutlined />}
        title="No reports pending review"
        testId="admin-reports-empty"
      >
        Reports people file from a model page land here.
      </EmptyState>
    );

  return (
    <>
      <p className={styles.count} data-testid="admin-report-count">
        {countOf(data.total, 'report')}
      </p>
      <ul className={styles.list} aria-label="Reports" data-testid="admin-reports">
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </ul>
      <AdminPager
        page={page}
        total={data.total}
        onChange={setPage}
        noun="reports"
        testId="admin-reports-pager"
      />
    </>
  );
}
