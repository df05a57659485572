import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An order: pending until its payment succeeds, then paid (never again changed); a pending order
 * a newer checkout replaced is cancelled. ("order" is an SQL keyword, hence the table's name.)
 */
@Entity({ name: 'purchase_order' })
@Index('IDX_purchase_order_buyer', ['buyerId', 'status', 'createdAt'])
// The same cart checked out twice (two tabs) is one pending order.
@Index('UQ_purchase_order_pending_cart', ['buyerId', 'cartSignature'], {
  unique: true,
  where: `"status" = 'pending'`,
})
@Check('CHK_purchase_order_status', `"status" IN ('pending', 'paid', 'cancelled')`)
@Check('CHK_purchase_order_total', `"total_cents" = "subtotal_cents" + "platform_fee_cents"`)
export class PurchaseOrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'bigint', unique: true })
  @Generated('increment')
  number!: string;

  @Column({ name: 'buyer_id', type: 'uuid' })
  buyerId!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: string;

  /** The cart's listings and prices, sorted: what says two checkouts are of the same cart. */
  @Column({ name: 'cart_signature', type: 'text' })
  cartSignature!: string;

  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents!: number;

  @Column({ name: 'platform_fee_cents', type: 'integer', default: 0 })
  platformFeeCents!: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;
}
