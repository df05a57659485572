import type { UserStatus } from '@pitstop/contracts';
import { USER_STATUSES } from '@pitstop/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The catalog's copy of a person (seller, reviewer, commenter): the names cards show. Fed by
 * users.user.updated events and by the actor snapshot every write carries.
 */
@Entity({ name: 'member' })
export class MemberEntity {
  /** The user's id in the users service. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column({
    type: 'enum',
    enum: USER_STATUSES,
    enumName: 'member_status',
    default: 'active',
  })
  status!: UserStatus;

  /** When the account was created; null until the catalog learns it. */
  @Column({ name: 'joined_at', type: 'timestamptz', nullable: true })
  joinedAt!: Date | null;

  /**
   * The users service's time of the change this row holds; an event older than it is ignored.
   * null: from an actor snapshot, which any event replaces.
   */
  @Column({ name: 'updated_at', type: 'timestamptz', nullable: true })
  updatedAt!: Date | null;
}
