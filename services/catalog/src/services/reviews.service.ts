import { Injectable } from '@nestjs/common';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  isUuid,
} from '@pitstop/common';
import {
  LISTING_LIMITS,
  ListingMessages as Msg,
  type AuthorFeedbackPayload,
  type AuthoredReviewDto,
  type FeedbackPagePayload,
  type FeedbackRemovalDto,
  type PostReviewPayload,
  type RemoveFeedbackPayload,
  type ReviewDto,
} from '@pitstop/contracts';
import { toAuthoredReviewDto, toReviewDto } from '../domain/feedback-dto.js';
import { decideRemoval } from '../domain/feedback-removal.js';
import { assertViewable, requireListingId } from '../domain/listing-access.js';
import { checkFeedbackPage } from '../domain/listing-query.js';
import { renderMarkdown } from '../domain/markdown.js';
import { optionalViewer, requireActor } from '../domain/people.js';
import { boundedText } from '../domain/plain-text.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';
import { ReviewRepository } from '../repositories/review.repository.js';

/** Reviews: one per person per listing, never by its seller; they make the listing's rating. */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly listings: ListingRepository,
    private readonly members: MemberRepository,
  ) {}

  /** The viewer's own reviews, newest first, a page of at most 100 ('Download my data'). */
  async listByAuthor(payload: AuthorFeedbackPayload): Promise<AuthoredReviewDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    if (!viewer) throw new UnauthorizedError();
    const page = checkFeedbackPage(payload);
    return (await this.reviews.listByAuthor(viewer.id, page)).map((row) =>
      toAuthoredReviewDto(row, viewer),
    );
  }

  /** Newest first, a page of at most 100. */
  async list(payload: FeedbackPagePayload): Promise<ReviewDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    const page = checkFeedbackPage(payload);
    assertViewable(await this.listings.findAccess(id), viewer);
    return (await this.reviews.list(id, page)).map((row) => toReviewDto(row, viewer));
  }

  /** Posting again replaces the person's review. */
  async post(payload: PostReviewPayload): Promise<ReviewDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload.listingId);
    // docs/product.md §9: the rating defaults to 5.
    const rating = payload.rating ?? 5;
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
      throw new BadRequestError(Msg.reviewRatingInvalid);
    const title = boundedText(payload.title, 'Review title', {
      max: LISTING_LIMITS.reviewTitleMax,
      tooLong: Msg.reviewTitleTooLong,
    });
    const bodyMd = boundedText(payload.bodyMd, 'Review', {
      max: LISTING_LIMITS.reviewBodyMax,
      tooLong: Msg.reviewBodyTooLong,
      required: Msg.reviewBodyRequired,
    });

    await this.members.remember(actor);
    const review = await this.reviews.upsert(
      id,
      actor.id,
      { rating, title, bodyMd, bodyHtml: renderMarkdown(bodyMd) },
      (listing) => {
        assertViewable(listing, actor);
        if (listing.sellerId === actor.id) throw new ForbiddenError(Msg.reviewOwnListing);
      },
    );
    return toReviewDto(review, actor);
  }

  /** The author deletes their own review; an admin removes anyone's with a reason. */
  async remove(payload: RemoveFeedbackPayload): Promise<FeedbackRemovalDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    if (!isUuid(payload.id)) throw new NotFoundError(Msg.reviewNotFound);
    const reviewId = payload.id.toLowerCase();
    await this.members.remember(actor);
    const outcome = await this.reviews.remove(
      id,
      reviewId,
      (listing) => {
        if (!listing) throw new NotFoundError(Msg.notFound);
      },
      (review) => decideRemoval(actor, review, payload.reason),
      actor.id,
    );
    if (outcome === 'not-found') throw new NotFoundError(Msg.reviewNotFound);
    return { id: reviewId, outcome: outcome === 'delete' ? 'deleted' : 'moderated' };
  }
}
