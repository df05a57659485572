import type { ReportReason, ReportStatus, ReportTargetType } from '@pitstop/contracts';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@pitstop/contracts';
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
 * Someone flags a listing, or one of its reviews or comments, for the admins: one report per
 * person per listing, and one per person per review or comment.
 */
@Entity({ name: 'listing_report' })
@Index('UQ_listing_report_listing_reporter', ['listingId', 'reporterId'], {
  unique: true,
  where: `"target_id" IS NULL`,
})
@Index('UQ_listing_report_target_reporter', ['targetId', 'reporterId'], {
  unique: true,
  where: `"target_id" IS NOT NULL`,
})
@Index('IDX_listing_report_updated', ['updatedAt'])
@Index('IDX_listing_report_open', ['updatedAt'], { where: `"status" = 'open'` })
export class ListingReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'listing_id', type: 'uuid' })
  listingId!: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Relation<ListingEntity>;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  @Column({ type: 'enum', enum: REPORT_REASONS, enumName: 'report_reason' })
  reason!: ReportReason;

  @Column({ type: 'text', default: '' })
  details!: string;

  /** Set (with targetId) when the report names a review or comment of the listing. */
  @Column({
    name: 'target_type',
    type: 'enum',
    enum: REPORT_TARGET_TYPES,
    enumName: 'report_target',
    nullable: true,
  })
  targetType!: ReportTargetType | null;

  /** The review's or comment's id; no foreign key: the report outlives an author's deletion. */
  @Column({ name: 'target_id', type: 'uuid', nullable: true })
  targetId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The last time this person reported it (reporting again updates the report). */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Open until an admin settles it; reporting again opens it again. */
  @Column({
    type: 'enum',
    enum: REPORT_STATUSES,
    enumName: 'report_status',
    default: 'open',
  })
  status!: ReportStatus;

  /** The audit: when and by which admin it was settled. */
  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;

  @Column({ name: 'resolved_by', type: 'uuid', nullable: true })
  resolvedBy!: string | null;
}
