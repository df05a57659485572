import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { ruleFrom } from '../../../components/form-rules';
import { checkEmail, checkNewPassword, checkSignInPassword } from '../../auth/auth-validation';
import type { User } from '../../auth/user';
import { showToast } from '../../notifications/toastSlice';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useSignOutEverywhereMutation,
} from '../accountApi';
import styles from './AccountCard.module.css';

/**
 * Profile → Settings: change password, change email, sign out everywhere, download my data and
 * delete my account (docs/security.md, Account recovery).
 */
export function AccountSecurityCard({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [passwordForm] = Form.useForm<{ currentPassword: string; newPassword: string }>();
  const [emailForm] = Form.useForm<{ email: string; password: string }>();
  const [changePassword, passwordState] = useChangePasswordMutation();
  const [changeEmail, emailState] = useChangeEmailMutation();
  const [signOutEverywhere, signOutState] = useSignOutEverywhereMutation();
  const [deleteAccount, deleteState] = useDeleteAccountMutation();
  const [deleting, setDeleting] = useState(false);
  const [deletePassword, setDeletePassword] = useState('');

  const done = (title: string, description?: string) =>
    dispatch(showToast({ kind: 'success', title, ...(description ? { description } : {}) }));

  return (
    <section className={styles.card} data-testid="account-security">
      <h2 className={styles.sectionTitle}>SECURITY</h2>

      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>Change password</h3>
        <Form
          form={passwordForm}
          layout="vertical"
          requiredMark={false}
          onFinish={async (values) => {
            const result = await changePassword(values);
            if ('data' in result && result.data) {
              passwordForm.resetFields();
              done('Password changed', result.data.message);
            }
          }}
        >
          <Form.Item
            label="Current password"
            name="currentPassword"
            rules={[ruleFrom(checkSignInPassword)]}
          >
            <Input.Password autoComplete="current-password" data-testid="change-password-current" />
          </Form.Item>
          <Form.Item label="New password" name="newPassword" rules={[ruleFrom(checkNewPassword)]}>
            <Input.Password autoComplete="new-password" data-testid="change-password-new" />
          </Form.Item>
          <Button
            htmlType="submit"
            loading={passwordState.isLoading}
            data-testid="change-password-submit"
          >
            Change password
          </Button>
        </Form>
      </div>

      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>Change email</h3>
        <p className={styles.help}>
          Now {user.email}. We mail a link to the new address; the change applies when you open it.
        </p>
        <Form
          form={emailForm}
          layout="vertical"
          requiredMark={false}
          onFinish={async (values) => {
            const result = await changeEmail({
              email: values.email.trim(),
              password: values.password,
            });
            if ('data' in result && result.data) {
              emailForm.resetFields();
              done('Check your new address', result.data.message);
            }
          }}
        >
          <Form.Item label="New email" name="email" rules={[ruleFrom(checkEmail)]}>
            <Input type="email" autoComplete="email" data-testid="change-email-new" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[ruleFrom(checkSignInPassword)]}>
            <Input.Password autoComplete="current-password" data-testid="change-email-password" />
          </Form.Item>
          <Button
            htmlType="submit"
            loading={emailState.isLoading}
            data-testid="change-email-submit"
          >
            Change email
          </Button>
        </Form>
      </div>

      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>Sessions and data</h3>
        <div className={styles.actions}>
          <Button
            loading={signOutState.isLoading}
            data-testid="sign-out-everywhere"
            onClick={async () => {
              const result = await signOutEverywhere();
              if (!('error' in result)) {
                done('Signed out everywhere');
                void navigate('/auth');
              }
            }}
          >
            Sign out everywhere
          </Button>
          <Button href="/api/auth/export" download data-testid="download-my-data">
            Download my data
          </Button>
        </div>
      </div>

      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>Delete my account</h3>
        <p className={styles.help}>
          Your name, email, bio, avatar, garage and collections are erased and every session ends.
          Buyers keep the files they bought; orders are kept, without your name, for the books.
        </p>
        <div>
          <Button danger onClick={() => setDeleting(true)} data-testid="delete-account">
            Delete my account
          </Button>
        </div>
      </div>

      <Modal
        open={deleting}
        title="Delete your account?"
        okText="Delete my account"
        okButtonProps={{ danger: true, disabled: !deletePassword }}
        confirmLoading={deleteState.isLoading}
        onCancel={() => setDeleting(false)}
        onOk={async () => {
          const result = await deleteAccount({ password: deletePassword });
          if ('data' in result && result.data) {
            setDeleting(false);
            done('Account deleted', result.data.message);
            void navigate('/');
          }
        }}
      >
        <p>This cannot be undone. Enter your password to confirm.</p>
        <Input.Password
          value={deletePassword}
          onChange={(event) => setDeletePassword(event.target.value)}
          autoComplete="current-password"
          data-testid="delete-account-password"
        />
      </Modal>
    </section>
  );
}
