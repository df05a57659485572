import TeamOutlined from '@ant-design/icons/TeamOutlined';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/access';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '../../auth/user';
import { pageArgs, useDebouncedValue } from '../admin-page';
import { useListUsersQuery } from '../adminApi';
import styles from '../pages/AdminPage.module.css';
import { AdminPager } from './AdminPager';
import { UserRow } from './UserRow';

const ROLE_FILTER = USER_ROLES.map((value) => ({ value, label: value }));
const STATUS_FILTER = USER_STATUSES.map((value) => ({ value, label: value }));

/** Users: a page of accounts, searched by name or email and filtered by role and status. */
export function UsersTab() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | undefined>();
  const [status, setStatus] = useState<UserStatus | undefined>();
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const { data, error, isLoading, isFetching, refetch } = useListUsersQuery({
    q: q || undefined,
    role,
    status,
    ...pageArgs(page),
  });
  const filtered = Boolean(q || role || status);
  // A new search or filter starts at its first page.
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  let body;
  if (isLoading)
    body = (
      <ul className={styles.list} aria-busy="true" aria-label="Loading users">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  else if (error || !data)
    body = (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-users-error"
      />
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={<TeamOutlined />}
        title={filtered ? 'No users match' : 'No users yet'}
        testId="admin-users-empty"
      />
    );
  else
    body = (
      <>
        <p className={styles.count} data-testid="admin-user-count">
          {countOf(data.total, 'user')}
        </p>
        <ul
          className={styles.list}
          aria-label="Users"
          aria-busy={isFetching}
          data-testid="admin-users"
        >
          {data.items.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
          ))}
        </ul>
        <AdminPager
          page={page}
          total={data.total}
          onChange={setPage}
          noun="users"
          testId="admin-users-pager"
        />
      </>
    );

  return (
    <>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          value={search}
          onChange={(event) => refine(setSearch)(event.target.value)}
          placeholder="Search by name or email"
          aria-label="Search users"
          loading={isFetching && Boolean(q)}
          className={styles.search}
          data-testid="admin-users-search"
        />
        <Select<UserRole>
          allowClear
          placeholder="Any role"
          value={role}
          options={ROLE_FILTER}
          onChange={refine(setRole)}
          className={styles.filter}
          aria-label="Filter by role"
          data-testid="admin-users-role"
        />
        <Select<UserStatus>
          allowClear
          placeholder="Any status"
          value={status}
          options={STATUS_FILTER}
          onChange={refine(setStatus)}
          className={styles.filter}
          aria-label="Filter by status"
          data-testid="admin-users-status"
        />
      </div>
      {body}
    </>
  );
}
