import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverText } from '../../../api/api-error';
import { LinkButton } from '../../../components/LinkButton';
import { useVerifyEmailMutation } from '../accountApi';
import styles from '../components/AccountCard.module.css';

/**
 * /verify-email?token=…: where a registration's or an email change's link lands; confirms the
 * address at once (the token is single-use, so a second open says so).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify, { data, error, isLoading }] = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verify({ token });
  }, [token, verify]);

  return (
    <div className="pp-container" style={{ padding: '48px 16px' }}>
      <section className={styles.card} data-testid="verify-email">
        <h1 className={styles.title}>Confirm your email</h1>
        {!token ? (
          <Alert type="error" showIcon title="This link has no token." />
        ) : data ? (
          <Alert
            type="success"
            showIcon
            title={data.message}
            description={`Your address is ${data.email}.`}
            data-testid="verify-email-done"
          />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            title={serverText(error)}
            data-testid="verify-email-failed"
          />
        ) : (
          <Spin spinning={isLoading} tip="Confirming…">
            <div style={{ minHeight: 48 }} />
          </Spin>
        )}
        <div>
          <LinkButton to="/" type="link">
            Go to Pitstop Prints
          </LinkButton>
        </div>
      </section>
    </div>
  );
}
