import { bitCount, firstInOrder, SortOrders } from './sort-orders.js';

function bitsOf(slots: number[], size = 64): Int32Array {
  const bits = new Int32Array((size + 31) >>> 5);
  for (const slot of slots) bits[slot >>> 5]! |= 1 << (slot & 31);
  return bits;
}

describe('firstInOrder', () => {
  const order = Int32Array.from([5, 3, 40, 7, 1, 33, 2]);

  it('gives the first k matching slots that pass the filters, in the order', () => {
    const odd = (slot: number) => slot % 2 === 1;
    expect(firstInOrder(order, bitsOf([3, 40, 7, 33, 2]), null, 3, 100)).toEqual([3, 40, 7]);
    expect(firstInOrder(order, bitsOf([3, 40, 7, 33, 2]), odd, 3, 100)).toEqual([3, 7, 33]);
  });

  it('gives every match when the whole order holds fewer than k', () => {
    expect(firstInOrder(order, bitsOf([2, 40]), null, 5, 100)).toEqual([40, 2]);
  });

  it('gives up (null) after maxSteps slots without k matches, for the heap to rank them', () => {
    expect(firstInOrder(order, bitsOf([33, 2]), null, 2, 4)).toBeNull();
    expect(firstInOrder(order, bitsOf([5, 3]), null, 2, 2)).toEqual([5, 3]);
  });
});

describe('SortOrders', () => {
  it('builds an order once and keeps it until it is invalidated', () => {
    const orders = new SortOrders();
    let builds = 0;
    const build = () => {
      builds++;
      return Int32Array.from([builds]);
    };
    expect(orders.get('newest', build, 0)).toEqual(Int32Array.from([1]));
    expect(orders.get('newest', build, 10_000)).toEqual(Int32Array.from([1]));
    expect(builds).toBe(1);
    orders.invalidate('popular');
    expect(orders.get('newest', build, 20_000)).toEqual(Int32Array.from([1]));
    orders.invalidate('newest');
    expect(orders.get('newest', build, 30_000)).toEqual(Int32Array.from([2]));
  });

  it('builds a stale order again at most every 2 s; in between the caller uses its heap', () => {
    const orders = new SortOrders();
    const build = () => Int32Array.from([1]);
    orders.get('price_asc', build, 1_000);
    orders.invalidate();
    expect(orders.get('price_asc', build, 2_000)).toBeNull();
    expect(orders.get('price_asc', build, 3_000)).not.toBeNull();
  });
});

describe('bitCount', () => {
  it('counts the set bits, the sign bit too', () => {
    expect(bitCount(bitsOf([0, 31, 32, 63]), 2)).toBe(4);
    expect(bitCount(Int32Array.from([-1, 0, 7]), 3)).toBe(35);
  });
});
