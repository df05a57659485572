import { Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A buyer's cart: one per user. Its row is what checkouts of the same cart queue on. */
@Entity({ name: 'cart' })
export class CartEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
