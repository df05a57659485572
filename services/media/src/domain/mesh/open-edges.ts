/** Slots up to which the table is kept at most a quarter full. */
const SPARSE_UNTIL = 1 << 16;

/**
 * Edges seen an odd number of times so far, as pairs of vertex numbers (lo < hi). A mesh read in
 * the order it was made closes most edges soon after opening them, so this table stays small
 * and in cache; the full set of edges is never held in a hash table.
 *
 * Open addressing with linear probing; a closed pair is removed by shifting later entries back
 * (no tombstones), so lookups stay short however many edges have come and gone.
 */
export class OpenEdges {
  count = 0;
  private slots: Int32Array;
  private mask: number;

  constructor(capacity = 4096) {
    this.slots = new Int32Array(capacity * 2);
    this.mask = capacity - 1;
  }

  /** Opens the edge, or closes it when it was open: true when this occurrence closed it. */
  toggle(lo: number, hi: number): boolean {
    const slots = this.slots;
    const mask = this.mask;
    const key = lo + 1;
    let i = hash2(lo, hi) & mask;
    for (;;) {
      const stored = slots[i << 1];
      if (stored === 0) break;
      if (stored === key && slots[(i << 1) + 1] === hi) {
        this.remove(i);
        return true;
      }
      i = (i + 1) & mask;
    }
    // Sparse while small (it then sits in cache, and runs stay short), at most half full once big.
    if (this.count >= (mask + 1) >>> (mask < SPARSE_UNTIL ? 2 : 1)) {
      this.grow();
      return this.toggle(lo, hi);
    }
    slots[i << 1] = key;
    slots[(i << 1) + 1] = hi;
    this.count++;
    return false;
  }

  /** Backward-shift deletion: pull later entries of the run into the hole where allowed. */
  private remove(hole: number): void {
    const slots = this.slots;
    const mask = this.mask;
    let j = hole;
    for (;;) {
      j = (j + 1) & mask;
      const stored = slots[j << 1];
      if (stored === 0) break;
      const hi = slots[(j << 1) + 1];
      const home = hash2(stored - 1, hi) & mask;
      // The entry may move back only if its home is not within (hole, j].
      if (((j - home) & mask) >= ((j - hole) & mask)) {
        slots[hole << 1] = stored;
        slots[(hole << 1) + 1] = hi;
        hole = j;
      }
    }
    slots[hole << 1] = 0;
    this.count--;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    const slots = new Int32Array(capacity * 2);
    const mask = capacity - 1;
    for (let o = 0; o < old.length; o += 2) {
      if (old[o] === 0) continue;
      let i = hash2(old[o] - 1, old[o + 1]) & mask;
      while (slots[i << 1] !== 0) i = (i + 1) & mask;
      slots[i << 1] = old[o];
      slots[(i << 1) + 1] = old[o + 1];
    }
    this.slots = slots;
    this.mask = mask;
  }
}

function hash2(lo: number, hi: number): number {
  let h = Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca77);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  return h ^ (h >>> 15);
}
