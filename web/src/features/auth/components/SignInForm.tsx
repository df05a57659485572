import LockOutlined from '@ant-design/icons/LockOutlined';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ruleFrom } from '../../../components/form-rules';
import { useLoginMutation, type SignInBody } from '../authApi';
import { checkSignInPassword } from '../auth-validation';
import type { User } from '../user';
import { AuthForm, EmailField } from './AuthForm';

interface SignInFormProps {
  /** Runs the sign-in; the page shows what came of it. */
  onAttempt: (signIn: () => Promise<User>) => void;
  onSwitch: () => void;
}

export function SignInForm({ onAttempt, onSwitch }: SignInFormProps) {
  const [login, { isLoading }] = useLoginMutation();

  return (
    <AuthForm<SignInBody>
      name="signin"
      submitLabel="SIGN IN"
      submitting={isLoading}
      onFinish={(values) =>
        onAttempt(() => login({ email: values.email.trim(), password: values.password }).unwrap())
      }
      switchText="New to Pitstop Prints?"
      switchLabel="Create an account"
      onSwitch={onSwitch}
    >
      <EmailField testId="signin-email" />
      <Form.Item label="Password" name="password" rules={[ruleFrom(checkSignInPassword)]}>
        <Input.Password
          autoComplete="current-password"
          prefix={<LockOutlined aria-hidden />}
          placeholder="Your password"
          data-testid="signin-password"
        />
      </Form.Item>
    </AuthForm>
  );
}
