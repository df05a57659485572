import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * issued: an upload address was handed out; copied: the upload was verified and copied to its
 * verified key (verifiedKey), which is what listings refer to; verified: such a copy, checked
 * and handed to a listing (no upload address was ever issued for its key).
 */
export const OBJECT_STATES = ['issued', 'copied', 'verified'] as const;
export type ObjectState = (typeof OBJECT_STATES)[number];

/** One object in storage that media handed an upload address for. */
@Entity({ name: 'stored_object' })
@Index('IDX_stored_object_expiry', ['expiresAt'], { where: `"state" IN ('issued', 'copied')` })
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

  /** An upload's copy, once verified (state 'copied'). */
  @Column({ name: 'verified_key', type: 'text', nullable: true })
  verifiedKey!: string | null;

  /**
   * An issued object not claimed by then is forgotten by the sweeper (and deleted); so is a
   * copied upload's own key (whatever was PUT to it since), its copy staying.
   */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** The unit the seller says a model file is in (mm, cm, inch, m): its analysis is scaled. */
  @Column({ type: 'text', default: 'mm' })
  unit!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;
}
