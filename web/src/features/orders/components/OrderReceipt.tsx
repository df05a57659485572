import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../components/format';
import { modelPath } from '../../listings/listing-display';
import { formatDate } from '../../model-detail/detail-format';
import { orderDate, orderTitle, paymentLine, refundStatusLabel } from '../order-display';
import type { Order, OrderLine } from '../ordersApi';
import styles from './OrderReceipt.module.css';

/**
 * One order as a receipt: its number and date, each item with its seller and price (and what
 * the caller puts beside it: a download button), the sums and how it was paid.
 */
export function OrderReceipt({
  order,
  action,
  headingLevel = 2,
  linkToReceipt = false,
  itemised = false,
}: {
  order: Order;
  action?: (line: OrderLine) => ReactNode;
  headingLevel?: 2 | 3;
  /** The number links to the order's own printable receipt page (/orders/{id}). */
  linkToReceipt?: boolean;
  /** The subtotal and the platform fee even when it is $0.00 (the printable receipt). */
  itemised?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const payment = paymentLine(order.receipt);
  const status = refundStatusLabel(order);
  return (
    <article className={styles.receipt} data-testid={`order-${order.number}`}>
      <header className={styles.head}>
        <Heading className={styles.number} data-testid="order-number">
          {linkToReceipt ? (
            <Link to={`/orders/${order.id}`} data-testid="order-receipt-link">
              {orderTitle(order)}
            </Link>
          ) : (
            orderTitle(order)
          )}
        </Heading>
        {status && (
          <span className={styles.status} data-testid="order-status">
            {status}
          </span>
        )}
        <time className={styles.date} dateTime={orderDate(order)} data-testid="order-date">
          {formatDate(orderDate(order))}
        </time>
      </header>
      <ul className={styles.lines} aria-label={`Items of ${orderTitle(order)}`}>
        {order.items.map((line) => (
          <li key={line.modelId} className={styles.line} data-testid="order-line">
            <div className={styles.lineText}>
              <Link to={modelPath(line)} className={styles.title} data-testid="order-line-title">
                {line.title}
              </Link>
              <span className={styles.seller}>by {line.sellerName || 'Unknown'}</span>
            </div>
            <span className={styles.price} data-testid="order-line-price">
              {line.refunded && (
                <span className={styles.refunded} data-testid="order-line-refunded">
                  Refunded{' '}
                </span>
              )}
              {formatCents(line.priceCents)}
            </span>
            {action && <div className={styles.action}>{!line.refunded && action(line)}</div>}
          </li>
        ))}
      </ul>
      <dl className={styles.sums}>
        {itemised && (
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="order-subtotal">{formatCents(order.subtotalCents)}</dd>
          </div>
        )}
        {(itemised || order.platformFeeCents > 0) && (
          <div>
            <dt>Platform Fee</dt>
            <dd data-testid="order-fee">{formatCents(order.platformFeeCents)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatCents(order.totalCents)}</dd>
        </div>
        {(order.refunds ?? []).map((refund) => (
          <div key={refund.id} data-testid="order-refund">
            <dt>
              Refunded {formatDate(refund.createdAt)}
              {refund.reason === 'dispute-lost' ? ' (chargeback)' : ''}
            </dt>
            <dd>−{formatCents(refund.amountCents)}</dd>
          </div>
        ))}
      </dl>
      {payment && (
        <p className={styles.payment} data-testid="order-payment">
          Paid with {payment}
        </p>
      )}
    </article>
  );
}
