import { RpcErrorCode, ListingMessages as Msg, type Actor } from '@pitstop/contracts';
import type { ListingAccess } from '../domain/listing-access.js';
import type { LikeRepository } from '../repositories/like.repository.js';
import type { AccessGuard } from '../repositories/listing.repository.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import { LikesService } from './likes.service.js';

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

/** A set of likes; the count is its size, as the real repository keeps it. */
function fakeLikes(target: ListingAccess) {
  const likes = new Set<string>();
  const repository = {
    set: async (
      listingId: string,
      userId: string,
      liked: boolean | undefined,
      guard: AccessGuard,
    ) => {
      if (listingId !== target.id) return null;
      guard(target);
      const next = liked ?? !likes.has(userId);
      if (next) likes.add(userId);
      else likes.delete(userId);
      return { liked: next, likeCount: likes.size };
    },
  };
  return repository as unknown as LikeRepository;
}

describe('LikesService', () => {
  const members = { remember: async () => undefined } as unknown as MemberRepository;

  it('toggles without a value and sets (idempotently) with one', async () => {
    const service = new LikesService(fakeLikes(published), members);
    const like = (liked?: boolean) => service.toggle({ actor: BUYER, listingId: LISTING, liked });
    expect(await like()).toEqual({ liked: true, likeCount: 1 });
    expect(await like()).toEqual({ liked: false, likeCount: 0 });
    expect(await like(true)).toEqual({ liked: true, likeCount: 1 });
    expect(await like(true)).toEqual({ liked: true, likeCount: 1 });
    expect(await like(false)).toEqual({ liked: false, likeCount: 0 });
  });

  it('refuses a listing the person cannot see, and a malformed value', async () => {
    const service = new LikesService(
      fakeLikes({ ...published, approvalStatus: 'pending' }),
      members,
    );
    await expect(service.toggle({ actor: BUYER, listingId: LISTING })).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
      message: Msg.notFound,
    });
    await expect(
      service.toggle({ actor: BUYER, listingId: LISTING, liked: 'yes' as never }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
  });
});
