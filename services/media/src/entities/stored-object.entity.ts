import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** issued: an upload address was handed out; verified: checked and handed to a listing. */
export const OBJECT_STATES = ['issued', 'verified'] as const;
export type ObjectState = (typeof OBJECT_STATES)[number];

/** One object in storage that media handed an upload address for. */
@Entity({ name: 'stored_object' })
@Index('IDX_stored_object_expiry', ['expiresAt'], { where: `"state" = 'issued'` })
export class StoredObjectEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  /** The user it was issued to: only they may hand it to a listing. */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  /** 'model' or 'image' when the uploader said; null until a listing claims it. */
  @Column({ type: 'text', nullable: true })
  purpose!: string | null;

  @Column({ type: 'text', nullable: true })
  filename!: string | null;

  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType!: string | null;

  @Column({ type: 'text', default: 'issued' })
  state!: ObjectState;

  @Column({ name: 'size_bytes', type: 'bigint', nullable: true })
  sizeBytes!: string | null;

  @Column({ name: 'file_type', type: 'text', nullable: true })
  fileType!: string | null;

  /** An issued object not claimed by then is forgotten by the sweeper (and deleted). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;
}
