import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A kind of optional notice a user turned off (Settings, or a mail's unsubscribe link). Only
 * the turned-off ones are rows: every notice is on until its user says otherwise.
 */
@Entity({ name: 'mail_opt_out' })
export class MailOptOutEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
