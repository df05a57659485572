import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event written in the same transaction as the change it announces, and published to the
 * bus afterwards by the Outbox. Every service with events has this table in its schema
 * (add the entity to the service's list and generate a migration).
 */
@Entity({ name: 'outbox_message' })
export class OutboxMessageEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ type: 'text' })
  topic!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
