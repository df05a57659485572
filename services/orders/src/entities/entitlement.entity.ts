import { CreateDateColumn, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Who may download what: one row per buyer and listing, from the order that paid for it. */
@Entity({ name: 'entitlement' })
@Index('IDX_entitlement_order', ['orderId'])
export class EntitlementEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @CreateDateColumn({ name: 'granted_at', type: 'timestamptz' })
  grantedAt!: Date;
}
