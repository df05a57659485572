import { platformFeeOf } from '@pitstop/contracts';
import type { ReactNode } from 'react';
import { formatCents } from '../../../components/format';
import { useGetPaymentsConfigQuery } from '../../checkout/checkoutApi';
import type { Cart } from '../cartApi';
import styles from './OrderSummary.module.css';

/**
 * ORDER SUMMARY: Subtotal, Platform Fee ($0.00), Total (docs/product.md §2 and §9), as the server
 * priced the cart (the sum of the price snapshots, its fixed fee). The checkout lists the items
 * above the sums (`items`); the cart puts its button and note below (`children`).
 */
export function OrderSummary({
  summary,
  items,
  children,
  testId = 'order-summary',
}: {
  summary: Pick<Cart, 'subtotalCents' | 'platformFeeCents' | 'totalCents'>;
  items?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  // The platform's fee comes out of the sellers' shares, not on top of the total: shown when set
  // (PLATFORM_FEE_PERCENT), else the buyer's fee ($0.00).
  const percent = useGetPaymentsConfigQuery().data?.platformFeePercent ?? 0;
  const sellersFee = platformFeeOf(summary.subtotalCents, percent);
  return (
    <section className={styles.card} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className={styles.title}>
        ORDER SUMMARY
      </h2>
      {items}
      <dl className={styles.sums}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal">{formatCents(summary.subtotalCents)}</dd>
        </div>
        <div className={styles.row}>
          <dt>
            Platform Fee
            {percent > 0 && <small className={styles.note}> ({percent}%, paid by sellers)</small>}
          </dt>
          <dd data-testid="summary-fee">
            {formatCents(percent > 0 ? sellersFee : summary.platformFeeCents)}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatCents(summary.totalCents)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
