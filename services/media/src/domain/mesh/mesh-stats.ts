import type { MeshAnalysis } from '@pitstop/contracts';
import { UnreadableFileError } from '../errors.js';
import { OpenEdges } from './open-edges.js';
import { TriangleBatch, type TriangleSink } from './triangle-sink.js';
import { NEGATIVE_ZERO, VertexTable, notFinite, vertexHash } from './vertex-table.js';

/** Bit patterns no finite corner has (a NaN): the "previous triangle" before the first. */
const NO_CORNER = 0x7fc00000;
const BATCH = TriangleBatch.capacity;

/**
 * Measures a mesh a batch of triangles at a time: count, bounding box, volume (divergence
 * theorem), area, and whether it is watertight (every edge shared by exactly two triangles,
 * vertices identified by exact coordinates).
 *
 * Watertightness without a hash table of every edge: an edge's occurrences are paired as they
 * come (OpenEdges), and each pairing is logged. Every edge is used exactly twice iff nothing is
 * left open at the end and no edge was paired twice (used four or more times), which one pass
 * over the log, bucketed by vertex, tells.
 */
export class MeshStats implements TriangleSink {
  triangles = 0;
  /** min x, y, z, max x, y, z, six times the signed volume, twice the area. */
  private readonly sums = Float64Array.of(
    Infinity,
    Infinity,
    Infinity,
    -Infinity,
    -Infinity,
    -Infinity,
    0,
    0,
  );
  private vertices = new VertexTable();
  private readonly open = new OpenEdges();
  /** Pairs of vertex numbers (lo, hi), one per time an edge was paired. */
  private paired = new Int32Array(2048);
  private pairedLength = 0;
  /** The previous triangle's edges (lo, hi; lo -1 once paired), not yet in the open table. */
  private readonly held = new Int32Array(6).fill(-1);
  /** Triangles with three distinct corners: only they have edges. */
  private proper = 0;
  /**
   * The batch's corner bits after the previous batch's last triangle (strips share two corners
   * with the triangle before), their vertex numbers likewise, and per corner the slot (0-2) of
   * the same corner in the triangle before, or -1 with its hash in `hashes`.
   */
  private readonly bits = new Int32Array(9 + 9 * BATCH).fill(NO_CORNER);
  private readonly ids = new Int32Array(3 + 3 * BATCH);
  private readonly sameAs = new Int8Array(3 * BATCH);
  private readonly hashes = new Int32Array(3 * BATCH);
  /** Hashes of the batch's corners that the triangle before does not have. */
  private readonly fresh = new Int32Array(3 * BATCH);
  private finished: MeshAnalysis | null = null;
  /** Keeps the touched slots' reads from being optimised away. */
  private touched = 0;

  /** Sizes the tables once for a closed mesh of this many triangles, instead of growing them. */
  expect(triangles: number): void {
    if (this.triangles > 0) return;
    // A closed mesh has about half as many vertices, and 1.5 times as many edges, as triangles.
    this.vertices = new VertexTable(Math.ceil(triangles / 2) + 64);
    if (this.paired.length < triangles * 3) this.paired = new Int32Array(triangles * 3);
  }

  add(batch: TriangleBatch): void {
    if (this.finished) throw new Error('MeshStats: add() after result()');
    const n = batch.length;
    const bits = this.bits;
    bits.set(batch.bits.subarray(0, n * 9), 9);
    this.checkAndTouch(n);
    this.measure(batch.xyz, n);
    this.connect(n);
    this.triangles += n;
    bits.copyWithin(0, n * 9, n * 9 + 9);
    this.ids.copyWithin(0, n * 3, n * 3 + 3);
  }

