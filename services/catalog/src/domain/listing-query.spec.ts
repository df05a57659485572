import { RpcErrorCode } from '@pitstop/contracts';
import { checkFeedbackPage, checkListingQuery } from './listing-query.js';

const SELLER = '11111111-1111-4111-8111-111111111111';

describe('checkListingQuery', () => {
  it('defaults to the newest 20 visible listings', () => {
    expect(checkListingQuery({ viewer: null }, null)).toMatchObject({
      words: [],
      sort: 'newest',
      limit: 20,
      offset: 0,
      includeUnpublished: false,
    });
  });

  it('splits the search into words', () => {
    expect(checkListingQuery({ viewer: null, search: '  golf   knob ' }, null).words).toEqual([
      'golf',
      'knob',
    ]);
  });

  it("includes unpublished listings only in the seller's own list, or an admin's", () => {
    const own = { id: SELLER, role: 'user' } as const;
    const admin = { id: '99999999-9999-4999-8999-999999999999', role: 'admin' } as const;
    const stranger = { id: '88888888-8888-4888-8888-888888888888', role: 'user' } as const;
    const unpublished = (viewer: typeof own | typeof admin | typeof stranger | null) =>
      checkListingQuery({ viewer, sellerId: SELLER }, viewer).includeUnpublished;
    expect(unpublished(own)).toBe(true);
    expect(unpublished(admin)).toBe(true);
    expect(unpublished(stranger)).toBe(false);
    expect(unpublished(null)).toBe(false);
    expect(checkListingQuery({ viewer: own }, own).includeUnpublished).toBe(false);
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ offset: -1 }, 'offset must be a whole number from 0 to 1000000'],
    [{ offset: 1_000_001 }, 'offset must be a whole number from 0 to 1000000'],
    [{ search: 'x'.repeat(201) }, 'search must be text of at most 200 characters'],
    [{ search: 'knob\u0000' }, 'search contains characters that are not allowed'],
    [
      { sort: 'cheapest' },
      'sort must be one of newest, popular, rating, price_asc, price_desc, trending',
    ],
    [{ difficulty: 'extreme' }, 'difficulty must be one of easy, medium, hard'],
    [{ makeId: 'vw' }, 'makeId must be a UUID'],
    [{ isFree: 'yes' }, 'isFree must be true or false'],
  ])('refuses %j', (change, message) => {
    expect(() => checkListingQuery({ viewer: null, ...change } as never, null)).toThrow(
      expect.objectContaining({ code: RpcErrorCode.BadRequest, message }),
    );
  });
});

describe('checkFeedbackPage', () => {
  it('is the newest 100 unless asked otherwise', () => {
    expect(checkFeedbackPage({})).toEqual({ limit: 100, offset: 0 });
    expect(checkFeedbackPage({ limit: 10, offset: 30 })).toEqual({ limit: 10, offset: 30 });
  });

  it.each([
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ offset: -1 }, 'offset must be a whole number from 0 to 1000000'],
    [{ offset: 'x' }, 'offset must be a whole number from 0 to 1000000'],
  ])('refuses %j', (page, message) => {
    expect(() => checkFeedbackPage(page)).toThrow(
      expect.objectContaining({ code: RpcErrorCode.BadRequest, message }),
    );
  });
});
