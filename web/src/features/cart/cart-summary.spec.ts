import { badgeCount, cartSignature } from './cart-summary';

describe('cartSignature', () => {
  const item = (modelId: string, priceCentsSnapshot = 499) => ({ modelId, priceCentsSnapshot });

  it('is the same for the same items in any order', () => {
    expect(cartSignature([item('b'), item('a')])).toBe(cartSignature([item('a'), item('b')]));
  });

  it('changes when an item is added or removed', () => {
    expect(cartSignature([item('a')])).not.toBe(cartSignature([item('a'), item('b')]));
  });

  it('changes when the server repriced an item (the checkout then asks for a new payment)', () => {
    expect(cartSignature([item('a', 499)])).not.toBe(cartSignature([item('a', 399)]));
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
