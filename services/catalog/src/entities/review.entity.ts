import {
  Check,
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

/** One review per person per listing: posting again updates it. */
@Entity({ name: 'review' })
@Index('UQ_review_listing_author', ['listingId', 'authorId'], { unique: true })
@Index('IDX_review_listing_created', ['listingId', 'createdAt'])
@Check('CHK_review_rating', `"rating" BETWEEN 1 AND 5`)
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Relation<ListingEntity>;

  /** A member (the catalog's copy of a user). */
  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'text', default: '' })
  title!: string;

  @Column({ name: 'body_md', type: 'text' })
  bodyMd!: string;

  @Column({ name: 'body_html', type: 'text' })
  bodyHtml!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Set when an admin removed it (its text is withheld); the author's own deletion removes the row. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @Column({ name: 'removed_by', type: 'uuid', nullable: true })
  removedBy!: string | null;

  @Column({ name: 'removal_reason', type: 'text', nullable: true })
  removalReason!: string | null;
}
