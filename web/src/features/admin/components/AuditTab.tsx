import AuditOutlined from '@ant-design/icons/AuditOutlined';
import Select from 'antd/es/select';
import type { AdminAction } from '@pitstop/contracts';
import { useState } from 'react';
import { pageArgs } from '../admin-page';
import { AUDIT_ACTION_LABELS, useListAuditQuery, type AuditEntry } from '../auditApi';
import styles from '../pages/AdminPage.module.css';
import { AdminTable } from './AdminTable';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
  value: value as AdminAction,
  label,
}));

/** 'from → to', a reason, or the details as they are. */
function describe(entry: AuditEntry): string {
  const { from, to, reason, ...rest } = entry.details;
  const parts: string[] = [];
  if (from !== undefined || to !== undefined) parts.push(`${String(from)} → ${String(to)}`);
  if (reason) parts.push(`Reason: ${String(reason)}`);
  for (const [key, value] of Object.entries(rest))
    if (key !== 'setting' && key !== 'reportId' && key !== 'listingId')
      parts.push(`${key}: ${String(value)}`);
  return parts.join(' · ');
}

const COLUMNS = [
  {
    title: 'When',
    dataIndex: 'at',
    key: 'at',
    render: (at: string) => new Date(at).toLocaleString(),
  },
  {
    title: 'Admin',
    key: 'actor',
    render: (_: unknown, entry: AuditEntry) => entry.actor.name,
  },
  {
    title: 'Action',
    dataIndex: 'action',
    key: 'action',
    render: (action: AdminAction) => AUDIT_ACTION_LABELS[action] ?? action,
  },
  {
    title: 'Target',
    key: 'target',
    render: (_: unknown, entry: AuditEntry) => `${entry.targetType}: ${entry.targetLabel}`,
  },
  { title: 'Details', key: 'details', render: (_: unknown, entry: AuditEntry) => describe(entry) },
];

/** Audit log: every admin action, newest first, filtered by action; nobody can change it. */
export function AuditTab() {
  const [action, setAction] = useState<AdminAction | undefined>();
  const [page, setPage] = useState(1);
  const query = useListAuditQuery(
    { action, ...pageArgs(page) },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <>
      <div className={styles.toolbar}>
        <Select<AdminAction>
          allowClear
          placeholder="All actions"
          value={action}
          options={ACTION_OPTIONS}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          className={styles.filter}
          aria-label="Filter by action"
          data-testid="admin-audit-action"
        />
      </div>
      <AdminTable<AuditEntry>
        query={query}
        columns={COLUMNS}
        page={page}
        onPage={setPage}
        noun="actions"
        empty={{ icon: <AuditOutlined />, title: 'No admin actions yet' }}
        testId="admin-audit"
      />
    </>
  );
}
