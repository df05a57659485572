import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { countOf } from '../../../components/format';
import { useUpdateProfileMutation } from '../../auth/authApi';
import { BIO_MAX, DISPLAY_NAME_MAX } from '../../auth/auth-validation';
import { personName } from '../../../components/person-name';
import { initials, joinYear, type User } from '../../auth/user';
import { showToast } from '../../notifications/toastSlice';
import styles from './ProfileHeader.module.css';

/** The server ends the session and sends the browser home. */
const LOGOUT_URL = '/api/logout';

interface ProfileHeaderProps {
  user: User;
  uploads: number;
  collections: number;
}

/** Avatar, name, MEMBER badge, bio and counts; Edit Profile turns name and bio into a form. */
export function ProfileHeader({ user, uploads, collections }: ProfileHeaderProps) {
  const [editing, setEditing] = useState(false);
  const year = joinYear(user.createdAt);

  return (
    <section className={styles.header} aria-labelledby="profile-name">
      <div className={styles.avatar} aria-hidden data-testid="profile-avatar">
        {initials(user)}
      </div>
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <h1 id="profile-name" className={styles.name} data-testid="profile-name">
            {personName(user, 'Anonymous Racer')}
          </h1>
          <span className={styles.badge}>MEMBER</span>
        </div>
        {editing ? (
          <ProfileEditForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <>
            <p
              className={user.bio ? styles.bio : `${styles.bio} ${styles.noBio}`}
              data-testid="profile-bio"
            >
              {user.bio || 'No bio added yet.'}
            </p>
            <ul className={styles.meta}>
              <li data-testid="profile-upload-count">{countOf(uploads, 'upload')}</li>
              <li data-testid="profile-collection-count">{countOf(collections, 'collection')}</li>
              {year !== null && (
                <li data-testid="profile-joined">
                  <CalendarOutlined aria-hidden /> Joined {year}
                </li>
              )}
            </ul>
            <div className={styles.actions}>
              <Button
                size="large"
                icon={<EditOutlined />}
                onClick={() => setEditing(true)}
                data-testid="profile-edit"
              >
                Edit Profile
              </Button>
              <Button size="large" href={LOGOUT_URL} icon={<LogoutOutlined />} data-testid="logout">
                Logout
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [bio, setBio] = useState(user.bio ?? '');

  const save = async () => {
    try {
      await updateProfile({ displayName: displayName.trim(), bio: bio.trim() }).unwrap();
    } catch {
      // The 'Update failed' toast comes from the one error path; the form stays open to retry.
      return;
    }
    dispatch(showToast({ kind: 'success', title: 'Profile updated' }));
    onDone();
  };

  return (
    <form
      className={styles.form}
      data-testid="profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className={styles.field}>
        <span className={styles.label}>Display name</span>
        <Input
          size="large"
          value={displayName}
          maxLength={DISPLAY_NAME_MAX}
          placeholder={user.firstName}
          autoComplete="nickname"
          onChange={(event) => setDisplayName(event.target.value)}
          data-testid="profile-display-name"
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Bio</span>
        <Input.TextArea
          value={bio}
          maxLength={BIO_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="What do you drive, print and wrench on?"
          onChange={(event) => setBio(event.target.value)}
          data-testid="profile-bio-input"
        />
      </label>
      <div className={styles.formActions}>
        <Button type="primary" size="large" htmlType="submit" loading={isLoading}>
          Save Changes
        </Button>
        <Button size="large" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
