import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ListingEntity } from './listing.entity.js';

/** A preview image of a listing; the listing's imageUrls are these in position order. */
@Entity({ name: 'listing_preview' })
@Index('UQ_listing_preview_position', ['listingId', 'position'], { unique: true })
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
}
