import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A seller's connected payout account at the provider (one per seller). */
@Entity({ name: 'payout_account' })
export class PayoutAccountEntity {
  @PrimaryColumn({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ type: 'text' })
  provider!: string;

  /** acct_… at Stripe (acct_test_… in TEST MODE). */
  @Index('UQ_payout_account_account', { unique: true })
  @Column({ name: 'account_id', type: 'text' })
  accountId!: string;

  /** pending | active | restricted, from the provider's account.updated. */
  @Column({ type: 'text', default: 'pending' })
  state!: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  requirements!: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * One ledger entry's takings sent to the seller: at most one per ledger entry (the unique key),
 * whose id is also the provider call's idempotency key, so a job run twice, or two replicas at
 * once, send it once.
 */
@Entity({ name: 'payout_transfer' })
@Index('IDX_payout_transfer_seller', ['sellerId', 'createdAt'])
export class PayoutTransferEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_payout_transfer_ledger_entry', { unique: true })
  @Column({ name: 'ledger_entry_id', type: 'uuid' })
  ledgerEntryId!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ name: 'account_id', type: 'text' })
  accountId!: string;

  /** Sent: the ledger entry less the fee. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ name: 'fee_cents', type: 'integer' })
  feeCents!: number;

  /**
   * To or from the seller's carried-forward balance: negative on a refund the provider would not
   * take back (the seller owes it), positive on a later sale that paid it off. Per order, ledger
   * = amount + fee + carried of its settled rows + what is still owed.
   */
  @Column({ name: 'carried_cents', type: 'integer', default: 0 })
  carriedCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  /** pending (claimed, the provider not yet answered) → paid. */
  @Column({ type: 'text', default: 'pending' })
  status!: string;

  @Column({ name: 'provider_transfer_id', type: 'text', nullable: true })
  providerTransferId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** TEST MODE's stand-in for Stripe's connected accounts. */
@Entity({ name: 'test_payout_account' })
export class TestPayoutAccountEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** One account per seller, as the idempotency key makes it at Stripe. */
  @Index('UQ_test_payout_account_seller', { unique: true })
  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ type: 'text', default: 'pending' })
  state!: string;

  /**
   * What left the account for the seller's bank (Stripe's payouts): the account's balance is its
   * transfers less reversals less this, and a reversal it cannot cover is refused.
   */
  @Column({ name: 'paid_out_cents', type: 'integer', default: 0 })
  paidOutCents!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** TEST MODE's stand-in for Stripe's transfers. */
@Entity({ name: 'test_transfer' })
export class TestTransferEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Index('UQ_test_transfer_idempotency_key', { unique: true })
  @Column({ name: 'idempotency_key', type: 'text' })
  idempotencyKey!: string;

  @Column({ type: 'text' })
  destination!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'transfer_group', type: 'text' })
  transferGroup!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
