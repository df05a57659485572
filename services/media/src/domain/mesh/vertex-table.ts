import { UnreadableFileError } from '../errors.js';

/** The exponent bits of a float32: all set means infinite or NaN. */
const EXPONENT = 0x7f800000;
/** -0 as a float32 bit pattern: the same place as 0, so callers turn one into the other. */
export const NEGATIVE_ZERO = -0x80000000;

/** Vertex numbers + 1 take a slot's low 24 bits; the high 8 hold bits of the hash. */
const ID_BITS = 24;
const ID_MASK = (1 << ID_BITS) - 1;
export const MAX_VERTICES = ID_MASK - 1;

/**
 * Vertices identified by their exact float32 coordinates, numbered in order of first
 * appearance. An open-addressing hash table (linear probing, at most half full, grown by
 * doubling) of vertex numbers, 4 bytes a slot, beside the coordinates' bit patterns in order
 * of number. Kept this small, a million vertices' table (8 MB) mostly stays in the processor's
 * cache; and a slot carries 8 bits of its vertex's hash, so passing over other vertices' slots
 * rarely means reading their coordinates (a cache miss each).
 */
export class VertexTable {
  count = 0;
  /** Hash bits << 24 | vertex number + 1 per slot, 0 when free. */
  private slots: Int32Array;
  private mask: number;
  /** x, y, z bit patterns by vertex number. */
  private keys: Int32Array;

  constructor(expectedVertices = 1024) {
    let capacity = 1024;
    while (capacity < expectedVertices * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.keys = new Int32Array(Math.max(1024, Math.ceil(expectedVertices)) * 3);
  }

  /** The vertex's number (0, 1, 2... in order of first appearance), adding it when new. */
  id(x: number, y: number, z: number): number {
    if (x === NEGATIVE_ZERO) x = 0;
    if (y === NEGATIVE_ZERO) y = 0;
    if (z === NEGATIVE_ZERO) z = 0;
    return this.find(x, y, z, vertexHash(x, y, z));
  }

  /** As id(), for coordinates without -0 and their vertexHash(). */
  find(x: number, y: number, z: number, hash: number): number {
    const slots = this.slots;
    const keys = this.keys;
    const mask = this.mask;
    const tag = hash >>> ID_BITS;
    let i = hash & mask;
    for (;;) {
      const stored = slots[i];
      if (stored === 0) break;
      if (stored >>> ID_BITS === tag) {
        const k = ((stored & ID_MASK) - 1) * 3;
        if (keys[k] === x && keys[k + 1] === y && keys[k + 2] === z) return (stored & ID_MASK) - 1;
      }
      i = (i + 1) & mask;
    }
    const id = this.count;
    if (id >= (mask + 1) >>> 1) {
      this.grow();
      return this.find(x, y, z, hash);
    }
    if (id === MAX_VERTICES) {
      throw new UnreadableFileError(
        `The mesh has more than ${MAX_VERTICES} vertices, too many to analyse.`,
      );
    }
    if (id * 3 === keys.length) {
      this.keys = new Int32Array(keys.length * 2);
      this.keys.set(keys);
    }
    this.keys[id * 3] = x;
    this.keys[id * 3 + 1] = y;
    this.keys[id * 3 + 2] = z;
    slots[i] = (tag << ID_BITS) | (id + 1);
    this.count = id + 1;
    return id;
  }

  /**
   * Reads the slots where vertices with these hashes would be, and nothing more. Done for a
   * batch before looking its vertices up, the reads' cache misses (the table is big, vertices
   * land in it at random) overlap instead of coming one after the other.
   */
  touch(hashes: Int32Array, count: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let sum = 0;
    for (let j = 0; j < count; j++) sum += slots[hashes[j] & mask];
    return sum;
  }

  /**
   * Hands the table's memory over for other work once no more lookups will come (its pages
   * are already the process's: reusing them is cheaper than asking for new ones). At least
   * 2 × count + 2 ints in `slots`, 3 × count in `keys`; the table is unusable afterwards.
   */
  surrender(): { slots: Int32Array; keys: Int32Array } {
    const memory = { slots: this.slots, keys: this.keys };
    this.slots = new Int32Array(0);
    this.keys = new Int32Array(0);
    this.mask = -1;
    return memory;
  }

  private grow(): void {
    const capacity = (this.mask + 1) * 2;
    const slots = new Int32Array(capacity);
    const mask = capacity - 1;
    const keys = this.keys;
    for (let id = 0; id < this.count; id++) {
      const hash = vertexHash(keys[id * 3], keys[id * 3 + 1], keys[id * 3 + 2]);
      let i = hash & mask;
      while (slots[i] !== 0) i = (i + 1) & mask;
      slots[i] = ((hash >>> ID_BITS) << ID_BITS) | (id + 1);
    }
    this.slots = slots;
    this.mask = mask;
  }
}

/** True when a coordinate's bit pattern is an infinity or NaN. */
export function notFinite(bits: number): boolean {
  return (bits & EXPONENT) === EXPONENT;
}

export function vertexHash(x: number, y: number, z: number): number {
  // Float bit patterns are far from random (round numbers end in zero bits, neighbours share
  // their high bits): fold each word's high bits down before multiplying, or probes run long.
  let h = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ y ^ (y >>> 15), 0x297a2d39);
  h = Math.imul(h ^ z ^ (z >>> 15), 0x9e3779b1);
  return h ^ (h >>> 16);
}
