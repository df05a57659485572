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

/** A seller's takings from one paid order: exactly one line per seller per order. */
@Entity({ name: 'ledger_entry' })
@Index('UQ_ledger_entry_order_seller', ['orderId', 'sellerId'], { unique: true })
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
