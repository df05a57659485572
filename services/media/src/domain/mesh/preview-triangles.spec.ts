import { bufferSource } from '../random-access.js';
import type { MeshSource } from './analyse-mesh.js';
import {
  asciiStl,
  binaryStl,
  chunks,
  cube,
  cubeQuads,
  modelXml,
  obj,
  threeMf,
  type Triangle,
} from './mesh-fixtures.spec.js';
import { readPreviewTriangles } from './preview-triangles.js';

const sourceOf = (file: Uint8Array): MeshSource => ({
  chunks: () => chunks(file, 4096),
  random: bufferSource(file),
  size: file.length,
});

/** A row of n unit-wide triangles along x, the i-th starting at x = i. */
const row = (n: number): Triangle[] =>
  Array.from({ length: n }, (_, i) => [
    [i, 0, 0],
    [i + 1, 0, 0],
    [i, 1, 0],
  ]);

/** The x of each triangle's first corner. */
const firstXs = (triangles: Float32Array) =>
  Array.from({ length: triangles.length / 9 }, (_, t) => triangles[t * 9]!);

describe('readPreviewTriangles', () => {
  it('gives every triangle of a small part, 9 floats each', async () => {
    const triangles = await readPreviewTriangles('stl', sourceOf(binaryStl(cube())));
    expect(triangles).toHaveLength(12 * 9);
    expect(Array.from(triangles!.subarray(0, 9))).toEqual(cube()[0]!.flat());
    expect(await readPreviewTriangles('obj', sourceOf(obj(cubeQuads())))).toHaveLength(12 * 9);
    const model = await threeMf({ '3D/3dmodel.model': modelXml([cube()]) });
    expect(await readPreviewTriangles('3mf', sourceOf(model))).toHaveLength(12 * 9);
  });

  it('samples a big binary STL evenly, by a stride its count gives', async () => {
    const triangles = await readPreviewTriangles('stl', sourceOf(binaryStl(row(1000))), 300);
    expect(firstXs(triangles!)).toEqual(Array.from({ length: 250 }, (_, i) => i * 4));
  });

  it('samples files of unknown count evenly too, in bounded memory', async () => {
    const triangles = await readPreviewTriangles('stl', sourceOf(asciiStl(row(1000))), 300);
    const xs = firstXs(triangles!);
    expect(xs.length).toBeLessThanOrEqual(300);
    expect(xs.length).toBeGreaterThan(150);
    const step = xs[1]! - xs[0]!;
    expect(xs).toEqual(Array.from({ length: xs.length }, (_, i) => i * step));
  });

  it('has nothing to sample in STEP files and plain zips', async () => {
    expect(await readPreviewTriangles('step', sourceOf(new Uint8Array(10)))).toBeNull();
  });
});
