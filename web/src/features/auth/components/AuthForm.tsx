import MailOutlined from '@ant-design/icons/MailOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { ruleFrom } from '../../../components/form-rules';
import { checkEmail } from '../auth-validation';
import styles from './AuthForms.module.css';

interface AuthFormProps<Values> {
  /**
   * Names the form's parts for tests (`{name}-form`, `{name}-email`, `{name}-submit`) and
   * prefixes its input ids (`{name}_email`): both forms stay in the page once the other tab has
   * been opened, and a label must point at its own form's input.
   */
  name: 'signin' | 'signup';
  submitLabel: string;
  submitting: boolean;
  onFinish: (values: Values) => void;
  /** The line under the button that offers the other tab. */
  switchText: string;
  switchLabel: string;
  onSwitch: () => void;
  children: ReactNode;
}

/** The frame both auth forms share: fields checked on blur, the submit button, the switch line. */
export function AuthForm<Values>({
  name,
  submitLabel,
  submitting,
  onFinish,
  switchText,
  switchLabel,
  onSwitch,
  children,
}: AuthFormProps<Values>) {
  return (
    <Form<Values>
      name={name}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onBlur"
      size="large"
      onFinish={onFinish}
      className={styles.form}
      data-testid={`${name}-form`}
    >
      {children}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        className={styles.submit}
        data-testid={`${name}-submit`}
      >
        {submitLabel}
      </Button>
      <p className={styles.switch}>
        {switchText}{' '}
        <button type="button" className={styles.switchLink} onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </Form>
  );
}

/** The email field, the same on both forms ('Please enter a valid email address'). */
export function EmailField({ testId }: { testId: string }) {
  return (
    <Form.Item label="Email" name="email" rules={[ruleFrom(checkEmail)]}>
      <Input
        type="email"
        autoComplete="email"
        inputMode="email"
        prefix={<MailOutlined aria-hidden />}
        placeholder="you@example.com"
        data-testid={testId}
      />
    </Form.Item>
  );
}
