import { RpcErrorCode, ListingMessages as Msg, type Actor } from '@pitstop/contracts';
import type { AccessGuard, ListingAccess } from '../domain/listing-access.js';
import type { LikeRepository } from '../repositories/like.repository.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import { LikesService } from './likes.service.js';

// What LikesService itself decides: which input it accepts, who it remembers, what it passes to
// the repository and which listings its guard refuses. Toggling, idempotence and exact counts
// live in LikeRepository and are checked against Postgres in test/feedback.int-spec.ts.

const BUYER: Actor = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002',
  role: 'user',
  firstName: 'Sam',
  lastName: 'Rivera',
  displayName: null,
  createdAt: '',
};
const LISTING = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001';
const published: ListingAccess = {
  id: LISTING,
  sellerId: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
  approvalStatus: 'approved',
  visibility: 'public',
  isDraft: false,
  deletedAt: null,
};

interface SetCall {
  listingId: string;
  userId: string;
  liked: boolean | undefined;
  guard: AccessGuard;
}

/**
 * Records what the service asks of the repository and answers with `state`; with none, there is
 * no such listing and the guard is asked about null, as the repository does.
 */
function recordingLikes(state: { liked: boolean; likeCount: number } | null = null) {
  const calls: SetCall[] = [];
  const repository = {
    set: async (
      listingId: string,
      userId: string,
      liked: boolean | undefined,
      guard: AccessGuard,
    ) => {
      calls.push({ listingId, userId, liked, guard });
      if (!state) guard(null);
      return state;
    },
  };
  return { repository: repository as unknown as LikeRepository, calls };
}

function recordingMembers() {
  const remembered: string[] = [];
  const repository = { remember: async (actor: Actor) => void remembered.push(actor.id) };
  return { repository: repository as unknown as MemberRepository, remembered };
}

describe('LikesService', () => {
  it('passes the listing, the person and the wanted state through, remembering the person', async () => {
    const likes = recordingLikes({ liked: true, likeCount: 7 });
    const members = recordingMembers();
    const service = new LikesService(likes.repository, members.repository);
    expect(
      await service.toggle({ actor: BUYER, listingId: LISTING.toUpperCase(), liked: true }),
    ).toEqual({ liked: true, likeCount: 7 });
    await service.toggle({ actor: BUYER, listingId: LISTING });
    expect(likes.calls.map(({ guard: _guard, ...call }) => call)).toEqual([
      { listingId: LISTING, userId: BUYER.id, liked: true },
      { listingId: LISTING, userId: BUYER.id, liked: undefined },
    ]);
    expect(members.remembered).toEqual([BUYER.id, BUYER.id]);
  });

  it('guards with "may this person see the listing": unpublished or deleted is not found', async () => {
    const likes = recordingLikes({ liked: true, likeCount: 1 });
    await new LikesService(likes.repository, recordingMembers().repository).toggle({
      actor: BUYER,
      listingId: LISTING,
    });
    const { guard } = likes.calls[0]!;
    expect(() => guard(published)).not.toThrow();
    for (const hidden of [
      { ...published, approvalStatus: 'pending' as const },
      { ...published, isDraft: true },
      { ...published, deletedAt: new Date() },
    ])
      expect(() => guard(hidden)).toThrow(
        expect.objectContaining({ code: RpcErrorCode.NotFound, message: Msg.notFound }),
      );
    // Their own unpublished listing is theirs to like.
    expect(() => guard({ ...published, sellerId: BUYER.id, isDraft: true })).not.toThrow();
  });

  it('answers a listing the repository does not find as not found', async () => {
    const service = new LikesService(
      recordingLikes(null).repository,
      recordingMembers().repository,
    );
    await expect(service.toggle({ actor: BUYER, listingId: LISTING })).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
      message: Msg.notFound,
    });
  });

  it('refuses a malformed value, id or actor before asking the repository', async () => {
    const likes = recordingLikes({ liked: true, likeCount: 1 });
    const service = new LikesService(likes.repository, recordingMembers().repository);
    await expect(
      service.toggle({ actor: BUYER, listingId: LISTING, liked: 'yes' as never }),
    ).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message: 'liked must be true or false',
    });
    await expect(service.toggle({ actor: BUYER, listingId: 'nope' })).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
    });
    await expect(service.toggle({ listingId: LISTING } as never)).rejects.toMatchObject({
      code: RpcErrorCode.Unauthorized,
    });
    expect(likes.calls).toEqual([]);
  });
});
