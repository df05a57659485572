import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { CartEntity } from './cart.entity.js';

/**
 * A listing in a cart at the price the catalog gave when it was added, with what the cart page
 * shows of it (a copy: the catalog's listing is referenced by id only).
 */
@Entity({ name: 'cart_item' })
@Check('CHK_cart_item_price', `"price_cents_snapshot" > 0`)
export class CartItemEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => CartEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  cart?: Relation<CartEntity>;

  @PrimaryColumn({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @Column({ name: 'price_cents_snapshot', type: 'integer' })
  priceCentsSnapshot!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ name: 'seller_id', type: 'uuid' })
  sellerId!: string;

  @Column({ name: 'seller_name', type: 'text' })
  sellerName!: string;

  @Column({ name: 'preview_url', type: 'text', nullable: true })
  previewUrl!: string | null;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;
}
