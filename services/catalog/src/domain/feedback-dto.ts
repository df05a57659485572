import type {
  CommentDto,
  ReportDto,
  ReportReason,
  ReportStatus,
  ReviewDto,
} from '@pitstop/contracts';
import { toPersonDto, type MemberNames } from './listing-dto.js';

export interface ReviewRow {
  id: string;
  listingId: string;
  authorId: string;
  author: MemberNames;
  rating: number;
  title: string;
  bodyMd: string;
  bodyHtml: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CommentRow {
  id: string;
  listingId: string;
  authorId: string;
  author: MemberNames;
  bodyMd: string;
  bodyHtml: string;
  createdAt: Date;
}

export interface ReportRow {
  id: string;
  listingId: string;
  listingSlug: string;
  listingTitle: string;
  reporterId: string;
  reporter: MemberNames;
  reason: ReportReason;
  details: string;
  /** The last time this person reported the listing (reporting again updates the report). */
  reportedAt: Date;
  status: ReportStatus;
  /** Who settled it and when; null while open. */
  resolvedAt: Date | null;
  resolvedById: string | null;
  resolvedBy: MemberNames;
}

export const toReviewDto = (row: ReviewRow): ReviewDto => ({
  id: row.id,
  listingId: row.listingId,
  rating: row.rating,
  title: row.title,
  bodyMd: row.bodyMd,
  bodyHtml: row.bodyHtml,
  author: toPersonDto(row.authorId, row.author),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCommentDto = (row: CommentRow): CommentDto => ({
  id: row.id,
  listingId: row.listingId,
  bodyMd: row.bodyMd,
  bodyHtml: row.bodyHtml,
  author: toPersonDto(row.authorId, row.author),
  createdAt: row.createdAt.toISOString(),
});

export const toReportDto = (row: ReportRow): ReportDto => ({
  id: row.id,
  listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
  reporter: toPersonDto(row.reporterId, row.reporter),
  reason: row.reason,
  details: row.details,
  createdAt: row.reportedAt.toISOString(),
  status: row.status ?? 'open',
  resolvedBy: row.resolvedById ? toPersonDto(row.resolvedById, row.resolvedBy) : null,
  resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
});
