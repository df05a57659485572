import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../components/format';
import { formatDate } from '../../model-detail/detail-format';
import { earningsSeries, type EarningsPeriod } from '../earnings-series';
import { PAYOUT_STATE_LABELS, holdText, transferStatusText } from '../payout-state';
import { useGetPayoutsQuery } from '../payoutsApi';
import styles from './Payouts.module.css';

// The chart library is the Sales tab's alone: loaded when the tab shows a chart.
const EarningsChart = lazy(() => import('./EarningsChart'));

/** The Sales tab's money: balance due, earnings over time, and every transfer. */
export function SalesPayouts() {
  const { data } = useGetPayoutsQuery(undefined, { pollingInterval: 15_000 });
  const [period, setPeriod] = useState<EarningsPeriod>('week');
  const series = useMemo(() => earningsSeries(data?.earnings ?? [], period), [data, period]);
  if (!data) return null;
  const state = PAYOUT_STATE_LABELS[data.account.state];

  return (
    <section data-testid="sales-payouts">
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>Balance due</dt>
          <dd data-testid="sales-balance-due">
            {formatCents(data.balanceDueCents + data.heldCents)}
          </dd>
        </div>
        {data.carriedForwardCents < 0 && (
          <div className={styles.figure}>
            <dt>Carried forward</dt>
            <dd data-testid="sales-carried-forward">{formatCents(data.carriedForwardCents)}</dd>
          </div>
        )}
        <div className={styles.figure}>
          <dt>Paid out</dt>
          <dd data-testid="sales-paid-out">{formatCents(data.transferredCents)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Platform fees ({data.platformFeePercent}%)</dt>
          <dd>{formatCents(data.feesCents)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>Payout account</dt>
          <dd>
            <Tag color={state.color}>{state.label}</Tag>
          </dd>
        </div>
      </dl>
      <p className={styles.help}>
        Each sale is paid out {holdText(data.holdSeconds)} after it
        {data.account.state === 'active'
          ? '.'
          : ', once payouts are set up (Settings → Payouts).'}{' '}
        <Link to="/payouts-guide">How payouts work</Link>
      </p>
      {data.carriedForwardCents < 0 && (
        <p className={styles.help} data-testid="sales-carried-forward-help">
          Refunds of sales already paid out that could not be taken back from your payout account (
          {formatCents(-data.carriedForwardCents)}) are taken from your next sales before they are
          sent.
        </p>
      )}
      {data.earnings.length > 0 && (
        <>
          <div className={styles.row}>
            <h3 className={styles.section}>Earnings</h3>
            <Segmented
              size="small"
              value={period}
              onChange={(value) => setPeriod(value as EarningsPeriod)}
              options={[
                { label: 'By week', value: 'week' },
                { label: 'By month', value: 'month' },
              ]}
              data-testid="sales-chart-period"
            />
          </div>
          <div className={styles.chart} data-testid="sales-chart">
            <Suspense fallback={<div className="pp-skeleton" style={{ height: 260 }} />}>
              <EarningsChart series={series} />
            </Suspense>
          </div>
        </>
      )}
      <h3 className={styles.section}>Transfers</h3>
      {data.transfers.length === 0 ? (
        <p className={styles.help} data-testid="sales-no-transfers">
          No transfers yet.
        </p>
      ) : (
        <table className={styles.table} data-testid="sales-transfers">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.num}>
                Fee
              </th>
              <th scope="col" className={styles.num}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data.transfers.map((transfer) => (
              <tr key={transfer.id} data-testid="sales-transfer">
                <td>{formatDate(transfer.createdAt)}</td>
                <td data-testid="sales-transfer-status">{transferStatusText(transfer)}</td>
                <td className={styles.num}>{formatCents(transfer.feeCents)}</td>
                <td className={styles.num} data-testid="sales-transfer-amount">
                  {formatCents(transfer.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
