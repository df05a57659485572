import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { serverText } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { personName } from '../../../components/person-name';
import { showToast, type Toast } from '../../notifications/toastSlice';
import { ForgotPasswordForm } from '../../account/components/ForgotPasswordForm';
import { AuthMarketing } from '../components/AuthMarketing';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';
import { useGetPublicSettingsQuery } from '../../site-settings/siteSettingsApi';
import type { User } from '../user';
import styles from './AuthPage.module.css';

type AuthTab = 'signin' | 'signup';

/** /auth: Sign In and Sign Up (?tab=signup opens the second), beside 'Rev Up Your Ride'. */
export default function AuthPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  // The server's words for the last failed attempt (wrong password, email taken, suspended…).
  const [error, setError] = useState<string | null>(null);
  // 'Forgot password?' under the Sign In form swaps it for the reset request.
  const [forgotten, setForgotten] = useState(false);
  // The sign-up form follows the same settings (and polls them); closed, it invites nobody.
  const { data: settings } = useGetPublicSettingsQuery(undefined, { skip: tab !== 'signup' });
  const registrationClosed = tab === 'signup' && settings?.registrationOpen === false;

  const switchTo = (next: AuthTab) => {
    setError(null);
    setParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true });
  };

  /** Signs in or up: the welcome toast and home, or the server's reason in the alert. */
  const attempt = (welcome: (name: string) => Toast) => async (call: () => Promise<User>) => {
    setError(null);
    let user: User;
    try {
      user = await call();
    } catch (reason) {
      setError(serverText(reason));
      return;
    }
    dispatch(showToast(welcome(personName(user, 'Racer'))));
    navigate('/', { replace: true });
  };
  const signIn = attempt((name) => ({
    kind: 'success',
    title: 'Welcome back!',
    description: `Good to see you, ${name}.`,
  }));
  const signUp = attempt((name) => ({
    kind: 'success',
    title: 'Account created',
    description: `Welcome to Pitstop Prints, ${name}!`,
  }));

  return (
    <div className={`pp-container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <p className={styles.kicker}>YOUR GARAGE</p>
        <h1 id="auth-title" className={styles.title}>
          {tab === 'signin' ? 'BACK IN THE SEAT' : 'JOIN THE GRID'}
        </h1>
        <p className={styles.subtitle}>
          {tab === 'signin'
            ? 'Sign in to download your parts and manage your models.'
            : registrationClosed
              ? 'New accounts are paused for now.'
              : 'Create your account in under a minute. It’s free.'}
        </p>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            className={styles.alert}
            data-testid="auth-error"
          />
        )}
        <Tabs
          activeKey={tab}
          onChange={(key) => switchTo(key as AuthTab)}
          className={styles.tabs}
          items={[
            {
              key: 'signin',
              label: 'Sign In',
              children: forgotten ? (
                <ForgotPasswordForm onBack={() => setForgotten(false)} />
              ) : (
                <>
                  <SignInForm
                    onAttempt={(call) => void signIn(call)}
                    onSwitch={() => switchTo('signup')}
                  />
                  <Button
                    type="link"
                    onClick={() => setForgotten(true)}
                    data-testid="forgot-password-link"
                  >
                    Forgot password?
                  </Button>
                </>
              ),
            },
            {
              key: 'signup',
              label: 'Sign Up',
              children: (
                <SignUpForm
                  onAttempt={(call) => void signUp(call)}
                  onSwitch={() => switchTo('signin')}
                />
              ),
            },
          ]}
        />
      </section>
      <AuthMarketing />
    </div>
  );
}
