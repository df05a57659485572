import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { ImageVariants } from '@pitstop/contracts';
import { ListingEntity } from './listing.entity.js';

/** A preview image of a listing; the listing's imageUrls are these in position order. */
@Entity({ name: 'listing_preview' })
@Index('UQ_listing_preview_position', ['listingId', 'position'], { unique: true })
@Index('IDX_listing_preview_object', ['objectKey'], { where: '"object_key" IS NOT NULL' })
export class ListingPreviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Relation<ListingEntity>;

  @Column({ name: 'storage_url', type: 'text' })
  storageUrl!: string;

  @Column({ type: 'int' })
  position!: number;

  /** Our upload's object (null for a link elsewhere): media's worker reports its variants by it. */
  @Column({ name: 'object_key', type: 'text', nullable: true })
  objectKey!: string | null;

  /** The WebP copies media made of it, once it has. */
  @Column({ type: 'jsonb', nullable: true })
  variants!: ImageVariants | null;
}
