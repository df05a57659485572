import LoginOutlined from '@ant-design/icons/LoginOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { LinkButton } from '../../../components/LinkButton';
import styles from './SignInPrompt.module.css';

/**
 * What a visitor sees where a form would be: why to sign in, with Sign In and Sign Up going to
 * /login as the spec has it (/login lands on the sign-in page, ?tab=signup on sign-up).
 */
export function SignInPrompt({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className={styles.prompt} data-testid={testId}>
      <p className={styles.text}>{text}</p>
      <div className={styles.buttons}>
        <LinkButton to="/login" type="primary" icon={<LoginOutlined aria-hidden />}>
          Sign In
        </LinkButton>
        <LinkButton to="/login?tab=signup" icon={<UserAddOutlined aria-hidden />}>
          Sign Up
        </LinkButton>
      </div>
    </div>
  );
}
