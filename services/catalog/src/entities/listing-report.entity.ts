import type { ReportReason, ReportStatus } from '@pitstop/contracts';
import { REPORT_REASONS, REPORT_STATUSES } from '@pitstop/contracts';
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

/** Someone flags a listing for the admins; one open report per person per listing. */
@Entity({ name: 'listing_report' })
@Index('UQ_listing_report_listing_reporter', ['listingId', 'reporterId'], { unique: true })
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