  /**
   * Finds which corners the triangle before has too, checks the others are finite numbers, and
   * reads the table slots where they would be. Read for the whole batch first, the table's
   * cache misses (it is big, and vertices land in it at random) overlap instead of coming one
   * after the other.
   */
  private checkAndTouch(n: number): void {
    const bits = this.bits;
    const sameAs = this.sameAs;
    const hashes = this.hashes;
    let fresh = 0;
    for (let t = 0; t < n; t++) {
      const p = t * 9;
      for (let k = 0; k < 3; k++) {
        const o = p + 9 + k * 3;
        let x = bits[o];
        let y = bits[o + 1];
        let z = bits[o + 2];
        if (notFinite(x) || notFinite(y) || notFinite(z)) {
          throw new UnreadableFileError(
            `Triangle ${this.triangles + t + 1} has a coordinate that is not a finite number.`,
          );
        }
        const c = t * 3 + k;
        if (x === bits[p] && y === bits[p + 1] && z === bits[p + 2]) sameAs[c] = 0;
        else if (x === bits[p + 3] && y === bits[p + 4] && z === bits[p + 5]) sameAs[c] = 1;
        else if (x === bits[p + 6] && y === bits[p + 7] && z === bits[p + 8]) sameAs[c] = 2;
        else {
          // -0 and 0 are the same place.
          if (x === NEGATIVE_ZERO) x = 0;
          if (y === NEGATIVE_ZERO) y = 0;
          if (z === NEGATIVE_ZERO) z = 0;
          const h = vertexHash(x, y, z);
          sameAs[c] = -1;
          hashes[c] = h;
          this.fresh[fresh++] = h;
        }
      }
    }
    // A loop this short lets the processor have many of the reads in flight at once.
    this.touched = this.vertices.touch(this.fresh, fresh);
  }

