import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * TEST MODE's stand-in for the card network: the test provider's own record of a payment (as
 * Stripe keeps a PaymentIntent), kept apart from the order's payment it settles.
 */
@Entity({ name: 'test_payment' })
export class TestPaymentEntity {
  /** tp_<32 hex>, as Stripe's pi_… */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** The idempotency key: one test payment per order. */
  @Column({ name: 'order_id', type: 'uuid', unique: true })
  orderId!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret!: string;

  /** requires_payment_method → succeeded | canceled, as Stripe names them. */
  @Column({ type: 'text', default: 'requires_payment_method' })
  status!: string;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4!: string | null;

  /** The approved test card's brand ('visa', 'mastercard', 'amex', …) for the receipt. */
  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * A notification the test provider still has to deliver (its webhook retry queue): written with
 * the payment's success, deleted once fulfilment has taken it.
 */
@Entity({ name: 'test_payment_notification' })
@Index('IDX_test_payment_notification_payment', ['paymentId'])
export class TestPaymentNotificationEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ name: 'payment_id', type: 'text' })
  paymentId!: string;

  /** The JSON body, exactly as signed at delivery. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
