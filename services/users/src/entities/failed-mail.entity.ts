import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A mail whose every attempt failed (the dead letter admins see), by message key. */
@Entity({ name: 'failed_mail' })
@Index('IDX_failed_mail_failed_at', ['failedAt'])
export class FailedMailEntity {
  @PrimaryColumn({ name: 'message_key', type: 'text' })
  messageKey!: string;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  recipient!: string;

  @Column({ type: 'text' })
  error!: string;

  @Column({ type: 'int' })
  attempts!: number;

  @Column({ name: 'failed_at', type: 'timestamptz', default: () => 'now()' })
  failedAt!: Date;
}
