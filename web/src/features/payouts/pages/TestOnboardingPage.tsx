import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useActivateTestPayoutsMutation } from '../payoutsApi';
import styles from '../components/Payouts.module.css';

/**
 * TEST MODE's stand-in for Stripe's hosted onboarding: no forms, one button that finishes it,
 * as the seller finishing Stripe's pages would. Back to Settings, the account is active.
 */
export default function TestOnboardingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = params.get('account') ?? '';
  const [activate, { isLoading }] = useActivateTestPayoutsMutation();
  return (
    <main className="pp-container" style={{ padding: '40px 16px' }}>
      <section className={styles.card} data-testid="test-onboarding">
        <h1 className={styles.title}>
          Payout onboarding <Tag color="orange">TEST MODE</Tag>
        </h1>
        <p className={styles.help}>
          This marketplace runs without Stripe keys, so no real account is made and no money moves.
          With Stripe, this page is Stripe&apos;s own: your identity, bank account and tax details.
        </p>
        <p className={styles.help}>
          Account <code>{account || '—'}</code>
        </p>
        <div className={styles.row}>
          <Button
            type="primary"
            size="large"
            loading={isLoading}
            disabled={!account}
            data-testid="test-onboarding-finish"
            onClick={() =>
              void activate(account)
                .unwrap()
                .then(() => navigate('/profile?tab=settings&payouts=return'))
                .catch(() => undefined)
            }
          >
            Finish onboarding
          </Button>
          <Button onClick={() => navigate('/profile?tab=settings')}>Cancel</Button>
        </div>
      </section>
    </main>
  );
}
