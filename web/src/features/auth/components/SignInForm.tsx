import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useLoginMutation, type SignInBody } from '../authApi';
import { checkEmail, checkSignInPassword } from '../auth-validation';
import type { User } from '../user';
import { ruleFrom } from './form-rules';
import styles from './AuthForms.module.css';

interface SignInFormProps {
  onSubmit: () => void;
  onSignedIn: (user: User) => void;
  onFailed: (error: unknown) => void;
  onSwitch: () => void;
}

export function SignInForm({ onSubmit, onSignedIn, onFailed, onSwitch }: SignInFormProps) {
  const [login, { isLoading }] = useLoginMutation();

  const submit = async (values: SignInBody) => {
    onSubmit();
    try {
      onSignedIn(await login({ email: values.email.trim(), password: values.password }).unwrap());
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <Form<SignInBody>
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      size="large"
      onFinish={submit}
      className={styles.form}
      data-testid="signin-form"
    >
      <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          prefix={<MailOutlined aria-hidden />}
          placeholder="you@example.com"
          data-testid="signin-email"
        />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[ruleFrom(checkSignInPassword)]}>
        <Input.Password
          autoComplete="current-password"
          prefix={<LockOutlined aria-hidden />}
          placeholder="Your password"
          data-testid="signin-password"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={isLoading}
        className={styles.submit}
        data-testid="signin-submit"
      >
        SIGN IN
      </Button>
      <p className={styles.switch}>
        New to Pitstop Prints?{' '}
        <button type="button" className={styles.switchLink} onClick={onSwitch}>
          Create an account
        </button>
      </p>
    </Form>
  );
}
