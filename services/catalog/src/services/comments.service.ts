import { Injectable } from '@nestjs/common';
import {
  LISTING_LIMITS,
  ListingMessages as Msg,
  type CommentDto,
  type FeedbackPagePayload,
  type PostCommentPayload,
} from '@pitstop/contracts';
import { toCommentDto } from '../domain/feedback-dto.js';
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
  async list(payload: FeedbackPagePayload): Promise<CommentDto[]> {
    const viewer = optionalViewer(payload?.viewer);
    const id = requireListingId(payload?.listingId);
    const page = checkFeedbackPage(payload);
    assertViewable(await this.listings.findAccess(id), viewer);
    return (await this.comments.list(id, page)).map(toCommentDto);
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
    return toCommentDto(comment);
  }
}
