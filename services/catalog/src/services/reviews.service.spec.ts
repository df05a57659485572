import { RpcErrorCode, ListingMessages as Msg, type Actor } from '@pitstop/contracts';
import type { ReviewRow } from '../domain/feedback-dto.js';
import type { AccessGuard, ListingAccess } from '../domain/listing-access.js';
import type { FeedbackPage } from '../domain/listing-query.js';
import type { ListingRepository } from '../repositories/listing.repository.js';
import type { MemberRepository } from '../repositories/member.repository.js';
import type { ReviewContent, ReviewRepository } from '../repositories/review.repository.js';
import { ReviewsService } from './reviews.service.js';

// What ReviewsService itself decides: which reviews it accepts, what it hands the repository
// (trimmed, rendered), which listings its guard refuses, and how it pages the list. One review
// per person, exact ratings and ordering are the repository's, checked against Postgres in
// test/feedback.int-spec.ts.

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
const published: ListingAccess = {
  id: LISTING,
  sellerId: SELLER.id,
  approvalStatus: 'approved',
  visibility: 'public',
  isDraft: false,
  deletedAt: null,
};

interface UpsertCall {
  listingId: string;
  authorId: string;
  review: ReviewContent;
  guard: AccessGuard;
}

/** Records what the service asks of its repositories and answers with canned rows. */
function recording(access: ListingAccess | null = published) {
  const upserts: UpsertCall[] = [];
  const pages: [string, FeedbackPage][] = [];
  const remembered: string[] = [];
  const reviews = {
    list: async (listingId: string, page: FeedbackPage) => {
      pages.push([listingId, page]);
      return [];
    },
    upsert: async (
      listingId: string,
      authorId: string,
      review: ReviewContent,
      guard: AccessGuard,
    ): Promise<ReviewRow> => {
      upserts.push({ listingId, authorId, review, guard });
      // No such listing: the repository asks the guard about null.
      if (!access) guard(null);
      return {
        id: 'r1',
        listingId,
        authorId,
        author: { firstName: 'F', lastName: 'L', displayName: null },
        createdAt: new Date(),
        updatedAt: new Date(),
        removedAt: null,
        removalReason: null,
        ...review,
      };
    },
  };
  const service = new ReviewsService(
    reviews as unknown as ReviewRepository,
    { findAccess: async () => access } as unknown as ListingRepository,
    {
      remember: async (who: Actor) => void remembered.push(who.id),
    } as unknown as MemberRepository,
  );
  return { service, upserts, pages, remembered };
}

describe('ReviewsService.post', () => {
  it('hands the repository the trimmed review with its sanitised HTML, remembering the author', async () => {
    const { service, upserts, remembered } = recording();
    const review = await service.post({
      actor: BUYER,
      listingId: LISTING,
      rating: 4,
      title: '  Great fit ',
      bodyMd: ' Fits **perfectly** <img src=x onerror=alert(1)> ',
    });
    expect(upserts.map(({ guard: _guard, ...call }) => call)).toEqual([
      {
        listingId: LISTING,
        authorId: BUYER.id,
        review: {
          rating: 4,
          title: 'Great fit',
          bodyMd: 'Fits **perfectly** <img src=x onerror=alert(1)>',
          bodyHtml: '<p>Fits <strong>perfectly</strong> </p>',
        },
      },
    ]);
    expect(review).toMatchObject({ id: 'r1', rating: 4, title: 'Great fit' });
    expect(remembered).toEqual([BUYER.id]);
  });

  it('rates 5 when no rating is sent (docs/product.md §9)', async () => {
    const { service, upserts } = recording();
    await service.post({ actor: BUYER, listingId: LISTING, bodyMd: 'Good' } as never);
    expect(upserts[0]!.review.rating).toBe(5);
  });

  it.each([
    [{ rating: 0 }, Msg.reviewRatingInvalid],
    [{ rating: 6 }, Msg.reviewRatingInvalid],
    [{ rating: 4.5 }, Msg.reviewRatingInvalid],
    [{ rating: '5' }, Msg.reviewRatingInvalid],
    [{ bodyMd: '   ' }, Msg.reviewBodyRequired],
    [{ bodyMd: 42 }, Msg.reviewBodyRequired],
    [{ bodyMd: 'x'.repeat(5001) }, 'Review must be at most 5000 characters'],
    [{ bodyMd: 'nul\u0000' }, 'Review contains characters that are not allowed'],
    [{ title: 'x'.repeat(121) }, 'Review title must be at most 120 characters'],
    [{ title: 'a\u0007b' }, 'Review title contains characters that are not allowed'],
  ])('refuses %j before writing anything', async (change, message) => {
    const { service, upserts } = recording();
    await expect(
      service.post({
        actor: BUYER,
        listingId: LISTING,
        rating: 5,
        bodyMd: 'ok',
        ...change,
      } as never),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message });
    expect(upserts).toEqual([]);
  });

  it('guards against hidden listings (not found) and the seller reviewing their own (403)', async () => {
    const { service, upserts } = recording();
    await service.post({ actor: BUYER, listingId: LISTING, rating: 5, bodyMd: 'ok' });
    const { guard } = upserts[0]!;
    expect(() => guard(published)).not.toThrow();
    expect(() => guard({ ...published, approvalStatus: 'pending' })).toThrow(
      expect.objectContaining({ code: RpcErrorCode.NotFound, message: Msg.notFound }),
    );

    const own = recording();
    await own.service.post({ actor: SELLER, listingId: LISTING, rating: 5, bodyMd: 'Mine' });
    expect(() => own.upserts[0]!.guard(published)).toThrow(
      expect.objectContaining({ code: RpcErrorCode.Forbidden, message: Msg.reviewOwnListing }),
    );
  });

  it('answers a listing the repository does not find as not found', async () => {
    const { service } = recording(null);
    await expect(
      service.post({ actor: BUYER, listingId: LISTING, rating: 5, bodyMd: 'x' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.NotFound, message: Msg.notFound });
  });
});

describe('ReviewsService.list', () => {
  it('asks for the newest 100 by default, or the page given', async () => {
    const { service, pages } = recording();
    await service.list({ viewer: null, listingId: LISTING });
    await service.list({ viewer: null, listingId: LISTING, limit: 10, offset: 20 });
    expect(pages).toEqual([
      [LISTING, { limit: 100, offset: 0 }],
      [LISTING, { limit: 10, offset: 20 }],
    ]);
  });

  it('refuses a listing the viewer may not see, and a page out of range', async () => {
    const hidden = recording({ ...published, approvalStatus: 'pending' });
    await expect(hidden.service.list({ viewer: BUYER, listingId: LISTING })).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
    });
    expect(await hidden.service.list({ viewer: SELLER, listingId: LISTING })).toEqual([]);
    await expect(
      recording().service.list({ viewer: null, listingId: LISTING, limit: 101 }),
    ).rejects.toMatchObject({
      code: RpcErrorCode.BadRequest,
      message: 'limit must be a whole number from 1 to 100',
    });
  });
});
