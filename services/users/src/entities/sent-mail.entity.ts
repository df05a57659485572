import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A mail the SMTP server accepted (its 250 to DATA), by message key: the mail worker sends a
 * key that is here never again, whoever asks (a redelivered event, a retried job).
 */
@Entity({ name: 'sent_mail' })
export class SentMailEntity {
  @PrimaryColumn({ name: 'message_key', type: 'text' })
  messageKey!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  recipient!: string;

  /** The Message-ID header it went out with. */
  @Column({ name: 'message_id', type: 'text' })
  messageId!: string;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt!: Date;
}
