import type { MeshAnalysis } from '@pitstop/contracts';
import { UnreadableFileError } from '../errors.js';
import { AnalysisBudget } from './analysis-budget.js';
import { MeshStats } from './mesh-stats.js';
import { badNumber, isSpace, parseDecimal, parseInteger, quote, scanRuns } from './text-scan.js';
import {
  TriangleBatch,
  completeTriangle,
  flushTriangles,
  type TriangleSink,
} from './triangle-sink.js';

/** Measures a Wavefront OBJ file as its lines stream past (units taken as millimetres). */
export async function analyseObj(chunks: AsyncIterable<Uint8Array>): Promise<MeshAnalysis> {
  const stats = new MeshStats();
  await readObj(chunks, stats);
  return stats.result();
}

/**
 * Hands every face of an OBJ file to `sink` as triangles (polygons as fans); the vertices it
 * holds count against the budget (the triangles are counted by whoever wraps `sink`).
 */
export async function readObj(
  chunks: AsyncIterable<Uint8Array>,
  sink: TriangleSink,
  budget = new AnalysisBudget(),
): Promise<void> {
  const reader = new ObjReader(sink, budget);
  await scanRuns(chunks, 'lines', reader.scan);
  reader.finish();
}

/**
 * `v x y z` lines define vertices (numbered from 1, or counted back from the latest with
 * negative numbers); `f a b c ...` lines make faces of them, each corner written `v`, `v/vt`,
 * `v//vn` or `v/vt/vn`. Everything else (normals, texture coordinates, groups, materials) has
 * no bearing on the shape and is skipped.
 */
class ObjReader {
  private line = 0;
  private positions = new Float32Array(3 * 4096);
  private vertices = 0;
  /** The current face's corners, as vertex numbers from 0. */
  private face = new Int32Array(64);
  private readonly batch = new TriangleBatch();

  constructor(
    private readonly sink: TriangleSink,
    private readonly budget: AnalysisBudget,
  ) {}

  scan = (b: Uint8Array, end: number): void => {
    let start = 0;
    while (start < end) {
      let stop = b.indexOf(0x0a, start);
      if (stop < 0 || stop >= end) stop = end;
      this.line++;
      this.readLine(b, start, stop);
      start = stop + 1;
    }
  };

  finish(): void {
    flushTriangles(this.batch, this.sink);
  }

  private readLine(b: Uint8Array, start: number, end: number): void {
    let i = start;
    while (i < end && isSpace(b[i])) i++;
    if (i + 1 >= end || !isSpace(b[i + 1])) return;
    if (b[i] === 0x76) this.vertex(b, i + 2, end);
    else if (b[i] === 0x66) this.faceLine(b, i + 2, end);
  }

  private vertex(b: Uint8Array, start: number, end: number): void {
    if (this.vertices * 3 === this.positions.length) {
      this.budget.holdVertices(this.vertices + 1);
      const grown = new Float32Array(this.positions.length * 2);
      grown.set(this.positions);
      this.positions = grown;
    }
    let i = start;
    for (let k = 0; k < 3; k++) {
      while (i < end && isSpace(b[i])) i++;
      let j = i;
      while (j < end && !isSpace(b[j])) j++;
      if (i === j) {
        throw new UnreadableFileError(
          `Line ${this.line} of the OBJ file has a vertex without x, y and z.`,
        );
      }
      const value = parseDecimal(b, i, j);
      if (value !== value) {
        throw new UnreadableFileError(badNumber(`Line ${this.line} of the OBJ file`, b, i, j));
      }
      this.positions[this.vertices * 3 + k] = value;
      i = j;
    }
    this.vertices++;
  }

  private faceLine(b: Uint8Array, start: number, end: number): void {
    let corners = 0;
    let i = start;
    for (;;) {
      while (i < end && isSpace(b[i])) i++;
      if (i >= end) break;
      let j = i;
      while (j < end && !isSpace(b[j])) j++;
      let slash = i;
      while (slash < j && b[slash] !== 0x2f) slash++;
      const written = parseInteger(b, i, slash);
      const index = written < 0 ? this.vertices + written : written - 1;
      if (written !== written || written === 0) {
        throw new UnreadableFileError(
          `Line ${this.line} of the OBJ file has ${quote(b, i, j)} where a vertex number should be.`,
        );
      }
      if (index < 0 || index >= this.vertices) {
        throw new UnreadableFileError(
          `Line ${this.line} of the OBJ file has a face using vertex ${written}, but only ` +
            `${this.vertices} vertices are defined before it.`,
        );
      }
      if (corners === this.face.length) {
        const grown = new Int32Array(corners * 2);
        grown.set(this.face);
        this.face = grown;
      }
      this.face[corners++] = index;
      i = j;
    }
    if (corners < 3) {
      throw new UnreadableFileError(
        `Line ${this.line} of the OBJ file has a face with fewer than three corners.`,
      );
    }
    // A polygon becomes a fan of triangles around its first corner.
    for (let k = 1; k + 1 < corners; k++) {
      this.corner(0, this.face[0]);
      this.corner(1, this.face[k]);
      this.corner(2, this.face[k + 1]);
      completeTriangle(this.batch, this.sink);
    }
  }

  private corner(slot: number, vertex: number): void {
    const at = this.batch.length * 9 + slot * 3;
    const xyz = this.batch.xyz;
    const p = this.positions;
    xyz[at] = p[vertex * 3];
    xyz[at + 1] = p[vertex * 3 + 1];
    xyz[at + 2] = p[vertex * 3 + 2];
  }
}
