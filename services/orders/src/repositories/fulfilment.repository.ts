import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox } from '@pitstop/common';
import {
  OrdersEvents,
  type NotificationOutcome,
  type OrderPaidEvent,
  type PaymentProviderName,
} from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import type { PaymentNotification } from '../payments/payment-provider.js';

interface LockedOrder {
  orderId: string;
  paymentId: string;
  number: string;
  buyerId: string;
  status: string;
  subtotalCents: number;
  platformFeeCents: number;
  totalCents: number;
  currency: string;
  cardLast4: string | null;
  /** The transaction's time: what paid_at is set to. */
  now: Date;
}

/**
 * What a provider's word does to an order, each in one transaction that holds the order's row:
 * notifications of one payment, however many arrive at once and in whatever order, queue there,
 * and only the first success finds the order unpaid.
 */
@Injectable()
export class FulfilmentRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Paid: the order and its payment marked, one entitlement per line, those listings out of the
   * buyer's cart, one ledger line per seller, and orders.order.paid in the outbox; all or none.
   */
  fulfil(
    provider: PaymentProviderName,
    notification: PaymentNotification,
  ): Promise<Exclude<NotificationOutcome, 'failure-recorded' | 'ignored'>> {
    return this.dataSource.transaction(async (manager) => {
      const [order] = (await manager.query(
        `SELECT o.id AS "orderId", p.id AS "paymentId", o.number, o.buyer_id AS "buyerId",
           o.status, o.subtotal_cents AS "subtotalCents", o.platform_fee_cents AS "platformFeeCents",
           o.total_cents AS "totalCents", o.currency, p.card_last4 AS "cardLast4", now() AS "now"
         FROM orders.payment p JOIN orders.purchase_order o ON o.id = p.order_id
         WHERE p.provider = $1 AND (p.provider_payment_id = $2 OR p.order_id = $3::uuid)
         ORDER BY (p.provider_payment_id = $2) DESC NULLS LAST LIMIT 1
         FOR UPDATE OF o, p`,
        [provider, notification.providerPaymentId, notification.orderId],
      )) as LockedOrder[];
      if (!order) return 'unknown-order';
      if (order.status === 'paid') return 'already-fulfilled';
      if (order.totalCents !== notification.amountCents || order.currency !== notification.currency)
        return 'amount-mismatch';

      // A cancelled order (a newer checkout replaced it) whose payment went through anyway is
      // paid all the same: the buyer's money was taken for it.
      await manager.query(
        `UPDATE orders.purchase_order SET status = 'paid', paid_at = now(), updated_at = now()
         WHERE id = $1`,
        [order.orderId],
      );
      await manager.query(
        `UPDATE orders.payment SET status = 'succeeded', failure_message = NULL,
           provider_payment_id = COALESCE(provider_payment_id, $2),
           card_last4 = COALESCE($3, card_last4), updated_at = now()
         WHERE id = $1`,
        [order.paymentId, notification.providerPaymentId, notification.cardLast4],
      );
      const lines = (await manager.query(
        `SELECT listing_id AS "modelId", seller_id AS "sellerId", price_cents AS "priceCents",
           title, seller_name AS "sellerName"
         FROM orders.order_line WHERE order_id = $1 ORDER BY position`,
        [order.orderId],
      )) as OrderPaidEvent['lines'];
      await manager.query(
        `INSERT INTO orders.entitlement (user_id, listing_id, order_id)
         SELECT $2, listing_id, order_id FROM orders.order_line WHERE order_id = $1
         ON CONFLICT (user_id, listing_id) DO NOTHING`,
        [order.orderId, order.buyerId],
      );
      await manager.query(
        `DELETE FROM orders.cart_item WHERE user_id = $2
           AND listing_id IN (SELECT listing_id FROM orders.order_line WHERE order_id = $1)`,
        [order.orderId, order.buyerId],
      );
      await manager.query(
        `INSERT INTO orders.ledger_entry (order_id, seller_id, amount_cents, currency)
         SELECT order_id, seller_id, sum(price_cents), $2 FROM orders.order_line
         WHERE order_id = $1 GROUP BY order_id, seller_id
         ON CONFLICT (order_id, seller_id) WHERE refund_id IS NULL DO NOTHING`,
        [order.orderId, order.currency],
      );
      await this.outbox.enqueue(manager, OrdersEvents.orderPaid, {
        orderId: order.orderId,
        number: Number(order.number),
        buyerId: order.buyerId,
        subtotalCents: order.subtotalCents,
        platformFeeCents: order.platformFeeCents,
        totalCents: order.totalCents,
        currency: order.currency,
        lines,
        payment: { provider, cardLast4: notification.cardLast4 ?? order.cardLast4 },
        paidAt: new Date(order.now).toISOString(),
      });
      return 'fulfilled';
    });
  }

  /** A declined card: the reason is kept; a payment that has succeeded is left as it is. */
  async recordFailure(
    provider: PaymentProviderName,
    notification: PaymentNotification,
  ): Promise<'failure-recorded' | 'already-fulfilled' | 'unknown-order'> {
    // (A SELECT around the UPDATE: TypeORM answers a bare UPDATE with [rows, count].)
    const [{ n }] = (await this.dataSource.query(
      `WITH updated AS (
         UPDATE orders.payment SET failure_message = $3, updated_at = now()
         WHERE provider = $1 AND provider_payment_id = $2 AND status IN ('creating', 'pending')
         RETURNING id)
       SELECT count(*)::int AS n FROM updated`,
      [provider, notification.providerPaymentId, notification.failureMessage ?? 'Payment failed'],
    )) as [{ n: number }];
    if (n > 0) return 'failure-recorded';
    const [known] = (await this.dataSource.query(
      `SELECT 1 FROM orders.payment WHERE provider = $1 AND provider_payment_id = $2`,
      [provider, notification.providerPaymentId],
    )) as unknown[];
    return known ? 'already-fulfilled' : 'unknown-order';
  }

  /** Payments the provider may have settled without our hearing of it (a lost notification). */
  async openPayments(provider: PaymentProviderName, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT provider_payment_id AS id FROM orders.payment
       WHERE provider = $1 AND status = 'pending' AND provider_payment_id IS NOT NULL
         AND created_at > now() - interval '7 days'
       ORDER BY created_at LIMIT $2`,
      [provider, limit],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Publishes what fulfilment wrote to the outbox now rather than at its next poll. */
  flush(): Promise<void> {
    return this.outbox.flush();
  }
}
