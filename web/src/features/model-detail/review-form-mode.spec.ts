import type { Review } from '../listings/listingsApi';
import { reviewFormMode } from './review-form-mode';

const review = (authorId: string): Review => ({
  id: `r-${authorId}`,
  listingId: 'l1',
  rating: 4,
  title: '',
  bodyMd: 'Fits well',
  bodyHtml: '<p>Fits well</p>',
  author: { id: authorId, firstName: 'A', lastName: 'B', displayName: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  moderation: null,
});

describe('reviewFormMode', () => {
  const listing = { sellerId: 'seller' };

  it('asks a visitor to sign in', () => {
    expect(reviewFormMode(null, listing, [])).toEqual({ kind: 'signedOut' });
  });

  it('gives the seller no form for their own part', () => {
    expect(reviewFormMode({ id: 'seller' }, listing, [])).toEqual({ kind: 'ownListing' });
  });

  it('offers a new review, or an update of the one already posted', () => {
    expect(reviewFormMode({ id: 'buyer' }, listing, [review('other')])).toEqual({ kind: 'new' });
    expect(reviewFormMode({ id: 'buyer' }, listing, undefined)).toEqual({ kind: 'new' });
    const mine = review('buyer');
    expect(reviewFormMode({ id: 'buyer' }, listing, [review('other'), mine])).toEqual({
      kind: 'update',
      review: mine,
    });
  });
});
