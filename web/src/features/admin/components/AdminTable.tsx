import Table, { type ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../admin-page';

/**
 * One page of an admin list as a table (the audit log, orders): its load error with a retry,
 * its empty state, and the pages with the total over all of them.
 */
export function AdminTable<T extends { id: string }>({
  query,
  columns,
  page,
  onPage,
  noun,
  empty,
  testId,
}: {
  query: {
    data?: AdminPage<T>;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  columns: ColumnsType<T>;
  page: number;
  onPage: (page: number) => void;
  /** What the rows are, in the total: '1–50 of 120 orders'. */
  noun: string;
  empty: { icon: ReactNode; title: string };
  testId: string;
}) {
  const { data, error, isFetching, refetch } = query;
  if (error)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId={`${testId}-error`}
      />
    );
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isFetching}
      scroll={{ x: true }}
      locale={{
        emptyText: <EmptyState icon={empty.icon} title={empty.title} testId={`${testId}-empty`} />,
      }}
      pagination={{
        current: page,
        pageSize: ADMIN_PAGE_SIZE,
        total: data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (all, [from, to]) => `${from}–${to} of ${all} ${noun}`,
        onChange: onPage,
      }}
      data-testid={testId}
    />
  );
}
