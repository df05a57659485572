import { Injectable, Logger } from '@nestjs/common';
import { NotFoundError, isUuid } from '@pitstop/common';
import {
  LISTING_LIMITS,
  ListingMessages as Msg,
  USER_STATUSES,
  UsersEvents,
  type GetSellerPayload,
  type SellerDto,
  type UserStatus,
  type UserUpdatedEvent,
} from '@pitstop/contracts';
import { toListingDto } from '../domain/listing-dto.js';
import { wholeNumber } from '../domain/listing-query.js';
import { optionalViewer } from '../domain/people.js';
import { CollectionRepository } from '../repositories/collection.repository.js';
import { GarageRepository } from '../repositories/garage.repository.js';
import { ListingRepository } from '../repositories/listing.repository.js';
import { MemberRepository, type MemberUpdate } from '../repositories/member.repository.js';
import { CollectionGeneration } from './collection-generation.js';

/** The people the catalog shows: creator cards, and names kept current from users events. */
@Injectable()
export class MembersService {
  private readonly logger = new Logger('MembersService');

  constructor(
    private readonly members: MemberRepository,
    private readonly listings: ListingRepository,
    private readonly collections: CollectionRepository,
    private readonly garage: GarageRepository,
    private readonly collectionGeneration: CollectionGeneration,
  ) {}

  /**
   * The creator card (limit 0) and page: the person, the totals of their published listings,
   * and a page of those listings, newest first. Their drafts never show here, not even to them.
   */
  async getSeller(payload: GetSellerPayload): Promise<SellerDto> {
    const id = payload?.sellerId;
    if (!isUuid(id)) throw new NotFoundError(Msg.sellerNotFound);
    const viewer = optionalViewer(payload.viewer);
    const limit = wholeNumber(
      payload.limit,
      LISTING_LIMITS.sellerPageDefault,
      0,
      LISTING_LIMITS.sellerPageMax,
      'limit',
    );
    const offset = wholeNumber(payload.offset, 0, 0, LISTING_LIMITS.offsetMax, 'offset');
    const sellerId = id.toLowerCase();
    const [seller, page] = await Promise.all([
      this.members.findSeller(sellerId),
      limit === 0
        ? null
        : this.listings.list(
            { words: [], sellerId, includeUnpublished: false, sort: 'newest', limit, offset },
            viewer?.id ?? null,
          ),
    ]);
    if (!seller) throw new NotFoundError(Msg.sellerNotFound);
    return {
      id: seller.id,
      firstName: seller.firstName,
      lastName: seller.lastName,
      displayName: seller.displayName,
      joinedAt: seller.joinedAt?.toISOString() ?? null,
      listingCount: seller.listingCount,
      totalDownloads: seller.totalDownloads,
      ratingAvg: seller.ratingAvg,
      ratingCount: seller.ratingCount,
      listings: (page?.rows ?? []).map((row) => toListingDto(row, viewer)),
    };
  }

  /**
   * users.user.updated: keeps the newest version of the person (delivery is at least once and
   * not necessarily in order). A malformed event is logged and dropped: retrying cannot fix it.
   *
   * A deleted account takes its garage and its collections (with their items) with it, and its
   * listings leave the marketplace (private; their buyers keep their files). That is
   * decided by the status the catalog holds once the event is applied, not by the event's: a
   * delivery that stopped half-way is finished by the next one (the member row is written
   * already), and an older 'deleted' event arriving after the account was restored removes
   * nothing it has made since. Deleting what is gone already changes nothing.
   */
  async onUserUpdated(event: UserUpdatedEvent): Promise<void> {
    const update = toMemberUpdate(event);
    if (!update) {
      this.logger.warn(`ignoring a malformed ${UsersEvents.userUpdated.topic} event`);
      return;
    }
    const { status } = await this.members.apply(update);
    if (status === 'deleted') {
      const [collections, vehicles, listings] = await Promise.all([
        this.collections.deleteAllOf(update.id),
        this.garage.deleteAllOf(update.id),
        this.listings.unpublishAllOf(update.id),
      ]);
      if (collections > 0) await this.collectionGeneration.bump();
      if (collections + vehicles + listings > 0)
        this.logger.log(
          `deleted account ${update.id}: removed ${collections} collection(s) and ${vehicles} garage vehicle(s), unpublished ${listings} listing(s)`,
        );
    }
  }
}

function toMemberUpdate(event: UserUpdatedEvent): MemberUpdate | null {
  const user = event?.user;
  const updatedAt = new Date(event?.updatedAt);
  if (
    !user ||
    !isUuid(user.id) ||
    typeof user.firstName !== 'string' ||
    typeof user.lastName !== 'string' ||
    !USER_STATUSES.includes(user.status as UserStatus) ||
    Number.isNaN(updatedAt.getTime())
  )
    return null;
  const joinedAt = typeof user.createdAt === 'string' ? new Date(user.createdAt) : null;
  return {
    id: user.id.toLowerCase(),
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: typeof user.displayName === 'string' ? user.displayName : null,
    status: user.status,
    joinedAt: joinedAt && !Number.isNaN(joinedAt.getTime()) ? joinedAt : null,
    updatedAt,
  };
}
