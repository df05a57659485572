import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useRegisterMutation, type SignUpBody } from '../authApi';
import {
  checkEmail,
  checkFirstName,
  checkLastName,
  checkNewPassword,
  DISPLAY_NAME_MAX,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
} from '../auth-validation';
import type { User } from '../user';
import { ruleFrom } from './form-rules';
import styles from './AuthForms.module.css';

interface SignUpFormProps {
  onSubmit: () => void;
  onSignedUp: (user: User) => void;
  onFailed: (error: unknown) => void;
  onSwitch: () => void;
}

export function SignUpForm({ onSubmit, onSignedUp, onFailed, onSwitch }: SignUpFormProps) {
  const [register, { isLoading }] = useRegisterMutation();

  const submit = async (values: SignUpBody) => {
    onSubmit();
    const displayName = values.displayName?.trim();
    try {
      const user = await register({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(displayName ? { displayName } : {}),
      }).unwrap();
      onSignedUp(user);
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <Form<SignUpBody>
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      size="large"
      onFinish={submit}
      className={styles.form}
      data-testid="signup-form"
    >
      <div className={styles.nameRow}>
        <Form.Item label="First name" name="firstName" rules={[ruleFrom(checkFirstName)]}>
          <Input autoComplete="given-name" maxLength={NAME_MAX} data-testid="signup-first-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[ruleFrom(checkLastName)]}>
          <Input autoComplete="family-name" maxLength={NAME_MAX} data-testid="signup-last-name" />
        </Form.Item>
      </div>
      <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          prefix={<MailOutlined aria-hidden />}
          placeholder="you@example.com"
          data-testid="signup-email"
        />
      </Form.Item>
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
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={isLoading}
        className={styles.submit}
        data-testid="signup-submit"
      >
        CREATE ACCOUNT
      </Button>
      <p className={styles.switch}>
        Already have an account?{' '}
        <button type="button" className={styles.switchLink} onClick={onSwitch}>
          Sign in
        </button>
      </p>
    </Form>
  );
}
