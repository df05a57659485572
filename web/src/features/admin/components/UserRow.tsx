import Select from 'antd/es/select';
import { useAppDispatch } from '../../../app/hooks';
import { fullName } from '../../../components/person-name';
import {
  initials,
  USER_ROLES,
  USER_STATUSES,
  type User,
  type UserRole,
  type UserStatus,
} from '../../auth/user';
import { showToast } from '../../notifications/toastSlice';
import { useUpdateUserMutation, type AdminUserChange } from '../adminApi';
import styles from './UserRow.module.css';

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: value }));
const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: value }));

/** One account in the Users tab: who it is, its badges, and its status and role selectors. */
export function UserRow({ user, isSelf }: { user: User; isSelf: boolean }) {
  const dispatch = useAppDispatch();
  const [updateUser, { isLoading, originalArgs }] = useUpdateUserMutation();
  const name = fullName(user, 'Anonymous Racer');

  const change = async (patch: Omit<AdminUserChange, 'userId'>) => {
    try {
      const updated = await updateUser({ userId: user.id, ...patch }).unwrap();
      dispatch(
        showToast({
          kind: 'success',
          title: 'User Updated',
          description: `${fullName(updated, 'Anonymous Racer')} is now ${
            patch.role ? (updated.role === 'admin' ? 'an admin' : 'a user') : updated.status
          }.`,
        }),
      );
    } catch {
      // The server's reason reaches the user as a toast from the one error path.
    }
  };

  return (
    <li className={styles.row} data-testid={`admin-user-row-${user.email}`}>
      <span className={styles.avatar} aria-hidden>
        {initials(user, 1)}
      </span>
      <div className={styles.who}>
        <p className={styles.name}>
          {name}
          {isSelf && <span className={styles.self}> (you)</span>}
        </p>
        <p className={styles.email}>{user.email}</p>
      </div>
      <div className={styles.badges}>
        <span
          className={`${styles.badge} ${styles[`status_${user.status}`]}`}
          data-testid={`admin-user-badge-status-${user.email}`}
        >
          {user.status}
        </span>
        <span
          className={`${styles.badge} ${styles[`role_${user.role}`]}`}
          data-testid={`admin-user-badge-role-${user.email}`}
        >
          {user.role}
        </span>
      </div>
      <div className={styles.controls}>
        <div className={styles.control}>
          <span className={styles.controlLabel} aria-hidden>
            Status
          </span>
          <Select<UserStatus>
            value={user.status}
            options={STATUS_OPTIONS}
            onChange={(status) => void change({ status })}
            loading={isLoading && originalArgs?.status !== undefined}
            disabled={isLoading}
            aria-label={`Status of ${user.email}`}
            className={styles.select}
            data-testid={`admin-user-status-${user.email}`}
          />
        </div>
        <div className={styles.control}>
          <span className={styles.controlLabel} aria-hidden>
            Role
          </span>
          <Select<UserRole>
            value={user.role}
            options={ROLE_OPTIONS}
            onChange={(role) => void change({ role })}
            loading={isLoading && originalArgs?.role !== undefined}
            disabled={isLoading}
            aria-label={`Role of ${user.email}`}
            className={styles.select}
            data-testid={`admin-user-role-${user.email}`}
          />
        </div>
      </div>
    </li>
  );
}
