import {
  MODERATED_TEXT,
  type AuthoredCommentDto,
  type AuthoredReviewDto,
  type CommentDto,
  type FeedbackModeration,
  type ReportDto,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type ReviewDto,
  type Viewer,
} from '@pitstop/contracts';
import { toPersonDto, type MemberNames } from './listing-dto.js';
import { isAdmin } from './people.js';

/** An admin's removal of a review or comment, as stored (all null while it stands). */
export interface RemovalColumns {
  removedAt: Date | null;
  removalReason: string | null;
}

export interface ReviewRow extends RemovalColumns {
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

export interface CommentRow extends RemovalColumns {
  id: string;
  listingId: string;
  authorId: string;
  author: MemberNames;
  bodyMd: string;
  bodyHtml: string;
  createdAt: Date;
}

/** A review or comment with the listing it was written on (the author's own list). */
export interface ListingRefColumns {
  listingSlug: string;
  listingTitle: string;
}

export type AuthoredReviewRow = ReviewRow & ListingRefColumns;
export type AuthoredCommentRow = CommentRow & ListingRefColumns;

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
  /** The review or comment reported (all four null for a report of the listing). */
  targetType: ReportTargetType | null;
  targetId: string | null;
  targetText: string | null;
  targetRemovedAt: Date | null;
}

/** The moderated text stands in for what an admin removed (title and body alike). */
const MODERATED_HTML = `<p>${MODERATED_TEXT}</p>`;

/** Who removed it and why: the reason only for admins and the author. */
export function moderationOf(
  row: RemovalColumns & { authorId: string },
  viewer: Viewer | null,
): FeedbackModeration | null {
  if (!row.removedAt) return null;
  const told = isAdmin(viewer) || viewer?.id === row.authorId;
  return { removedAt: row.removedAt.toISOString(), reason: told ? row.removalReason : null };
}

export function toReviewDto(row: ReviewRow, viewer: Viewer | null): ReviewDto {
  const moderation = moderationOf(row, viewer);
  return {
    id: row.id,
    listingId: row.listingId,
    rating: row.rating,
    title: moderation ? '' : row.title,
    bodyMd: moderation ? MODERATED_TEXT : row.bodyMd,
    bodyHtml: moderation ? MODERATED_HTML : row.bodyHtml,
    author: toPersonDto(row.authorId, row.author),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    moderation,
  };
}

export function toCommentDto(row: CommentRow, viewer: Viewer | null): CommentDto {
  const moderation = moderationOf(row, viewer);
  return {
    id: row.id,
    listingId: row.listingId,
    bodyMd: moderation ? MODERATED_TEXT : row.bodyMd,
    bodyHtml: moderation ? MODERATED_HTML : row.bodyHtml,
    author: toPersonDto(row.authorId, row.author),
    createdAt: row.createdAt.toISOString(),
    moderation,
  };
}

export const toAuthoredReviewDto = (row: AuthoredReviewRow, viewer: Viewer): AuthoredReviewDto => ({
  ...toReviewDto(row, viewer),
  listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
});

export const toAuthoredCommentDto = (
  row: AuthoredCommentRow,
  viewer: Viewer,
): AuthoredCommentDto => ({
  ...toCommentDto(row, viewer),
  listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
});

export const toReportDto = (row: ReportRow): ReportDto => ({
  id: row.id,
  listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
  reporter: toPersonDto(row.reporterId, row.reporter),
  reason: row.reason,
  details: row.details,
  target:
    row.targetType && row.targetId
      ? {
          type: row.targetType,
          id: row.targetId,
          text: row.targetText ?? null,
          removedAt: row.targetRemovedAt ? row.targetRemovedAt.toISOString() : null,
        }
      : null,
  createdAt: row.reportedAt.toISOString(),
  status: row.status ?? 'open',
  resolvedBy: row.resolvedById ? toPersonDto(row.resolvedById, row.resolvedBy) : null,
  resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
});
