import { cartSignature } from './cart-signature.js';

const item = (listingId: string, priceCentsSnapshot: number) => ({
  listingId,
  priceCentsSnapshot,
  currency: 'USD',
});

describe('cartSignature', () => {
  it('is the same for the same listings and prices in any order', () => {
    expect(cartSignature([item('a', 100), item('b', 200)])).toBe(
      cartSignature([item('b', 200), item('a', 100)]),
    );
  });

  it('changes with a listing or a price', () => {
    const base = cartSignature([item('a', 100)]);
    expect(cartSignature([item('a', 101)])).not.toBe(base);
    expect(cartSignature([item('a', 100), item('b', 1)])).not.toBe(base);
  });
});