  private measure(f: Float32Array, n: number): void {
    const sums = this.sums;
    let minX = sums[0];
    let minY = sums[1];
    let minZ = sums[2];
    let maxX = sums[3];
    let maxY = sums[4];
    let maxZ = sums[5];
    let volume6 = sums[6];
    let area2 = sums[7];
    for (let o = 0; o < n * 9; o += 9) {
      const ax = f[o];
      const ay = f[o + 1];
      const az = f[o + 2];
      const bx = f[o + 3];
      const by = f[o + 4];
      const bz = f[o + 5];
      const cx = f[o + 6];
      const cy = f[o + 7];
      const cz = f[o + 8];
      minX = Math.min(minX, ax, bx, cx);
      minY = Math.min(minY, ay, by, cy);
      minZ = Math.min(minZ, az, bz, cz);
      maxX = Math.max(maxX, ax, bx, cx);
      maxY = Math.max(maxY, ay, by, cy);
      maxZ = Math.max(maxZ, az, bz, cz);
      // a · (b × c) is six times the signed volume of the tetrahedron with the origin.
      volume6 += ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);
      const ux = bx - ax;
      const uy = by - ay;
      const uz = bz - az;
      const vx = cx - ax;
      const vy = cy - ay;
      const vz = cz - az;
      const nx = uy * vz - uz * vy;
      const ny = uz * vx - ux * vz;
      const nz = ux * vy - uy * vx;
      area2 += Math.sqrt(nx * nx + ny * ny + nz * nz);
    }
    sums[0] = minX;
    sums[1] = minY;
    sums[2] = minZ;
    sums[3] = maxX;
    sums[4] = maxY;
    sums[5] = maxZ;
    sums[6] = volume6;
    sums[7] = area2;
  }

  private connect(n: number): void {
    const bits = this.bits;
    const ids = this.ids;
    const sameAs = this.sameAs;
    const hashes = this.hashes;
    const vertices = this.vertices;
    for (let t = 0; t < n; t++) {
      for (let k = 0; k < 3; k++) {
        const c = t * 3 + k;
        const same = sameAs[c];
        if (same >= 0) {
          ids[c + 3] = ids[t * 3 + same];
        } else {
          const o = c * 3 + 9;
          ids[c + 3] = vertices.find(
            bits[o] === NEGATIVE_ZERO ? 0 : bits[o],
            bits[o + 1] === NEGATIVE_ZERO ? 0 : bits[o + 1],
            bits[o + 2] === NEGATIVE_ZERO ? 0 : bits[o + 2],
            hashes[c],
          );
        }
      }
      const a = ids[t * 3 + 3];
      const b = ids[t * 3 + 4];
      const c = ids[t * 3 + 5];
      // A triangle with a repeated corner has no area and no edges of its own.
      if (a === b || b === c || a === c) {
        this.releaseHeld();
        continue;
      }
      this.proper++;
      this.edges(a, b, c, t * 3);
    }
  }

  /** The analysis, once all triangles are in; throws when there was nothing to measure. */
  result(): MeshAnalysis {
    if (this.triangles === 0) throw new UnreadableFileError('The file holds no triangles.');
    this.finished ??= this.measured();
    return this.finished;
  }

  private measured(): MeshAnalysis {
    const sums = this.sums;
    return {
      triangles: this.triangles,
      sizeMm: { x: sums[3] - sums[0], y: sums[4] - sums[1], z: sums[5] - sums[2] },
      volumeCm3: Math.abs(sums[6]) / 6 / 1000,
      surfaceAreaCm2: sums[7] / 2 / 100,
      watertight: this.proper > 0 && this.closeHeld() && !this.anyEdgePairedTwice(),
    };
  }

  /** Puts the last triangle's held edges in the table; true when no edge is left open. */
  private closeHeld(): boolean {
    this.releaseHeld();
    return this.open.count === 0;
  }

  /**
   * Meshes are mostly written as strips and fans: a triangle shares an edge with the one
   * before. Those two uses pair up here, without the open-edge table: the previous triangle
   * holds its edges back (held[2e], held[2e + 1] for its edge e from corner e to corner e + 1,
   * or -1 once paired), and only the ones this triangle does not share go to the table. Any
   * order of pairing gives the same outcome: an edge used m times is paired floor(m / 2)
   * times, and left open when m is odd.
   */
  private edges(a: number, b: number, c: number, corner: number): void {
    const held = this.held;
    const sameAs = this.sameAs;
    const s0 = sameAs[corner];
    const s1 = sameAs[corner + 1];
    const s2 = sameAs[corner + 2];
    // An edge whose both corners the previous triangle has is one of its edges.
    const p0 = s0 >= 0 && s1 >= 0 ? this.pairHeld(s0, s1) : false;
    const p1 = s1 >= 0 && s2 >= 0 ? this.pairHeld(s1, s2) : false;
    const p2 = s2 >= 0 && s0 >= 0 ? this.pairHeld(s2, s0) : false;
    this.releaseHeld();
    held[0] = p0 ? -1 : a < b ? a : b;
    held[1] = a < b ? b : a;
    held[2] = p1 ? -1 : b < c ? b : c;
    held[3] = b < c ? c : b;
    held[4] = p2 ? -1 : c < a ? c : a;
    held[5] = c < a ? a : c;
  }

  /** Pairs with the previous triangle's edge between its corners p and q, if still held. */
  private pairHeld(p: number, q: number): boolean {
    const e = (p + 1) % 3 === q ? p : q;
    const held = this.held;
    const lo = held[e * 2];
    if (lo < 0) return false;
    held[e * 2] = -1;
    this.log(lo, held[e * 2 + 1]);
    return true;
  }

  /** The held edges not paired with the next triangle go to the open-edge table. */
  private releaseHeld(): void {
    const held = this.held;
    for (let k = 0; k < 6; k += 2) {
      if (held[k] >= 0) this.toggle(held[k], held[k + 1]);
      held[k] = -1;
    }
  }

  private toggle(lo: number, hi: number): void {
    if (this.open.toggle(lo, hi)) this.log(lo, hi);
  }

  private log(lo: number, hi: number): void {
    if (this.pairedLength === this.paired.length) {
      const grown = new Int32Array(this.paired.length * 2);
      grown.set(this.paired);
      this.paired = grown;
    }
    this.paired[this.pairedLength++] = lo;
    this.paired[this.pairedLength++] = hi;
  }

  /** Buckets the logged pairs by their lower vertex and looks for a repeat within each bucket. */
  private anyEdgePairedTwice(): boolean {
    const vertices = this.vertices.count;
    const log = this.paired;
    const n = this.pairedLength;
    // Done with the vertex table: its memory serves for the buckets.
    const { slots, keys } = this.vertices.surrender();
    const spare = (memory: Int32Array, from: number, length: number) =>
      memory.length >= from + length
        ? memory.subarray(from, from + length).fill(0)
        : new Int32Array(length);
    // ends[v + 1] ends up as where vertex v's bucket ends, ends[v] where it starts.
    const ends = spare(slots, 0, vertices + 2);
    const seenWith = spare(slots, vertices + 2, vertices);
    const his = spare(keys, 0, n >>> 1);
    for (let k = 0; k < n; k += 2) ends[log[k] + 2]++;
    for (let v = 2; v < vertices + 2; v++) ends[v] += ends[v - 1];
    for (let k = 0; k < n; k += 2) his[ends[log[k] + 1]++] = log[k + 1];
    for (let v = 0; v < vertices; v++) {
      for (let j = ends[v]; j < ends[v + 1]; j++) {
        const hi = his[j];
        if (seenWith[hi] === v + 1) return true;
        seenWith[hi] = v + 1;
      }
    }
    return false;
  }
}
