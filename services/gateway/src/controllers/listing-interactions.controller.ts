import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogListings,
  type Actor,
  type CommentDto,
  type FeedbackRemovalDto,
  type LikeStateDto,
  type ReportDto,
  type ReviewDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { ViewerDependent } from '../http/cache-control.js';
import { Access, CurrentActor, CurrentViewer } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  CommentBody,
  CommentResponse,
  FeedbackPageQuery,
  FeedbackRemovalResponse,
  LikeBody,
  LikeStateResponse,
  ReportBody,
  RemoveFeedbackBody,
  ReportResponse,
  ReviewBody,
  ReviewResponse,
} from '../dto/listing-interaction.dto.js';
import { CommentIdPipe, ListingIdPipe, ReviewIdPipe } from '../http/path-params.pipe.js';
import { pageKey } from '../pages/page-answers.js';
import { ListingSearch } from '../search/listing-search.js';

/** Reviews, comments, likes and reports on a listing. */
@ApiTags('listings')
@ApiNotFoundResponse({ type: ErrorResponse, description: 'No such listing, or not visible to you' })
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The catalog service is unavailable',
})
@Controller('api/models3d/:id')
export class ListingInteractionsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly search: ListingSearch,
  ) {}

  @Get('reviews')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ type: [ReviewResponse], description: 'Newest first, one page (100 at most)' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  listReviews(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
    @Query() page: FeedbackPageQuery,
  ): Promise<ReviewDto[]> {
    return this.bus.request(CatalogListings.listReviews, { viewer, listingId, ...page });
  }

  @Post('reviews')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({
    type: ReviewResponse,
    description: 'Your review (posting again updates it)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  postReview(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: ReviewBody,
  ): Promise<ReviewDto> {
    return this.changed(
      listingId,
      this.bus.request(CatalogListings.postReview, {
        actor,
        listingId,
        rating: body.rating,
        title: body.title,
        bodyMd: body.bodyMd,
      }),
    );
  }

  @Delete('reviews/:reviewId')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({
    type: FeedbackRemovalResponse,
    description:
      "The author's own is deleted; an admin's removal (with a reason) is kept as moderated",
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'An admin gave no reason' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: "Someone else's, and you are no admin",
  })
  removeReview(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('reviewId', ReviewIdPipe) id: string,
    @Body() body: RemoveFeedbackBody,
  ): Promise<FeedbackRemovalDto> {
    return this.changed(
      listingId,
      this.bus.request(CatalogListings.removeReview, {
        actor,
        listingId,
        id,
        reason: body?.reason,
      }),
    );
  }

  @Get('comments')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({
    type: [CommentResponse],
    description: 'The newest page (100 at most), oldest first as a conversation reads',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  listComments(
    @CurrentViewer() viewer: Viewer | null,
    @Param('id', ListingIdPipe) listingId: string,
    @Query() page: FeedbackPageQuery,
  ): Promise<CommentDto[]> {
    return this.bus.request(CatalogListings.listComments, { viewer, listingId, ...page });
  }

  @Post('comments')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({ type: CommentResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  postComment(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: CommentBody,
  ): Promise<CommentDto> {
    return this.changed(
      listingId,
      this.bus.request(CatalogListings.postComment, { actor, listingId, bodyMd: body.bodyMd }),
    );
  }

  @Delete('comments/:commentId')
  @Access('user')
  @LimitedWrite()
  @ApiOkResponse({
    type: FeedbackRemovalResponse,
    description:
      "The author's own is deleted; an admin's removal (with a reason) is kept as moderated",
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'An admin gave no reason' })
  @ApiForbiddenResponse({
    type: ErrorResponse,
    description: "Someone else's, and you are no admin",
  })
  removeComment(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('commentId', CommentIdPipe) id: string,
    @Body() body: RemoveFeedbackBody,
  ): Promise<FeedbackRemovalDto> {
    return this.changed(
      listingId,
      this.bus.request(CatalogListings.removeComment, {
        actor,
        listingId,
        id,
        reason: body?.reason,
      }),
    );
  }

  @Post('like')
  @Access('user')
  @LimitedWrite()
  @HttpCode(200)
  @ApiOkResponse({ type: LikeStateResponse, description: 'Where the like landed' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  like(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: LikeBody,
  ): Promise<LikeStateDto> {
    return this.changed(
      listingId,
      this.bus.request(CatalogListings.toggleLike, { actor, listingId, liked: body.liked }),
    );
  }

  @Post('reports')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({
    type: ReportResponse,
    description: 'Your report (reporting again updates it)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  report(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Body() body: ReportBody,
  ): Promise<ReportDto> {
    return this.bus.request(CatalogListings.report, {
      actor,
      listingId,
      reason: body.reason,
      details: body.details,
    });
  }

  @Post('reviews/:reviewId/reports')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({
    type: ReportResponse,
    description: 'Your report of the review (reporting again updates it)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Your own review, or a bad reason' })
  reportReview(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('reviewId', ReviewIdPipe) id: string,
    @Body() body: ReportBody,
  ): Promise<ReportDto> {
    return this.bus.request(CatalogListings.report, {
      actor,
      listingId,
      reason: body.reason,
      details: body.details,
      target: { type: 'review', id },
    });
  }

  @Post('comments/:commentId/reports')
  @Access('user')
  @LimitedWrite()
  @ApiCreatedResponse({
    type: ReportResponse,
    description: 'Your report of the comment (reporting again updates it)',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Your own comment, or a bad reason' })
  reportComment(
    @CurrentActor() actor: Actor,
    @Param('id', ListingIdPipe) listingId: string,
    @Param('commentId', CommentIdPipe) id: string,
    @Body() body: ReportBody,
  ): Promise<ReportDto> {
    return this.bus.request(CatalogListings.report, {
      actor,
      listingId,
      reason: body.reason,
      details: body.details,
      target: { type: 'comment', id },
    });
  }

  /**
   * A like, review or comment shows to visitors at once: the listing's and its seller's kept
   * answers and served pages carry their counts (and a model page the reviews and comments), and
   * none of them moves the index generation. This gateway's go (model pages are kept by slug,
   * which the write does not name, so all of them); another gateway's within
   * SEARCH_CACHE_FRESH_SECONDS.
   */
  private async changed<T>(listingId: string, write: Promise<T>): Promise<T> {
    const result = await write;
    this.search.forget(pageKey('/models/'));
    this.search.forget(`/api/models3d/${listingId}`);
    this.search.forget('/api/models3d/slug/');
    this.search.forget('/api/sellers/');
    this.search.forget(pageKey('/creators/'));
    return result;
  }
}
