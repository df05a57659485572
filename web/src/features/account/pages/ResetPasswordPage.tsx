import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { ruleFrom } from '../../../components/form-rules';
import { checkNewPassword } from '../../auth/auth-validation';
import { showToast } from '../../notifications/toastSlice';
import { useResetPasswordMutation } from '../accountApi';
import styles from '../components/AccountCard.module.css';

interface ResetValues {
  password: string;
  repeat: string;
}

/**
 * /reset-password?token=…: where the forgot-password mail's link lands. The new password twice;
 * on success every session has ended, so the person signs in again on /auth.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onFinish = async ({ password }: ResetValues) => {
    const result = await reset({ token, password });
    if ('data' in result && result.data) {
      dispatch(
        showToast({ kind: 'success', title: 'Password changed', description: result.data.message }),
      );
      void navigate('/auth');
    }
  };

  return (
    <div className="pp-container" style={{ padding: '48px 16px' }}>
      <section className={styles.card} data-testid="reset-password">
        <h1 className={styles.title}>Choose a new password</h1>
        {!token ? (
          <Alert
            type="error"
            showIcon
            title="This link has no token. Ask for a new one from the sign-in page (Forgot password?)."
          />
        ) : (
          <Form<ResetValues>
            layout="vertical"
            onFinish={(v) => void onFinish(v)}
            requiredMark={false}
          >
            <Form.Item label="New password" name="password" rules={[ruleFrom(checkNewPassword)]}>
              <Input.Password autoComplete="new-password" data-testid="reset-password-new" />
            </Form.Item>
            <Form.Item
              label="Repeat the new password"
              name="repeat"
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_rule, value: string | undefined) =>
                    value === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error('The passwords do not match')),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" data-testid="reset-password-repeat" />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={isLoading}
              data-testid="reset-password-submit"
            >
              Set new password
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}
