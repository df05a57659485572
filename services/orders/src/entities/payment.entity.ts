import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { PurchaseOrderEntity } from './purchase-order.entity.js';

/**
 * An order's payment with the provider. 'creating' until the provider has answered (its id and
 * client secret), then pending until the provider's notification says it succeeded. A declined
 * card keeps it pending (the buyer may try another card) with the reason.
 */
@Entity({ name: 'payment' })
@Index('UQ_payment_provider_id', ['provider', 'providerPaymentId'], { unique: true })
@Index('IDX_payment_open', ['status', 'createdAt'])
@Check('CHK_payment_status', `"status" IN ('creating', 'pending', 'succeeded', 'cancelled')`)
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** One payment per order (the one-to-one's own unique constraint). */
  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @OneToOne(() => PurchaseOrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Relation<PurchaseOrderEntity>;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'provider_payment_id', type: 'text', nullable: true })
  providerPaymentId!: string | null;

  @Column({ name: 'client_secret', type: 'text', nullable: true })
  clientSecret!: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ type: 'text', default: 'creating' })
  status!: string;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage!: string | null;

  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4!: string | null;

  /** The card's brand for the receipt ('visa'), read from the provider (refunds/ migration). */
  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
