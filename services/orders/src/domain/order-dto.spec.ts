import type { CartItemRow } from '../repositories/cart.repository.js';
import { toCartDto } from './order-dto.js';

const row = (listingId: string, priceCentsSnapshot: number): CartItemRow => ({
  listingId,
  priceCentsSnapshot,
  currency: 'USD',
  title: `Part ${listingId}`,
  slug: `part-${listingId}`,
  sellerId: 'seller-1',
  sellerName: 'MayaMakes',
  previewUrl: null,
  addedAt: new Date('2026-11-25T12:00:00Z'),
});

// The cart page and the checkout show these sums as they are (docs/product.md §9).
describe('toCartDto', () => {
  it('adds the price snapshots in integer cents, with the fixed $0.00 platform fee', () => {
    expect(toCartDto([row('a', 499), row('b', 1250), row('c', 1)])).toMatchObject({
      count: 3,
      subtotalCents: 1750,
      platformFeeCents: 0,
      totalCents: 1750,
    });
  });

  it('adds in whole cents (no float drift)', () => {
    const items = Array.from({ length: 10 }, (_, i) => row(String(i), 10));
    expect(toCartDto(items)).toMatchObject({ subtotalCents: 100, totalCents: 100 });
  });

  it('is all zeros for an empty cart', () => {
    expect(toCartDto([])).toMatchObject({
      items: [],
      count: 0,
      subtotalCents: 0,
      platformFeeCents: 0,
      totalCents: 0,
      currency: 'USD',
    });
  });
});
