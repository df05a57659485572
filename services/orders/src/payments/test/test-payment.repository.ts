import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { TestProviderDatabase } from './test-provider-database.js';

export interface TestPaymentRow {
  id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  lastError: string | null;
  cardLast4: string | null;
  /** The approved card's brand, as Stripe names it ('visa', 'mastercard', 'amex', …). */
  cardBrand: string | null;
}

export interface QueuedNotification {
  id: string;
  paymentId: string;
  body: string;
}

const COLUMNS = `id, order_id AS "orderId", amount_cents AS "amountCents", currency,
  client_secret AS "clientSecret", status, last_error AS "lastError", card_last4 AS "cardLast4",
  card_brand AS "cardBrand"`;

/** The test provider's own records: its payments and the notifications it still owes. */
@Injectable()
export class TestPaymentRepository {
  private readonly dataSource: DataSource;

  constructor(database: TestProviderDatabase) {
    this.dataSource = database.dataSource;
  }

  /** One payment per order: the order id is the idempotency key, as with Stripe. */
  async createOnce(row: Omit<TestPaymentRow, 'status' | 'lastError' | 'cardLast4' | 'cardBrand'>) {
    await this.dataSource.query(
      `INSERT INTO orders.test_payment (id, order_id, amount_cents, currency, client_secret)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
      [row.id, row.orderId, row.amountCents, row.currency, row.clientSecret],
    );
    const [found] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM orders.test_payment WHERE order_id = $1`,
      [row.orderId],
    )) as TestPaymentRow[];
    return found!;
  }

  async find(id: string): Promise<TestPaymentRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM orders.test_payment WHERE id = $1`,
      [id],
    )) as TestPaymentRow[];
    return row;
  }

  async cancel(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders.test_payment SET status = 'canceled', updated_at = now()
       WHERE id = $1 AND status = 'requires_payment_method'`,
      [id],
    );
  }

  /**
   * Settles a payment with a card, holding its row: two confirmations at once (two tabs) queue
   * here, and the second finds it settled. `decide` sees the payment as it now is and returns
   * its new state and the notification to owe, or null to leave both as they are.
   */
  settle(
    id: string,
    decide: (payment: TestPaymentRow) => {
      status: TestPaymentRow['status'];
      lastError: string | null;
      cardLast4: string;
      cardBrand: string | null;
      notification: string;
    } | null,
  ): Promise<TestPaymentRow | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const [payment] = (await manager.query(
        `SELECT ${COLUMNS} FROM orders.test_payment WHERE id = $1 FOR UPDATE`,
        [id],
      )) as TestPaymentRow[];
      if (!payment) return undefined;
      const change = decide(payment);
      if (!change) return payment;
      await manager.query(
        `UPDATE orders.test_payment SET status = $2, last_error = $3, card_last4 = $4,
           card_brand = $5, updated_at = now() WHERE id = $1`,
        [id, change.status, change.lastError, change.cardLast4, change.cardBrand],
      );
      // Owed in the same transaction as the outcome: a crash right after still delivers it.
      await manager.query(
        `INSERT INTO orders.test_payment_notification (payment_id, body) VALUES ($1, $2)`,
        [id, change.notification],
      );
      return { ...payment, ...change };
    });
  }

  /** Notifications still owed, oldest first (for one payment, or all). */
  owed(limit: number, paymentId?: string): Promise<QueuedNotification[]> {
    return this.dataSource.query(
      `SELECT id, payment_id AS "paymentId", body FROM orders.test_payment_notification
       WHERE $2::text IS NULL OR payment_id = $2 ORDER BY id LIMIT $1`,
      [limit, paymentId ?? null],
    ) as Promise<QueuedNotification[]>;
  }

  async delivered(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM orders.test_payment_notification WHERE id = $1`, [id]);
  }

  async failedDelivery(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders.test_payment_notification SET attempts = attempts + 1 WHERE id = $1`,
      [id],
    );
  }
}
