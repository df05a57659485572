import type { UserRole, UserStatus } from '@pitstop/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** The admin Users tab's pages, newest first (descending keys: written in the migration only). */
@Entity({ name: 'user_account' })
@Index('IDX_user_account_newest', { synchronize: false })
@Index('IDX_user_account_role_newest', { synchronize: false })
@Index('IDX_user_account_status_newest', { synchronize: false })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored normalised (trimmed, lower-case), so uniqueness is case-insensitive. */
  @Column({ type: 'text', unique: true })
  email!: string;

  /** argon2id PHC string; never leaves this service. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'enum', enum: ['user', 'admin'], enumName: 'user_role', default: 'user' })
  role!: UserRole;

  @Column({
    type: 'enum',
    enum: ['active', 'banned', 'deleted'],
    enumName: 'user_status',
    default: 'active',
  })
  status!: UserStatus;

  /** When the address was confirmed from a mailed link; null until then. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
