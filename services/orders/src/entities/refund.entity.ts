import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { PurchaseOrderEntity } from './purchase-order.entity.js';

/**
 * Money given back on a paid order: some or all of its lines, once each. Written in the
 * transaction that ends the entitlements and reverses the ledger; the provider's refund id is
 * unique so a refund made at the provider (its webhook) is never applied beside our own.
 */
@Entity({ name: 'refund' })
@Index('IDX_refund_order', ['orderId', 'createdAt'])
@Index('UQ_refund_provider_id', ['provider', 'providerRefundId'], { unique: true })
@Index('UQ_refund_idempotency_key', ['orderId', 'idempotencyKey'], {
  unique: true,
  where: '"idempotency_key" IS NOT NULL',
})
@Check('CHK_refund_reason', `"reason" IN ('admin', 'provider', 'dispute-lost')`)
export class RefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => PurchaseOrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_refund_order' })
  order?: Relation<PurchaseOrderEntity>;

  @Column({ type: 'text' })
  provider!: string;

  /** re_… (Stripe), tr_… (TEST MODE); null for a lost dispute (the bank took the money back). */
  @Column({ name: 'provider_refund_id', type: 'text', nullable: true })
  providerRefundId!: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  /** admin | provider | dispute-lost */
  @Column({ type: 'text' })
  reason!: string;

  /** The admin who refunded, for admin refunds. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  /**
   * The Idempotency-Key scope of the admin's request that made it: kept with the refund, so a
   * retry whose first answer was lost with the service (no outcome kept) answers as a replay.
   */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/** Which order lines a refund covered: a line is refunded at most once (its primary key). */
@Entity({ name: 'refund_line' })
export class RefundLineEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @PrimaryColumn({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @Column({ name: 'refund_id', type: 'uuid' })
  refundId!: string;

  @ManyToOne(() => RefundEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'refund_id', foreignKeyConstraintName: 'FK_refund_line_refund' })
  refund?: Relation<RefundEntity>;
}

/** A chargeback on an order's payment, from the provider's dispute webhooks. */
@Entity({ name: 'dispute' })
@Check('CHK_dispute_status', `"status" IN ('open', 'won', 'lost')`)
export class DisputeEntity {
  /** dp_… (Stripe's dispute id). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  /** open | won | lost */
  @Column({ type: 'text' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;
}

/** A provider's webhook event already applied: keyed by the event's id, so a redelivery is a no-op. */
@Entity({ name: 'processed_webhook_event' })
export class ProcessedWebhookEventEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt!: Date;
}

/** TEST MODE's record of a refund (as Stripe keeps a Refund), idempotent on its key. */
@Entity({ name: 'test_refund' })
export class TestRefundEntity {
  /** tr_<32 hex>. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'idempotency_key', type: 'text', unique: true })
  idempotencyKey!: string;

  @Column({ name: 'payment_id', type: 'text' })
  paymentId!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
