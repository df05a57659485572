import type { SearchSort } from '@pitstop/contracts';

/**
 * The live slots of the index in each sort's order, so that a page of a search that matches
 * much of the catalogue (browsing, a make, a category) is the first `k` matching slots met
 * along that order, instead of offering every match to a heap: a browse page of 100,000
 * listings visits a few hundred slots, not 100,000.
 *
 * An order is built on demand and stays valid until a slot is added, the index is compacted,
 * or a slot's key for that sort changes (the index says which: `invalidate`). A stale order is
 * rebuilt at most once per REBUILD_MS per sort; in between, and for searches matching few
 * slots, the caller ranks with its heap as before. Both give the same page: the order is the
 * heap's own (the key times its sign, higher first, then the tie).
 */
export class SortOrders {
  private readonly orders = new Map<SearchSort, { slots: Int32Array; fresh: boolean }>();
  private readonly builtAt = new Map<SearchSort, number>();

  /** The sort's order changed (a key or the live slots): it is built again when next needed. */
  invalidate(sort?: SearchSort): void {
    if (sort === undefined) for (const order of this.orders.values()) order.fresh = false;
    else {
      const order = this.orders.get(sort);
      if (order) order.fresh = false;
    }
  }

  /** The sort's order, built now if stale and not built lately; null: use the heap. */
  get(sort: SearchSort, build: () => Int32Array, now = Date.now()): Int32Array | null {
    const order = this.orders.get(sort);
    if (order?.fresh) return order.slots;
    if (now - (this.builtAt.get(sort) ?? -Infinity) < REBUILD_MS) return null;
    this.builtAt.set(sort, now);
    const slots = build();
    this.orders.set(sort, { slots, fresh: true });
    return slots;
  }
}

/** A stale order waits this long after its last build before it is built again. */
const REBUILD_MS = 2_000;

/**
 * The first `k` slots along `order` that are in the bitset and pass the filters; null when
 * `maxSteps` slots were visited before `k` were found (the matches are too few or too far
 * down the order: the heap is cheaper).
 */
export function firstInOrder(
  order: Int32Array,
  bits: Int32Array,
  fits: ((slot: number) => boolean) | null,
  k: number,
  maxSteps: number,
): number[] | null {
  const found: number[] = [];
  if (k === 0) return found;
  const steps = Math.min(order.length, maxSteps);
  for (let i = 0; i < steps; i++) {
    const slot = order[i]!;
    if ((bits[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
    if (fits !== null && !fits(slot)) continue;
    found.push(slot);
    if (found.length === k) return found;
  }
  // The whole order was walked: every match was found, fewer than k.
  return steps === order.length ? found : null;
}

/** Set bits in the first `words` words of the bitset. */
export function bitCount(bits: Int32Array, words: number): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}
