import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { PurchaseOrderEntity } from './purchase-order.entity.js';

/** One listing of an order, as it was when bought (receipts do not change with the listing). */
@Entity({ name: 'order_line' })
export class OrderLineEntity {
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => PurchaseOrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<PurchaseOrderEntity>;

  @PrimaryColumn({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @Column({ type: 'smallint' })
  position!: number;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ name: 'seller_name', type: 'text' })
  sellerName!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents!: number;
}
