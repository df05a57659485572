import { RpcErrorCode, ListingMessages as Msg, type Actor } from '@pitstop/contracts';
import type { ReviewRow } from '../domain/feedback-dto.js';
import type { ListingAccess } from '../domain/listing-access.js';
import type { AccessGuard, ListingRepository } from '../repositories/listing.repository.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import type { ReviewContent, ReviewRepository } from '../repositories/review.repository.js';
import { ReviewsService } from './reviews.service.js';

const actor = (n: number): Actor => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
  role: 'user',
  firstName: `F${n}`,
  lastName: `L${n}`,
  displayName: null,
  createdAt: '',
});
const SELLER = actor(1);
const BUYER = actor(2);
const LISTING = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001';
const DRAFT = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000002';

const listing = (id: string, approved: boolean): ListingAccess => ({
  id,
  sellerId: SELLER.id,
  approvalStatus: approved ? 'approved' : 'pending',
  visibility: approved ? 'public' : 'private',
  isDraft: !approved,
  deletedAt: null,
});
const LISTINGS = new Map([
  [LISTING, listing(LISTING, true)],
  [DRAFT, listing(DRAFT, false)],
]);

/** One review per author and listing; a rating average kept from them. */
function fakeReviews() {
  const rows: ReviewRow[] = [];
  const repository = {
    list: async (listingId: string) => rows.filter((r) => r.listingId === listingId),
    upsert: async (
      listingId: string,
      authorId: string,
      review: ReviewContent,
      guard: AccessGuard,
    ) => {
      const target = LISTINGS.get(listingId);
      if (!target) return null;
      guard(target);
      let row = rows.find((r) => r.listingId === listingId && r.authorId === authorId);
      if (!row) {
        row = {
          id: `r${rows.length + 1}`,
          listingId,
          authorId,
          author: { firstName: 'F', lastName: 'L', displayName: null },
          createdAt: new Date(),
          updatedAt: new Date(),
          ...review,
        };
        rows.push(row);
      } else Object.assign(row, review);
      return row;
    },
  };
  return { repository: repository as unknown as ReviewRepository, rows };
}

describe('ReviewsService', () => {
  let reviews: ReturnType<typeof fakeReviews>;
  let service: ReviewsService;
  beforeEach(() => {
    reviews = fakeReviews();
    service = new ReviewsService(
      reviews.repository,
      {
        findAccess: async (id: string) => LISTINGS.get(id) ?? null,
      } as unknown as ListingRepository,
      { remember: async () => undefined } as unknown as MemberRepository,
    );
  });

  it('posts a review with sanitised HTML; posting again updates the same review', async () => {
    const first = await service.post({
      actor: BUYER,
      listingId: LISTING,
      rating: 4,
      bodyMd: 'Fits **perfectly** <img src=x onerror=alert(1)>',
    });
    expect(first).toMatchObject({
      rating: 4,
      title: '',
      bodyHtml: '<p>Fits <strong>perfectly</strong> <img src="x" /></p>',
    });
    const second = await service.post({
      actor: BUYER,
      listingId: LISTING,
      rating: 2,
      title: 'Cracked',
      bodyMd: 'Snapped',
    });
    expect(second).toMatchObject({ id: first.id, rating: 2, title: 'Cracked' });
    expect(reviews.rows).toHaveLength(1);
  });

  it('rates 5 when no rating is sent (SPEC.md section 9)', async () => {
    expect(
      (await service.post({ actor: BUYER, listingId: LISTING, bodyMd: 'Good' } as never)).rating,
    ).toBe(5);
  });

  it.each([
    [{ rating: 0 }, Msg.reviewRatingInvalid],
    [{ rating: 6 }, Msg.reviewRatingInvalid],
    [{ rating: 4.5 }, Msg.reviewRatingInvalid],
    [{ bodyMd: '   ' }, Msg.reviewBodyRequired],
    [{ bodyMd: 'x'.repeat(5001) }, 'Review must be at most 5000 characters'],
    [{ title: 'x'.repeat(121) }, 'Review title must be at most 120 characters'],
  ])('refuses %j', async (change, message) => {
    await expect(
      service.post({ actor: BUYER, listingId: LISTING, rating: 5, bodyMd: 'ok', ...change }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message });
  });

  it("refuses a seller's review of their own model", async () => {
    await expect(
      service.post({ actor: SELLER, listingId: LISTING, rating: 5, bodyMd: 'Mine is great' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden, message: Msg.reviewOwnListing });
  });

  it('treats a listing the person cannot see as not found, for reading and writing', async () => {
    await expect(service.list({ viewer: null, listingId: DRAFT })).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
      message: Msg.notFound,
    });
    await expect(
      service.post({ actor: BUYER, listingId: DRAFT, rating: 5, bodyMd: 'x' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.NotFound });
    expect(await service.list({ viewer: SELLER, listingId: DRAFT })).toEqual([]);
  });
});
