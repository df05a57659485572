import { Injectable } from '@nestjs/common';
import { NotFoundError, UnauthorizedError, isUuid } from '@pitstop/common';
import {
  LISTING_LIMITS,
  ListingMessages as Msg,
  type AuthorFeedbackPayload,
  type AuthoredCommentDto,
  type CommentDto,
  type FeedbackPagePayload,
  type FeedbackRemovalDto,
  type PostCommentPayload,
  type RemoveFeedbackPayload,
} from '@pitstop/contracts';
import { toAuthoredCommentDto, toCommentDto } from '../domain/feedback-dto.js';
import { decideRemoval } from '../domain/feedback-removal.js';
import { assertViewable, requireListingId } from '../domain/listing-access.js';
import { checkFeedbackPage } from '../domain/listing-query.js';
import { renderMarkdown } from '../domain/markdown.js';
import { optionalViewer, requireActor } from '../domain/people.js';
import { boundedText } from '../domain/plain-text.js';
import { CommentRepository } from '../repositories/comment.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';

/** The Q&A under a listing (sellers answer questions there too). */
@Injectable()
export class CommentsService {
  constructor(
    private readonly comments: CommentRepository,
    private readonly listings: ListingRepository,
    private readonly members: MemberRepository,
  ) {}

  /** The latest page (at most 100), in the order they were written. */
  /** The viewer's own comments, newest first, a page of at most 100 ('Download my data'). */
  async listByAuthor(payload: AuthorFeedbackPayload): Promise<AuthoredCommentDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    if (!viewer) throw new UnauthorizedError();
    const page = checkFeedbackPage(payload);
    return (await this.comments.listByAuthor(viewer.id, page)).map((row) =>
      toAuthoredCommentDto(row, viewer),
    );
  }

  async list(payload: FeedbackPagePayload): Promise<CommentDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    const page = checkFeedbackPage(payload);
    assertViewable(await this.listings.findAccess(id), viewer);
    return (await this.comments.list(id, page)).map((row) => toCommentDto(row, viewer));
  }

  async post(payload: PostCommentPayload): Promise<CommentDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload.listingId);
    const bodyMd = boundedText(payload.bodyMd, 'Comment', {
      max: LISTING_LIMITS.commentBodyMax,
      tooLong: Msg.commentBodyTooLong,
      required: Msg.commentBodyRequired,
    });
    await this.members.remember(actor);
    const comment = await this.comments.add(
      id,
      actor.id,
      { bodyMd, bodyHtml: renderMarkdown(bodyMd) },
      (listing) => assertViewable(listing, actor),
    );
    return toCommentDto(comment, actor);
  }

  /** The author deletes their own comment; an admin removes anyone's with a reason. */
  async remove(payload: RemoveFeedbackPayload): Promise<FeedbackRemovalDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload?.listingId);
    if (!isUuid(payload.id)) throw new NotFoundError(Msg.commentNotFound);
    const commentId = payload.id.toLowerCase();
    await this.members.remember(actor);
    const outcome = await this.comments.remove(
      id,
      commentId,
      (listing) => {
        if (!listing) throw new NotFoundError(Msg.notFound);
      },
      (comment) => decideRemoval(actor, comment, payload.reason),
      actor.id,
    );
    if (outcome === 'not-found') throw new NotFoundError(Msg.commentNotFound);
    return { id: commentId, outcome: outcome === 'delete' ? 'deleted' : 'moderated' };
  }
}
