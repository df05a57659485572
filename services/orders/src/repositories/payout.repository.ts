import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  PaymentProviderName,
  PayoutAccountState,
  PayoutTransferStatus,
} from '@pitstop/contracts';
import { DataSource } from 'typeorm';
import type { AccountSnapshot } from '../payouts/payout-provider.js';

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
}

export interface PayoutTransferRow {
  id: string;
  ledgerEntryId: string;
  orderId: string;
  accountId: string;
  amountCents: number;
  feeCents: number;
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
  account_id AS "accountId", amount_cents AS "amountCents", fee_cents AS "feeCents", currency,
  status, provider_transfer_id AS "providerTransferId", created_at AS "createdAt"`;

/**
 * Sellers' connected accounts and the transfers of their ledger entries. A ledger entry is owed
 * until a transfer of it is paid; the unique key on ledger_entry_id lets only one transfer exist
 * for it, whoever claims it first (a second run, a second replica).
 */
@Injectable()
export class PayoutRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async account(sellerId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT ${ACCOUNT} FROM orders.payout_account WHERE seller_id = $1`,
      [sellerId],
    )) as PayoutAccountRow[];
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
    const [row] = (await this.dataSource.query(
      `WITH updated AS (
         UPDATE orders.payout_account SET state = $2, requirements = $3::jsonb, updated_at = now()
         WHERE account_id = $1 RETURNING seller_id)
       SELECT seller_id AS "sellerId" FROM updated`,
      [account.accountId, account.state, JSON.stringify(account.requirements)],
    )) as { sellerId: string }[];
    return row?.sellerId;
  }

  /** Ledger entries past the hold, of sellers whose account can be paid, not yet sent. */
  due(provider: PaymentProviderName, holdSeconds: number, limit: number): Promise<DueEntryRow[]> {
    return this.dataSource.query(
      `SELECT le.id AS "ledgerEntryId", le.order_id AS "orderId", le.seller_id AS "sellerId",
         le.amount_cents AS "amountCents", le.currency, a.account_id AS "accountId"
       FROM orders.ledger_entry le
       JOIN orders.purchase_order o ON o.id = le.order_id AND o.status = 'paid'
       JOIN orders.payout_account a ON a.seller_id = le.seller_id AND a.state = 'active'
         AND a.provider = $1
       LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id
       WHERE le.amount_cents > 0 AND (t.id IS NULL OR t.status = 'pending')
         AND le.created_at <= now() - make_interval(secs => $2)
       ORDER BY le.created_at LIMIT $3`,
      [provider, holdSeconds, limit],
    ) as Promise<DueEntryRow[]>;
  }

  /**
   * The transfer of one ledger entry: made here with these amounts, or the one already there
   * (its amounts win, so a retry asks the provider for exactly what the first attempt did).
   */
  async claim(
    entry: DueEntryRow,
    amounts: { amountCents: number; feeCents: number },
  ): Promise<PayoutTransferRow> {
    await this.dataSource.query(
      `INSERT INTO orders.payout_transfer (ledger_entry_id, order_id, seller_id, account_id,
         amount_cents, fee_cents, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (ledger_entry_id) DO NOTHING`,
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
    const [row] = (await this.dataSource.query(
      `SELECT ${TRANSFER} FROM orders.payout_transfer WHERE ledger_entry_id = $1`,
      [entry.ledgerEntryId],
    )) as PayoutTransferRow[];
    return row!;
  }

  async markPaid(id: string, providerTransferId: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE orders.payout_transfer SET status = 'paid', provider_transfer_id = $2,
         updated_at = now() WHERE id = $1`,
      [id, providerTransferId],
    );
  }

  /** The seller's ledger entries not yet sent, and whether each is past the hold. */
  owed(sellerId: string, holdSeconds: number): Promise<OwedEntryRow[]> {
    return this.dataSource.query(
      `SELECT le.id AS "ledgerEntryId", le.order_id AS "orderId", le.seller_id AS "sellerId",
         le.amount_cents AS "amountCents", le.currency,
         le.created_at <= now() - make_interval(secs => $2) AS due
       FROM orders.ledger_entry le
       JOIN orders.purchase_order o ON o.id = le.order_id AND o.status = 'paid'
       LEFT JOIN orders.payout_transfer t ON t.ledger_entry_id = le.id AND t.status = 'paid'
       WHERE le.seller_id = $1 AND t.id IS NULL AND le.amount_cents > 0
       ORDER BY le.created_at`,
      [sellerId, holdSeconds],
    ) as Promise<OwedEntryRow[]>;
  }

  /** Newest first. */
  transfers(sellerId: string, limit: number): Promise<PayoutTransferRow[]> {
    return this.dataSource.query(
      `SELECT ${TRANSFER} FROM orders.payout_transfer WHERE seller_id = $1
       ORDER BY created_at DESC, id LIMIT $2`,
      [sellerId, limit],
    ) as Promise<PayoutTransferRow[]>;
  }

  async transferTotals(sellerId: string): Promise<{ amountCents: number; feeCents: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(sum(amount_cents), 0)::float8 AS "amountCents",
         COALESCE(sum(fee_cents), 0)::float8 AS "feeCents"
       FROM orders.payout_transfer WHERE seller_id = $1 AND status = 'paid'`,
      [sellerId],
    )) as { amountCents: number; feeCents: number }[];
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
