import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { PurchaseOrderEntity } from './purchase-order.entity.js';

/**
 * A seller's takings from one paid order: exactly one line per seller per order; a refund adds a
 * negative line per seller it reverses (refund_id set, one per refund and seller).
 */
@Entity({ name: 'ledger_entry' })
@Index('UQ_ledger_entry_order_seller', ['orderId', 'sellerId'], {
  unique: true,
  where: `"refund_id" IS NULL`,
})
@Index('UQ_ledger_entry_refund_seller', ['refundId', 'sellerId'], {
  unique: true,
  where: `"refund_id" IS NOT NULL`,
})
@Index('IDX_ledger_entry_seller', ['sellerId', 'createdAt'])
export class LedgerEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => PurchaseOrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<PurchaseOrderEntity>;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  /** Set on a reversal line: the refund (refunds/) that took the money back. */
  @Column({ name: 'refund_id', type: 'uuid', nullable: true })
  refundId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
