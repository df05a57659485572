import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../components/format';
import { PAYOUT_STATE_LABELS, holdText, requirementText } from '../payout-state';
import {
  useGetPayoutsQuery,
  usePayoutsDashboardMutation,
  useStartPayoutsOnboardingMutation,
} from '../payoutsApi';
import styles from './Payouts.module.css';

/** The provider's pages are other sites; TEST MODE's are this app's own routes. */
function go(url: string) {
  window.location.assign(url);
}

/**
 * Profile → Settings → Payouts: set up the seller's payout account at the provider (Stripe
 * Connect Express, or TEST MODE's local page), its state and what the provider asks for, and a
 * link to the provider's dashboard.
 */
export function PayoutsCard() {
  const { data, isLoading, isError } = useGetPayoutsQuery();
  const [onboard, { isLoading: starting }] = useStartPayoutsOnboardingMutation();
  const [dashboard, { isLoading: opening }] = usePayoutsDashboardMutation();
  const state = data?.account.state ?? 'not_started';
  const { label, color } = PAYOUT_STATE_LABELS[state];

  return (
    <section className={styles.card} aria-labelledby="payouts-title" data-testid="payouts-card">
      <h2 id="payouts-title" className={styles.title}>
        Payouts
      </h2>
      {isLoading && <p className={styles.help}>Loading…</p>}
      {isError && <p className={styles.help}>Your payout account could not be loaded.</p>}
      {data && (
        <>
          <div className={styles.row}>
            <Tag color={color} data-testid="payouts-state">
              {label}
            </Tag>
            {data.account.provider === 'test' && <Tag color="orange">TEST MODE</Tag>}
            <span className={styles.help} data-testid="payouts-balance">
              Balance due {formatCents(data.balanceDueCents + data.heldCents)}
            </span>
          </div>
          <p className={styles.help}>
            {state === 'active'
              ? `Your share of each sale is sent to your account ${holdText(data.holdSeconds)} after the sale.`
              : `Set up payouts to receive your share of each sale, ${holdText(data.holdSeconds)} after it. What you earn before then waits for you.`}{' '}
            <Link to="/payouts-guide">How payouts work</Link>
          </p>
          {data.account.requirements.length > 0 && state !== 'active' && (
            <>
              <p className={styles.help}>
                {state === 'restricted' ? 'Stripe needs from you:' : 'Still to do:'}
              </p>
              <ul className={styles.requirements} data-testid="payouts-requirements">
                {data.account.requirements.map((r) => (
                  <li key={r}>{requirementText(r)}</li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.row}>
            {state !== 'active' && (
              <Button
                type="primary"
                loading={starting}
                data-testid="payouts-setup"
                onClick={() =>
                  void onboard()
                    .unwrap()
                    .then(({ url }) => go(url))
                    .catch(() => undefined)
                }
              >
                {state === 'not_started' ? 'Set up payouts' : 'Continue setup'}
              </Button>
            )}
            {state !== 'not_started' && (
              <Button
                loading={opening}
                data-testid="payouts-dashboard"
                onClick={() =>
                  void dashboard()
                    .unwrap()
                    .then(({ url }) => go(url))
                    .catch(() => undefined)
                }
              >
                {data.account.provider === 'stripe' ? 'Open Stripe dashboard' : 'View payouts'}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
