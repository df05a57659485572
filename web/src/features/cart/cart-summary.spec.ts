import { badgeCount, cartSignature } from './cart-summary';

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
