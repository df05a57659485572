import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A message sent through Contact Us: mailed to the support address, kept for admins. */
@Entity({ name: 'contact_message' })
@Index('IDX_contact_message_created', ['createdAt', 'id'])
export class ContactMessageEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  topic!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The sender, when signed in. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
