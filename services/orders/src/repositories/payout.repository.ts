import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@pitstop/common';
import type {
  PaymentProviderName,
  PayoutAccountState,
  PayoutTransferStatus,
} from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import type { AccountSnapshot } from '../payouts/payout-provider.js';

/** The seller of the account just updated. */
interface PayoutSellerRow {
  sellerId: string;
}

/** A transfer just claimed. */
interface ClaimedTransferRow {
  id: string;
}

/** What a seller's paid transfers add up to. */
interface TransferAmountsRow {
  amountCents: number;
  feeCents: number;
}

/** A seller's carried-forward balance (Σ carried_cents: zero or negative). */
interface CarriedRow {
  carriedCents: number;
}

export interface PayoutAccountRow {
  sellerId: string;
  provider: PaymentProviderName;
  accountId: string;
  state: Exclude<PayoutAccountState, 'not_started'>;
  requirements: string[];
}

/** A seller's share of one paid order that has not been sent yet. */
export interface OwedEntryRow {
  ledgerEntryId: string;
  orderId: string;
  sellerId: string;
  amountCents: number;
  currency: string;
  /** Past the holding period. */
  due: boolean;
}

/** A ledger entry due, with where it goes. */
export interface DueEntryRow extends Omit<OwedEntryRow, 'due'> {
  accountId: string;
  /** The refunds' ledger lines already netted into amountCents. */
  refundLineIds?: string[];
}

/** A refund of a sale whose transfer had gone out: what to take back, and from which transfer. */
export interface DueReversalRow {
  ledgerEntryId: string;
  orderId: string;
  sellerId: string;
  refundedCents: number;
  currency: string;
  accountId: string;
  transferId: string | null;
  /** What is left of the sale's transfer after the reversals already made from it. */
  sentCents: number;
}

/** What refunds recorded so far took from a sale (le): its negative ledger lines. */
const REFUNDED_SQL = `COALESCE((SELECT sum(r.amount_cents) FROM orders.ledger_entry r
  WHERE r.order_id = le.order_id AND r.seller_id = le.seller_id AND r.refund_id IS NOT NULL), 0)`;

export interface PayoutTransferRow {
  id: string;
  ledgerEntryId: string;
  orderId: string;
  accountId: string;
  amountCents: number;
  feeCents: number;
  carriedCents: number;
  currency: string;
  status: PayoutTransferStatus;
  providerTransferId: string | null;
  createdAt: Date;
}

export interface EarningRow {
  modelId: string;
  title: string;
  amountCents: number;
  paidAt: Date;
}

const ACCOUNT = `seller_id AS "sellerId", provider, account_id AS "accountId", state, requirements`;
const TRANSFER = `id, ledger_entry_id AS "ledgerEntryId", order_id AS "orderId",
  account_id AS "accountId", amount_cents AS "amountCents", fee_cents AS "feeCents",
  carried_cents AS "carriedCents", currency,
  status, provider_transfer_id AS "providerTransferId", created_at AS "createdAt"`;

/**
 * Sellers' connected accounts and the transfers of their ledger entries. A ledger entry is owed
 * until a transfer of it is paid; the unique key on ledger_entry_id lets only one transfer exist
 * for it, whoever claims it first (a second run, a second replica). A seller's carried-forward
 * balance is the sum of their rows' carried_cents: a refund the provider would not take back
 * adds to it (negative), a later sale's transfer pays it off, both under the seller's account
 * row lock so two runs never pay off the same debt twice.
 */
