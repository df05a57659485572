import {
  RpcErrorCode,
  ListingMessages as Msg,
  type UserStatus,
  type UserUpdatedEvent,
} from '@pitstop/contracts';
import type { ListingFilter } from '../domain/listing-query.js';
import type { CollectionRepository } from '../repositories/collection.repository.js';
import type { GarageRepository } from '../repositories/garage.repository.js';
import type { ListingRepository } from '../repositories/listing.repository.js';
import type { MemberRepository, MemberUpdate } from '../repositories/member.repository.js';
import type { CollectionGeneration } from './collection-generation.js';
import { MembersService } from './members.service.js';

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const event: UserUpdatedEvent = {
  user: {
    id: ID,
    firstName: 'Maya',
    lastName: 'Okafor',
    displayName: 'BoostedMaya',
    bio: null,
    profileImageUrl: null,
    role: 'user',
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
  },
  updatedAt: '2026-02-01T10:00:00.000Z',
};

describe('MembersService', () => {
  const applied: MemberUpdate[] = [];
  const pages: ListingFilter[] = [];
  /** The status the member row holds once an event is applied (a newer one may be there). */
  let statusNow: UserStatus | null = null;
  const removed: string[] = [];
  const collections = {
    deleteAllOf: async (id: string) => {
      removed.push(`collections of ${id}`);
      return 2;
    },
  } as unknown as CollectionRepository;
  const garage = {
    deleteAllOf: async (id: string) => {
      removed.push(`garage of ${id}`);
      return 1;
    },
  } as unknown as GarageRepository;
  const listings = {
    list: async (filter: ListingFilter) => {
      pages.push(filter);
      return { rows: [], total: 0 };
    },
    unpublishAllOf: async (id: string) => {
      removed.push(`listings of ${id}`);
      return 3;
    },
  } as unknown as ListingRepository;
  const service = new MembersService(
    {
      apply: async (update: MemberUpdate) => {
        applied.push(update);
        return { applied: true, status: statusNow ?? update.status };
      },
      findSeller: async (id: string) =>
        id === ID
          ? {
              id,
              firstName: 'Maya',
              lastName: 'Okafor',
              displayName: null,
              joinedAt: null,
              listingCount: 3,
              totalDownloads: 120,
              ratingAvg: 4.5,
              ratingCount: 2,
            }
          : null,
    } as unknown as MemberRepository,
    listings,
    collections,
    garage,
    // The collections' generation as a record of bumps (Redis's, in the integration tests).
    {
      bump: async () => void removed.push('collections generation bumped'),
    } as unknown as CollectionGeneration,
  );
  afterEach(() => {
    statusNow = null;
    removed.length = 0;
  });

  it('applies a users event with its times', async () => {
    await service.onUserUpdated(event);
    expect(applied.at(-1)).toEqual({
      id: ID,
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'BoostedMaya',
      status: 'active',
      joinedAt: new Date('2025-03-01T10:00:00.000Z'),
      updatedAt: new Date('2026-02-01T10:00:00.000Z'),
    });
  });

  it("removes a deleted account's collections and garage and unpublishes its listings, at every delivery while it stays deleted", async () => {
    const deleted = { ...event, user: { ...event.user, status: 'deleted' as const } };
    // Its collections gone, the gateways' kept pages of them retire.
    const all = [
      `collections of ${ID}`,
      `garage of ${ID}`,
      `listings of ${ID}`,
      'collections generation bumped',
    ];
    await service.onUserUpdated(deleted);
    expect(removed).toEqual(all);
    // Delivered again (the row holds it already): removed again, which changes nothing.
    await service.onUserUpdated(deleted);
    expect(removed).toHaveLength(8);
    // An older event of the deleted account: still deleted, so still nothing of theirs stays.
    removed.length = 0;
    statusNow = 'deleted';
    await service.onUserUpdated(event);
    expect(removed).toEqual(all);
  });

  it('keeps what a restored account has, when an older deleting event arrives late', async () => {
    statusNow = 'active';
    await service.onUserUpdated({ ...event, user: { ...event.user, status: 'deleted' } });
    await service.onUserUpdated(event);
    await service.onUserUpdated({ ...event, user: { ...event.user, status: 'banned' } });
    expect(removed).toEqual([]);
  });

  it('drops a malformed event instead of failing it forever', async () => {
    const before = applied.length;
    await service.onUserUpdated({ user: { id: 'left-behind' }, updatedAt: 'x' } as never);
    await service.onUserUpdated({ ...event, updatedAt: 'yesterday' });
    expect(applied).toHaveLength(before);
  });

  it('shows a seller card, and says when there is no such seller', async () => {
    expect(await service.getSeller({ sellerId: ID })).toEqual({
      id: ID,
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: null,
      joinedAt: null,
      listingCount: 3,
      totalDownloads: 120,
      ratingAvg: 4.5,
      ratingCount: 2,
      listings: [],
    });
    for (const sellerId of ['99999999-9999-4999-8999-999999999999', 'maya'])
      await expect(service.getSeller({ sellerId })).rejects.toMatchObject({
        code: RpcErrorCode.NotFound,
        message: Msg.sellerNotFound,
      });
  });

  it("asks for one page of the seller's published listings only, newest first", async () => {
    pages.length = 0;
    await service.getSeller({ sellerId: ID, limit: 5, offset: 10 });
    expect(pages).toEqual([
      {
        words: [],
        sellerId: ID,
        includeUnpublished: false,
        sort: 'newest',
        limit: 5,
        offset: 10,
      },
    ]);
    // The card asks for none: no listings are read.
    await service.getSeller({ sellerId: ID, limit: 0 });
    expect(pages).toHaveLength(1);
  });

  it('refuses a page size out of range', async () => {
    for (const limit of [-1, 49, 1.5])
      await expect(service.getSeller({ sellerId: ID, limit })).rejects.toMatchObject({
        code: RpcErrorCode.BadRequest,
        message: 'limit must be a whole number from 0 to 48',
      });
  });
});
