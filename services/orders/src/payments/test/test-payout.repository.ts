import { Injectable } from '@nestjs/common';
import { queryRows } from '@pitstop/common';
import type { DataSource } from 'typeorm';
import { TestProviderDatabase } from './test-provider-database.js';

/** A test transfer found by its idempotency key. */
interface TestTransferIdRow {
  id: string;
}

/** A test account and what it holds now. */
interface TestAccountBalanceRow {
  accountId: string;
  balanceCents: number;
}

export interface TestPayoutAccountRow {
  id: string;
  sellerId: string;
  state: 'pending' | 'active';
}

/** The test provider's own connected accounts and transfers (as Stripe keeps them). */
@Injectable()
export class TestPayoutRepository {
  private readonly dataSource: DataSource;

  constructor(database: TestProviderDatabase) {
    this.dataSource = database.dataSource;
  }

  /** One account per seller: asking again answers the first. */
  async createAccountOnce(id: string, sellerId: string): Promise<TestPayoutAccountRow> {
    await this.dataSource.query(
      `INSERT INTO orders.test_payout_account (id, seller_id) VALUES ($1, $2)
       ON CONFLICT (seller_id) DO NOTHING`,
      [id, sellerId],
    );
    const [row] = await queryRows<TestPayoutAccountRow>(
      this.dataSource,
      `SELECT id, seller_id AS "sellerId", state FROM orders.test_payout_account
       WHERE seller_id = $1`,
      [sellerId],
    );
    return row!;
  }

  async activate(id: string): Promise<TestPayoutAccountRow | undefined> {
    const [row] = await queryRows<TestPayoutAccountRow>(
      this.dataSource,
      `WITH updated AS (
         UPDATE orders.test_payout_account SET state = 'active' WHERE id = $1
         RETURNING id, seller_id AS "sellerId", state)
       SELECT * FROM updated`,
      [id],
    );
    return row;
  }

  /** One transfer per idempotency key: a retry answers the first. */
  async transferOnce(row: {
    id: string;
    idempotencyKey: string;
    destination: string;
    amountCents: number;
    currency: string;
    transferGroup: string;
  }): Promise<string> {
    await this.dataSource.query(
      `INSERT INTO orders.test_transfer
         (id, idempotency_key, destination, amount_cents, currency, transfer_group)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        row.id,
        row.idempotencyKey,
        row.destination,
        row.amountCents,
        row.currency,
        row.transferGroup,
      ],
    );
    const [found] = await queryRows<TestTransferIdRow>(
      this.dataSource,
      `SELECT id FROM orders.test_transfer WHERE idempotency_key = $1`,
      [row.idempotencyKey],
    );
    return found!.id;
  }

  /**
   * A reversal of one of its transfers: a negative transfer to the same account and group, once
   * per key. Refused (null) when the account's balance (its transfers less reversals less what
   * went to the bank) cannot cover it, as Stripe refuses it.
   */
  async reverseOnce(row: {
    id: string;
    idempotencyKey: string;
    transferId: string;
    amountCents: number;
  }): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const [known] = await queryRows<TestTransferIdRow>(
        manager,
        `SELECT id FROM orders.test_transfer WHERE idempotency_key = $1`,
        [row.idempotencyKey],
      );
      if (known) return known.id;
      // The account's row held: two reversals at once see each other's effect on the balance.
      const [account] = await queryRows<TestAccountBalanceRow>(
        manager,
        `SELECT a.id AS "accountId", (COALESCE((SELECT sum(amount_cents) FROM orders.test_transfer
             WHERE destination = a.id), 0) - a.paid_out_cents)::int AS "balanceCents"
         FROM orders.test_payout_account a
         WHERE a.id = (SELECT destination FROM orders.test_transfer WHERE id = $1)
         FOR UPDATE OF a`,
        [row.transferId],
      );
      if (!account || account.balanceCents < row.amountCents) return null;
      await manager.query(
        `INSERT INTO orders.test_transfer
           (id, idempotency_key, destination, amount_cents, currency, transfer_group)
         SELECT $1, $2, destination, -$4::int, currency, transfer_group FROM orders.test_transfer
         WHERE id = $3 ON CONFLICT (idempotency_key) DO NOTHING`,
        [row.id, row.idempotencyKey, row.transferId, row.amountCents],
      );
      const [found] = await queryRows<TestTransferIdRow>(
        manager,
        `SELECT id FROM orders.test_transfer WHERE idempotency_key = $1`,
        [row.idempotencyKey],
      );
      return found!.id;
    });
  }
}
