import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { useCurrentUser } from '../../../app/access';
import { EmptyState } from '../../../components/EmptyState';
import { countOf } from '../../../components/format';
import { LoadError } from '../../../components/LoadError';
import { useListUsersQuery } from '../adminApi';
import styles from '../pages/AdminPage.module.css';
import { UserRow } from './UserRow';

/** Users: every account with its status and role selectors. */
export function UsersTab() {
  const me = useCurrentUser();
  const { data: users, error, isLoading, isFetching, refetch } = useListUsersQuery();

  if (isLoading)
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading users">
        {[0, 1, 2].map((index) => (
          <li key={index} className={`pp-skeleton ${styles.skeleton}`} />
        ))}
      </ul>
    );
  if (error || !users)
    return (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        testId="admin-users-error"
      />
    );
  if (users.length === 0)
    return <EmptyState icon={<TeamOutlined />} title="No users yet" testId="admin-users-empty" />;

  return (
    <>
      <p className={styles.count} data-testid="admin-user-count">
        {countOf(users.length, 'user')}
      </p>
      <ul className={styles.list} aria-label="Users" data-testid="admin-users">
        {users.map((user) => (
          <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />
        ))}
      </ul>
    </>
  );
}
