import type { AccountTokenPurpose } from '@pitstop/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A single-use link mailed to someone: a password reset, an address to confirm. Only the
 * token's SHA-256 is kept, so a copy of the table opens no account.
 */
@Entity({ name: 'account_token' })
@Index('IDX_account_token_user', ['userId', 'purpose'])
@Unique('UQ_account_token_hash', ['tokenHash'])
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  purpose!: AccountTokenPurpose;

  /** Hex SHA-256 of the token the mail carried. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash!: string;

  /** The address the link was mailed to (the new one, for an email change). */
  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
