import {
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { CollectionEntity } from './collection.entity.js';
import { ListingEntity } from './listing.entity.js';

/**
 * A listing saved in a collection: at most one row each. Goes with its collection, and with its
 * listing when that is destroyed (Clear All); a listing hidden later stays, unshown.
 */
@Entity({ name: 'collection_item' })
@Index('IDX_collection_item_added', ['collectionId', 'addedAt'])
@Index('IDX_collection_item_listing', ['listingId'])
export class CollectionItemEntity {
  @PrimaryColumn({ name: 'collection_id', type: 'uuid' })
  collectionId!: string;

  @ManyToOne(() => CollectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'collection_id' })
  collection?: Relation<CollectionEntity>;

  @PrimaryColumn({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Relation<ListingEntity>;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;
}