@Injectable()
export class PayoutRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async account(sellerId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await queryRows<PayoutAccountRow>(
      this.dataSource,
      `SELECT ${ACCOUNT} FROM orders.payout_account WHERE seller_id = $1`,
      [sellerId],
    );
    return row;
  }

  /** The seller's first account stays theirs: a second 'Set up payouts' finds it. */
  async saveAccount(
    sellerId: string,
    provider: PaymentProviderName,
    account: AccountSnapshot,
  ): Promise<PayoutAccountRow> {
    await this.dataSource.query(
      `INSERT INTO orders.payout_account (seller_id, provider, account_id, state, requirements)
       VALUES ($1, $2, $3, $4, $5::jsonb) ON CONFLICT (seller_id) DO NOTHING`,
      [sellerId, provider, account.accountId, account.state, JSON.stringify(account.requirements)],
    );
    return (await this.account(sellerId))!;
  }

  /** The provider's newer word on an account; its seller, or undefined for an unknown account. */
  async updateAccount(account: AccountSnapshot): Promise<string | undefined> {
    const [row] = await queryRows<PayoutSellerRow>(
      this.dataSource,
      `WITH updated AS (
         UPDATE orders.payout_account SET state = $2, requirements = $3::jsonb, updated_at = now()
         WHERE account_id = $1 RETURNING seller_id)
       SELECT seller_id AS "sellerId" FROM updated`,
      [account.accountId, account.state, JSON.stringify(account.requirements)],
    );
    return row?.sellerId;
  }

  /**
   * Sales (ledger entries without refund_id) past the hold, of sellers whose account can be
   * paid, not yet sent, at what they come to after refunds recorded so far (refunds' negative
   * ledger lines for the same order and seller): a refund before the transfer shrinks it, or
   * cancels it.
   */
  due(provider: PaymentProviderName, holdSeconds: number, limit: number): Promise<DueEntryRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT le.id AS "ledgerEntryId", le.order_id AS "orderId", le.seller_id AS "sellerId",
           (le.amount_cents + ${REFUNDED_SQL})::int AS "amountCents", le.currency,
           a.account_id AS "accountId", le.created_at,
           COALESCE((SELECT array_agg(r.id) FROM orders.ledger_entry r
             WHERE r.order_id = le.order_id AND r.seller_id = le.seller_id
               AND r.refund_id IS NOT NULL), '{}') AS "refundLineIds"
         FROM orders.ledger_entry le
         JOIN orders.payout_account a ON a.seller_id = le.seller_id AND a.state = 'active'
           AND a.provider = $1
         LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id
         WHERE le.refund_id IS NULL AND (t.id IS NULL OR t.status = 'pending')
           AND le.created_at <= now() - make_interval(secs => $2)) due
       WHERE "amountCents" > 0 ORDER BY created_at LIMIT $3`,
      [provider, holdSeconds, limit],
    ) as Promise<DueEntryRow[]>;
  }

  /**
   * Refunds (negative ledger lines) of sales whose transfer had already gone out (or paid off a
   * carried balance) when the refund was recorded, not yet taken back: each is settled once, on
   * its own ledger line.
   */
  dueReversals(limit: number): Promise<DueReversalRow[]> {
    return this.dataSource.query(
      `SELECT r.id AS "ledgerEntryId", r.order_id AS "orderId", r.seller_id AS "sellerId",
         (-r.amount_cents)::int AS "refundedCents", r.currency, t.account_id AS "accountId",
         t.provider_transfer_id AS "transferId",
         (t.amount_cents + COALESCE((SELECT sum(back.amount_cents) FROM orders.payout_transfer back
           JOIN orders.ledger_entry bl ON bl.id = back.ledger_entry_id AND bl.refund_id IS NOT NULL
           WHERE bl.order_id = r.order_id AND bl.seller_id = r.seller_id AND bl.id <> r.id
             AND back.status = 'paid'), 0))::int AS "sentCents"
       FROM orders.ledger_entry r
       JOIN orders.ledger_entry le ON le.order_id = r.order_id AND le.seller_id = r.seller_id
         AND le.refund_id IS NULL
       JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
         AND (t.amount_cents > 0 OR t.carried_cents > 0)
       LEFT JOIN orders.payout_transfer done ON done.ledger_entry_id = r.id
       WHERE r.refund_id IS NOT NULL AND r.amount_cents < 0
         AND (done.id IS NULL OR done.status = 'pending')
       ORDER BY r.created_at LIMIT $1`,
      [limit],
    ) as Promise<DueReversalRow[]>;
  }

  /**
   * The transfer of one ledger entry: made here with these amounts, or the one already there
   * (its amounts win, so a retry asks the provider for exactly what the first attempt did).
   * `recover`, for a sale, says how much of the new transfer pays off the seller's carried
   * balance (given that balance and the amount); the transfer is that much less.
   */
  async claim(
    entry: Pick<
      DueEntryRow,
      'ledgerEntryId' | 'orderId' | 'sellerId' | 'accountId' | 'currency' | 'refundLineIds'
    >,
    amounts: { amountCents: number; feeCents: number },
    recover?: (carriedCents: number, amountCents: number) => number,
  ): Promise<PayoutTransferRow> {
    return this.dataSource.transaction(async (manager) => {
      // One claim per seller at a time: the carried balance read below is the one paid off.
      await manager.query(`SELECT 1 FROM orders.payout_account WHERE seller_id = $1 FOR UPDATE`, [
        entry.sellerId,
      ]);
      const inserted = await queryRows<ClaimedTransferRow>(
        manager,
        `INSERT INTO orders.payout_transfer (ledger_entry_id, order_id, seller_id, account_id,
           amount_cents, fee_cents, currency)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (ledger_entry_id) DO NOTHING
         RETURNING id`,
        [
          entry.ledgerEntryId,
          entry.orderId,
          entry.sellerId,
          entry.accountId,
          amounts.amountCents,
          amounts.feeCents,
          entry.currency,
        ],
      );
      // The refunds netted into this transfer's amount are settled by it (a zero row each), so
      // only refunds recorded after it are taken back by a reversal.
      if (inserted.length && entry.refundLineIds?.length)
        await manager.query(
          `INSERT INTO orders.payout_transfer (ledger_entry_id, order_id, seller_id, account_id,
             amount_cents, fee_cents, currency, status)
           SELECT id, order_id, seller_id, $2, 0, 0, currency, 'paid' FROM orders.ledger_entry
           WHERE id = ANY($1::uuid[]) ON CONFLICT (ledger_entry_id) DO NOTHING`,
          [entry.refundLineIds, entry.accountId],
        );
      if (inserted.length && recover) {
        const [carried] = await queryRows<CarriedRow>(
          manager,
          `SELECT COALESCE(sum(carried_cents), 0)::int AS "carriedCents"
           FROM orders.payout_transfer WHERE seller_id = $1`,
          [entry.sellerId],
        );
        const recovered = recover(carried!.carriedCents, amounts.amountCents);
        if (recovered > 0)
          await manager.query(
            `UPDATE orders.payout_transfer SET amount_cents = amount_cents - $2,
               carried_cents = $2 WHERE id = $1`,
            [inserted[0]!.id, recovered],
          );
      }
      const [row] = await queryRows<PayoutTransferRow>(
        manager,
        `SELECT ${TRANSFER} FROM orders.payout_transfer WHERE ledger_entry_id = $1`,
        [entry.ledgerEntryId],
      );
      return row!;
    });
  }

  async markPaid(id: string, providerTransferId: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders.payout_transfer SET status = 'paid', provider_transfer_id = $2,
         updated_at = now() WHERE id = $1`,
      [id, providerTransferId],
    );
  }

  /**
   * A refund's row settled: what the reversal took back (amountCents, negative or zero) and what
   * is left owed by the seller (carriedCents, negative or zero), carried forward.
   */
  async settleReversal(
    id: string,
    settled: { providerTransferId: string | null; amountCents: number; carriedCents: number },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders.payout_transfer SET status = 'paid', provider_transfer_id = $2,
         amount_cents = $3, carried_cents = $4, updated_at = now() WHERE id = $1`,
      [id, settled.providerTransferId, settled.amountCents, settled.carriedCents],
    );
  }

  /** The seller's carried-forward balance: refunds not taken back less what sales paid off. */
  async carriedForward(sellerId: string): Promise<number> {
    const [row] = await queryRows<CarriedRow>(
      this.dataSource,
      `SELECT COALESCE(sum(carried_cents), 0)::int AS "carriedCents"
       FROM orders.payout_transfer WHERE seller_id = $1`,
      [sellerId],
    );
    return row!.carriedCents;
  }

  /**
   * What the seller is still owed, per sale not yet sent (after its refunds), and refunds of
   * sales already sent not yet taken back (negative: carried until reversed).
   */
  owed(sellerId: string, holdSeconds: number): Promise<OwedEntryRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT le.id AS "ledgerEntryId", le.order_id AS "orderId", le.seller_id AS "sellerId",
           (le.amount_cents + ${REFUNDED_SQL})::int AS "amountCents", le.currency,
           le.created_at <= now() - make_interval(secs => $2) AS due, le.created_at
         FROM orders.ledger_entry le
         LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
         WHERE le.seller_id = $1 AND le.refund_id IS NULL AND t.id IS NULL
         UNION ALL
         SELECT r.id, r.order_id, r.seller_id, r.amount_cents, r.currency, true, r.created_at
         FROM orders.ledger_entry r
         JOIN orders.ledger_entry le ON le.order_id = r.order_id AND le.seller_id = r.seller_id
           AND le.refund_id IS NULL
         JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
         LEFT JOIN orders.payout_transfer done ON done.ledger_entry_id = r.id
           AND done.status = 'paid'
         WHERE r.seller_id = $1 AND r.refund_id IS NOT NULL AND done.id IS NULL) owed
       WHERE "amountCents" <> 0 ORDER BY created_at`,
      [sellerId, holdSeconds],
    ) as Promise<OwedEntryRow[]>;
  }

  /** Newest first. */
  transfers(sellerId: string, limit: number): Promise<PayoutTransferRow[]> {
    return this.dataSource.query(
      `SELECT ${TRANSFER} FROM orders.payout_transfer
       WHERE seller_id = $1 AND NOT (amount_cents = 0 AND fee_cents = 0 AND carried_cents = 0)
       ORDER BY created_at DESC, id LIMIT $2`,
      [sellerId, limit],
    ) as Promise<PayoutTransferRow[]>;
  }

  async transferTotals(sellerId: string): Promise<{ amountCents: number; feeCents: number }> {
    const [row] = await queryRows<TransferAmountsRow>(
      this.dataSource,
      `SELECT COALESCE(sum(amount_cents), 0)::float8 AS "amountCents",
         COALESCE(sum(fee_cents), 0)::float8 AS "feeCents"
       FROM orders.payout_transfer WHERE seller_id = $1 AND status = 'paid'`,
      [sellerId],
    );
    return row!;
  }

  /** Each sold line of the seller's paid orders, oldest first (the earnings chart). */
  earnings(sellerId: string): Promise<EarningRow[]> {
    return this.dataSource.query(
      `SELECT l.listing_id AS "modelId", l.title, l.price_cents AS "amountCents",
         o.paid_at AS "paidAt"
       FROM orders.order_line l JOIN orders.purchase_order o ON o.id = l.order_id
       WHERE l.seller_id = $1 AND o.status = 'paid'
       ORDER BY o.paid_at, l.position`,
      [sellerId],
    ) as Promise<EarningRow[]>;
  }
}
