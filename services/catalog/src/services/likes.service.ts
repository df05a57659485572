import { Injectable } from '@nestjs/common';
import { BadRequestError, requireUuid, requireUuids } from '@pitstop/common';
import { LISTING_LIMITS, type LikeStateDto, type ToggleLikePayload } from '@pitstop/contracts';
import { assertViewable, requireListingId } from '../domain/listing-access.js';
import { requireActor } from '../domain/people.js';
import { LikeRepository } from '../repositories/like.repository.js';
import { MemberRepository } from '../repositories/member.repository.js';

/** The heart on cards and the model page. */
@Injectable()
export class LikesService {
  constructor(
    private readonly likes: LikeRepository,
    private readonly members: MemberRepository,
  ) {}

  /** liked given: set it (repeating is harmless); omitted: flip it, as the original bare POST. */
  async toggle(payload: ToggleLikePayload): Promise<LikeStateDto> {
    const actor = requireActor(payload?.actor);
    const id = requireListingId(payload.listingId);
    const liked = payload.liked ?? undefined;
    if (liked !== undefined && typeof liked !== 'boolean')
      throw new BadRequestError('liked must be true or false');
    await this.members.remember(actor);
    return this.likes.set(id, actor.id, liked, (listing) => assertViewable(listing, actor));
  }

  /** Which of the listings (a page of search results) the user likes. */
  likedAmong(payload: { userId: string; listingIds: string[] }): Promise<string[]> {
    const userId = requireUuid(payload?.userId, 'userId');
    const ids = requireUuids(payload?.listingIds, 'listingIds', LISTING_LIMITS.pageSizeMax);
    if (ids.length === 0) return Promise.resolve([]);
    return this.likes.likedAmong(userId, ids);
  }
}
