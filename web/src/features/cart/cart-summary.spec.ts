import { badgeCount, cartSignature, cartSummary } from './cart-summary';

describe('cartSummary', () => {
  it('adds the price snapshots in cents, with no platform fee', () => {
    expect(
      cartSummary([
        { priceCentsSnapshot: 499 },
        { priceCentsSnapshot: 1250 },
        { priceCentsSnapshot: 1 },
      ]),
    ).toEqual({ subtotalCents: 1750, platformFeeCents: 0, totalCents: 1750 });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartSummary([])).toEqual({ subtotalCents: 0, platformFeeCents: 0, totalCents: 0 });
  });

  it('adds a fee to the total when one is given, in whole cents (no float drift)', () => {
    const items = Array.from({ length: 10 }, () => ({ priceCentsSnapshot: 10 }));
    expect(cartSummary(items, 30)).toEqual({
      subtotalCents: 100,
      platformFeeCents: 30,
      totalCents: 130,
    });
  });
});

describe('cartSignature', () => {
  it('is the same for the same items in any order', () => {
    expect(cartSignature([{ modelId: 'b' }, { modelId: 'a' }])).toBe(
      cartSignature([{ modelId: 'a' }, { modelId: 'b' }]),
    );
  });

  it('changes when an item is added or removed', () => {
    expect(cartSignature([{ modelId: 'a' }])).not.toBe(
      cartSignature([{ modelId: 'a' }, { modelId: 'b' }]),
    );
  });
});

describe('badgeCount', () => {
  it('hides the badge for an empty or unknown cart', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(undefined)).toBeNull();
  });

  it('shows the count, capped at 99+', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(120)).toBe('99+');
  });
});
