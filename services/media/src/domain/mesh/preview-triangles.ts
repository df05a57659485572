import type { ModelFileType } from '@pitstop/contracts';
import { readMesh, type MeshSource } from './analyse-mesh.js';
import { AnalysisBudget } from './analysis-budget.js';
import { TriangleBatch, type TriangleSink } from './triangle-sink.js';
import { notFinite } from './vertex-table.js';

/** Enough for a smooth picture of any part; more only costs time. */
export const PREVIEW_TRIANGLES = 200_000;

/**
 * Up to `maxTriangles` of a model's triangles for a preview, 9 floats each (x, y, z of three
 * corners, mm): all of them when there are few, else every n-th, spread evenly over the file.
 * Null for types that hold no mesh we read. Throws UnreadableFileError as the analysis does,
 * within the same budget.
 */
export async function readPreviewTriangles(
  fileType: ModelFileType,
  open: MeshSource,
  maxTriangles = PREVIEW_TRIANGLES,
  budget = new AnalysisBudget(),
): Promise<Float32Array | null> {
  const sample = new EvenSample(maxTriangles);
  if (!(await readMesh(fileType, open, sample, budget))) return null;
  return sample.triangles();
}

/**
 * Keeps every `stride`-th triangle in a buffer of fixed size. When the count is not known
 * beforehand and the buffer fills, every other kept triangle is dropped and the stride doubles:
 * what is kept stays evenly spread, and memory stays bounded, however long the file.
 */
class EvenSample implements TriangleSink {
  private readonly kept: Float32Array;
  private count = 0;
  private seen = 0;
  private stride = 1;

  constructor(private readonly max: number) {
    this.kept = new Float32Array(Math.max(1, max) * 9);
  }

  expect(triangles: number): void {
    this.stride = Math.max(1, Math.ceil(triangles / this.max));
  }

  add(batch: TriangleBatch): void {
    const bits = batch.bits;
    for (let t = 0; t < batch.length; t++) {
      if (this.seen++ % this.stride !== 0) continue;
      const o = t * 9;
      let finite = true;
      for (let k = o; k < o + 9; k++) if (notFinite(bits[k])) finite = false;
      if (!finite) continue;
      if (this.count === this.max) this.halve();
      // After halving, this triangle may fall between the ones now kept.
      if ((this.seen - 1) % this.stride !== 0) continue;
      this.kept.set(batch.xyz.subarray(o, o + 9), this.count * 9);
      this.count++;
    }
  }

  triangles(): Float32Array {
    return this.kept.slice(0, this.count * 9);
  }

  private halve(): void {
    const kept = this.kept;
    let to = 0;
    for (let from = 0; from < this.count; from += 2, to++) {
      kept.copyWithin(to * 9, from * 9, from * 9 + 9);
    }
    this.count = to;
    this.stride *= 2;
  }
}
