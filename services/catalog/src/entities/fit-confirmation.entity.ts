import { FIT_PHOTO_STATUSES, type FitPhotoStatus } from '@pitstop/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { ListingEntity } from './listing.entity.js';

/**
 * An owner's word that a part they printed fits (or does not fit) a car of their garage. The car
 * is copied from the garage (make to trim), so the confirmation outlives a change of garage; one
 * per person, listing and garage vehicle.
 */
@Entity({ name: 'fit_confirmation' })
@Index('UQ_fit_confirmation_author_vehicle', ['listingId', 'authorId', 'garageVehicleId'], {
  unique: true,
})
@Index('IDX_fit_confirmation_listing_created', ['listingId', 'createdAt'])
@Index('IDX_fit_confirmation_model', ['modelId', 'generationId'])
@Index('IDX_fit_confirmation_pending_photo', ['createdAt'], {
  where: `"photo_status" = 'pending' AND "removed_at" IS NULL`,
})
export class FitConfirmationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_fit_confirmation_listing' })
  listing?: Relation<ListingEntity>;

  /** A member (the catalog's copy of a user). */
  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  /** The garage vehicle it was said of: by id only, the car may leave the garage. */
  @Column({ name: 'garage_vehicle_id', type: 'uuid' })
  garageVehicleId!: string;

  @Column({ name: 'make_id', type: 'uuid' })
  makeId!: string;

  @Column({ name: 'model_id', type: 'uuid' })
  modelId!: string;

  @Column({ name: 'generation_id', type: 'uuid', nullable: true })
  generationId!: string | null;

  @Column({ type: 'int', nullable: true })
  year!: number | null;

  @Column({ name: 'trim_id', type: 'uuid', nullable: true })
  trimId!: string | null;

  @Column({ type: 'boolean' })
  fits!: boolean;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  /** This site's address of the photo (/media/{key}), or a demo image. */
  @Column({ name: 'photo_url', type: 'text', nullable: true })
  photoUrl!: string | null;

  /** Media's key of an uploaded photo (released when the photo goes). */
  @Column({ name: 'photo_key', type: 'text', nullable: true })
  photoKey!: string | null;

  @Column({
    name: 'photo_status',
    type: 'enum',
    enum: FIT_PHOTO_STATUSES,
    enumName: 'fit_photo_status',
    nullable: true,
  })
  photoStatus!: FitPhotoStatus | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Set when an admin removed it; the author's own deletion removes the row. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @Column({ name: 'removed_by', type: 'uuid', nullable: true })
  removedBy!: string | null;

  @Column({ name: 'removal_reason', type: 'text', nullable: true })
  removalReason!: string | null;
}
