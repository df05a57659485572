import LockOutlined from '@ant-design/icons/LockOutlined';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ruleFrom } from '../../../components/form-rules';
import { useRegisterMutation, type SignUpBody } from '../authApi';
import {
  checkFirstName,
  checkLastName,
  checkNewPassword,
  DISPLAY_NAME_MAX,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
} from '../auth-validation';
import { SETTINGS_POLL_MS, useGetPublicSettingsQuery } from '../../site-settings/siteSettingsApi';
import type { User } from '../user';
import { AuthForm, EmailField } from './AuthForm';
import styles from './AuthForms.module.css';

interface SignUpFormProps {
  /** Runs the registration; the page shows what came of it. */
  onAttempt: (signUp: () => Promise<User>) => void;
  onSwitch: () => void;
}

/** The new account as the server takes it: trimmed, and no display name rather than a blank one. */
function signUpBody(values: SignUpBody): SignUpBody {
  const displayName = values.displayName?.trim();
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(displayName ? { displayName } : {}),
  };
}

export function SignUpForm({ onAttempt, onSwitch }: SignUpFormProps) {
  const [register, { isLoading }] = useRegisterMutation();
  const { data: settings } = useGetPublicSettingsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: SETTINGS_POLL_MS,
  });

  // An admin closed registration (the server refuses it anyway: 403 'Registration is closed').
  if (settings?.registrationOpen === false)
    return (
      <div className={styles.form} data-testid="signup-closed">
        <Alert
          type="warning"
          showIcon
          title="Registration is closed"
          description="New accounts cannot be created right now. Please check back later."
        />
        <p className={styles.switch}>
          Already have an account?{' '}
          <button type="button" className={styles.switchLink} onClick={onSwitch}>
            Sign in
          </button>
        </p>
      </div>
    );

  return (
    <AuthForm<SignUpBody>
      name="signup"
      submitLabel="CREATE ACCOUNT"
      submitting={isLoading}
      onFinish={(values) => onAttempt(() => register(signUpBody(values)).unwrap())}
      switchText="Already have an account?"
      switchLabel="Sign in"
      onSwitch={onSwitch}
    >
      <div className={styles.nameRow}>
        <Form.Item label="First name" name="firstName" rules={[ruleFrom(checkFirstName)]}>
          <Input autoComplete="given-name" maxLength={NAME_MAX} data-testid="signup-first-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[ruleFrom(checkLastName)]}>
          <Input autoComplete="family-name" maxLength={NAME_MAX} data-testid="signup-last-name" />
        </Form.Item>
      </div>
      <EmailField testId="signup-email" />
      <Form.Item
        label="Password"
        name="password"
        rules={[ruleFrom(checkNewPassword)]}
        extra={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        <Input.Password
          autoComplete="new-password"
          prefix={<LockOutlined aria-hidden />}
          data-testid="signup-password"
        />
      </Form.Item>
      <Form.Item
        label={
          <span>
            Display name <span className={styles.optional}>(optional)</span>
          </span>
        }
        name="displayName"
        extra="Shown on your profile and your models instead of your first name."
      >
        <Input
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
          data-testid="signup-display-name"
        />
      </Form.Item>
    </AuthForm>
  );
}
