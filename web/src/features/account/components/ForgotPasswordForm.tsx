import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { ruleFrom } from '../../../components/form-rules';
import { checkEmail } from '../../auth/auth-validation';
import { useForgotPasswordMutation } from '../accountApi';

/** /auth's 'Forgot password?': one address in, the same answer whether it has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [forgot, { data, isLoading }] = useForgotPasswordMutation();
  return (
    <div data-testid="forgot-password">
      {data ? (
        <Alert type="success" showIcon title={data.message} data-testid="forgot-password-sent" />
      ) : (
        <Form<{ email: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void forgot({ email: values.email.trim() })}
        >
          <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
            <Input type="email" autoComplete="email" data-testid="forgot-password-email" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={isLoading}
            data-testid="forgot-password-submit"
          >
            Send reset link
          </Button>
        </Form>
      )}
      <Button type="link" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
