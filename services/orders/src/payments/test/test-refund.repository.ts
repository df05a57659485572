import { Injectable } from '@nestjs/common';
import { BadRequestError, queryRows } from '@pitstop/common';
import type { DataSource } from 'typeorm';
import { TestProviderDatabase } from './test-provider-database.js';

/** The test payment a refund takes from. */
interface TestPaymentRow {
  amountCents: number;
  status: string;
}

/** A test refund found by its idempotency key. */
interface TestRefundIdRow {
  id: string;
}

/** TEST MODE's refunds (as Stripe keeps Refund objects): one per idempotency key. */
@Injectable()
export class TestRefundRepository {
  private readonly dataSource: DataSource;

  constructor(database: TestProviderDatabase) {
    this.dataSource = database.dataSource;
  }

  /**
   * A refund of a succeeded test payment, at most what is left of it; the same key again
   * answers the refund it made (a retry after a timeout refunds nothing twice).
   */
  create(row: {
    id: string;
    idempotencyKey: string;
    paymentId: string;
    amountCents: number;
    currency: string;
  }): Promise<{ id: string }> {
    return this.dataSource.transaction(async (manager) => {
      const [payment] = await queryRows<TestPaymentRow>(
        manager,
        `SELECT amount_cents AS "amountCents", status FROM orders.test_payment
         WHERE id = $1 FOR UPDATE`,
        [row.paymentId],
      );
      const [known] = await queryRows<TestRefundIdRow>(
        manager,
        `SELECT id FROM orders.test_refund WHERE idempotency_key = $1`,
        [row.idempotencyKey],
      );
      if (known) return known;
      if (payment?.status !== 'succeeded')
        throw new BadRequestError('This payment has not succeeded: nothing to refund.');
      const [{ refunded }] = (await manager.query(
        `SELECT COALESCE(sum(amount_cents), 0)::int AS refunded FROM orders.test_refund
         WHERE payment_id = $1`,
        [row.paymentId],
      )) as [{ refunded: number }];
      if (row.amountCents <= 0 || refunded + row.amountCents > payment.amountCents)
        throw new BadRequestError('A refund cannot exceed what is left of the payment.');
      await manager.query(
        `INSERT INTO orders.test_refund (id, idempotency_key, payment_id, amount_cents, currency)
         VALUES ($1, $2, $3, $4, $5)`,
        [row.id, row.idempotencyKey, row.paymentId, row.amountCents, row.currency],
      );
      return { id: row.id };
    });
  }
}
