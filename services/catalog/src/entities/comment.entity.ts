import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ListingEntity } from './listing.entity.js';

/** A question or remark under a listing (the model page's Q&A). */
@Entity({ name: 'comment' })
@Index('IDX_comment_listing_created', ['listingId', 'createdAt'])
export class CommentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Relation<ListingEntity>;

  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @Column({ name: 'body_md', type: 'text' })
  bodyMd!: string;

  @Column({ name: 'body_html', type: 'text' })
  bodyHtml!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set when an admin removed it (its text is withheld); the author's own deletion removes the row. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @Column({ name: 'removed_by', type: 'uuid', nullable: true })
  removedBy!: string | null;

  @Column({ name: 'removal_reason', type: 'text', nullable: true })
  removalReason!: string | null;
}
