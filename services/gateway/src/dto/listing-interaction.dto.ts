import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LISTING_LIMITS as L,
  ListingMessages as M,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  type CommentDto,
  type FeedbackModeration,
  type FeedbackRemovalDto,
  type LikeStateDto,
  type ReportDto,
  type ReportReason,
  type ReportStatus,
  type ReportTargetDto,
  type ReportTargetType,
  type ReviewDto,
} from '@pitstop/contracts';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { NoControlCharacters, QueryWholeNumberInRange, Trimmed } from './field-rules.js';
import { PersonResponse } from './listing-response.dto.js';

// class-validator runs a property's decorators bottom-up, stopping at the first error: the most
// basic check sits lowest.

// ---- bodies ------------------------------------------------------------------------------

/** POST /api/models3d/{id}/reviews: one review per user and listing; posting again updates it. */
export class ReviewBody {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @Max(5, { message: M.reviewRatingInvalid })
  @Min(1, { message: M.reviewRatingInvalid })
  @IsInt({ message: M.reviewRatingInvalid })
  rating!: number;

  @ApiPropertyOptional({
    maxLength: L.reviewTitleMax,
    description: 'The original client sends an empty title',
  })
  @NoControlCharacters('Review title')
  @MaxLength(L.reviewTitleMax, { message: M.reviewTitleTooLong })
  @IsString({ message: 'Review title must be text' })
  @IsOptional()
  @Trimmed()
  title?: string;

  @ApiProperty({ maxLength: L.reviewBodyMax, description: 'Markdown' })
  @NoControlCharacters('Review')
  @MaxLength(L.reviewBodyMax, { message: M.reviewBodyTooLong })
  @MinLength(1, { message: M.reviewBodyRequired })
  @IsString({ message: M.reviewBodyRequired })
  @Trimmed()
  bodyMd!: string;
}

/** POST /api/models3d/{id}/comments. */
export class CommentBody {
  @ApiProperty({ maxLength: L.commentBodyMax, description: 'Markdown' })
  @NoControlCharacters('Comment')
  @MaxLength(L.commentBodyMax, { message: M.commentBodyTooLong })
  @MinLength(1, { message: M.commentBodyRequired })
  @IsString({ message: M.commentBodyRequired })
  @Trimmed()
  bodyMd!: string;
}

/**
 * DELETE /api/models3d/{id}/reviews/{reviewId} or …/comments/{commentId}: none from the author;
 * an admin removing someone else's says why.
 */
export class RemoveFeedbackBody {
  @ApiPropertyOptional({
    maxLength: L.takedownReasonMax,
    description: "Required when an admin removes someone else's",
  })
  @NoControlCharacters('Reason')
  @MaxLength(L.takedownReasonMax, { message: M.removalReasonTooLong })
  @IsString({ message: M.removalReasonRequired })
  @IsOptional()
  @Trimmed()
  reason?: string;
}

/** POST /api/models3d/{id}/like: no body toggles (the original client); `liked` sets it. */
export class LikeBody {
  @ApiPropertyOptional({ description: 'Omitted: toggle. true/false: set, idempotently' })
  @IsBoolean({ message: 'liked must be true or false' })
  @IsOptional()
  liked?: boolean;
}

/** POST /api/models3d/{id}/reports: one open report per user and listing. */
export class ReportBody {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, { message: M.reportReasonInvalid })
  reason!: ReportReason;

  @ApiPropertyOptional({ maxLength: L.reportDetailsMax })
  @NoControlCharacters('Details')
  @MaxLength(L.reportDetailsMax, { message: M.reportDetailsTooLong })
  @IsString({ message: 'Details must be text' })
  @IsOptional()
  @Trimmed()
  details?: string;
}

// ---- queries ------------------------------------------------------------------------------

/** GET reviews or comments: a page counted from the newest (the newest 100 by default). */
export class FeedbackPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: L.feedbackPageMax, default: L.feedbackPageMax })
  @QueryWholeNumberInRange('limit', 1, L.feedbackPageMax)
  limit?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: L.offsetMax,
    default: 0,
    description: 'How many of the newest to skip',
  })
  @QueryWholeNumberInRange('offset', 0, L.offsetMax)
  offset?: number;
}

// ---- responses (documentation of the contracts' shapes) ----------------------------------

export class FeedbackModerationResponse implements FeedbackModeration {
  @ApiProperty({ format: 'date-time' }) removedAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The reason, for admins and the author only',
  })
  reason!: string | null;
}

export class FeedbackRemovalResponse implements FeedbackRemovalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: ['deleted', 'moderated'],
    description: "deleted: the author's own, gone; moderated: kept as 'Removed by a moderator'",
  })
  outcome!: 'deleted' | 'moderated';
}

export class ReviewResponse implements ReviewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) listingId!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Markdown as written' }) bodyMd!: string;
  @ApiProperty({ description: 'bodyMd rendered and sanitised; safe to insert as HTML' })
  bodyHtml!: string;
  @ApiProperty({ type: PersonResponse }) author!: PersonResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({
    type: FeedbackModerationResponse,
    nullable: true,
    description: "Set when an admin removed it: the text reads 'Removed by a moderator'",
  })
  moderation!: FeedbackModerationResponse | null;
}

export class CommentResponse implements CommentDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) listingId!: string;
  @ApiProperty({ description: 'Markdown as written' }) bodyMd!: string;
  @ApiProperty({ description: 'bodyMd rendered and sanitised; safe to insert as HTML' })
  bodyHtml!: string;
  @ApiProperty({ type: PersonResponse }) author!: PersonResponse;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: FeedbackModerationResponse,
    nullable: true,
    description: "Set when an admin removed it: the text reads 'Removed by a moderator'",
  })
  moderation!: FeedbackModerationResponse | null;
}

export class LikeStateResponse implements LikeStateDto {
  @ApiProperty({ description: 'Whether you like it now' }) liked!: boolean;
  @ApiProperty() likeCount!: number;
}

export class ReportedListingResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
}

export class ReportTargetResponse implements ReportTargetDto {
  @ApiProperty({ enum: REPORT_TARGET_TYPES }) type!: ReportTargetType;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The reported text; null: deleted' })
  text!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, description: 'When an admin removed it' })
  removedAt!: string | null;
}

export class ReportResponse implements ReportDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: ReportedListingResponse }) listing!: ReportedListingResponse;
  @ApiProperty({ type: PersonResponse }) reporter!: PersonResponse;
  @ApiProperty({ enum: REPORT_REASONS }) reason!: ReportReason;
  @ApiProperty() details!: string;
  @ApiProperty({
    type: ReportTargetResponse,
    nullable: true,
    description: 'The review or comment reported; null: the listing itself',
  })
  target!: ReportTargetResponse | null;
  @ApiProperty({ format: 'date-time', description: 'The last time this person reported it' })
  createdAt!: string;
  @ApiProperty({ enum: REPORT_STATUSES }) status!: ReportStatus;
  @ApiProperty({ type: PersonResponse, nullable: true, description: 'The admin who settled it' })
  resolvedBy!: PersonResponse | null;
  @ApiProperty({ format: 'date-time', nullable: true }) resolvedAt!: string | null;
}
