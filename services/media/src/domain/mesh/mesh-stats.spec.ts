import { UnreadableFileError } from '../errors.js';
import { MeshStats } from './mesh-stats.js';
import { cube, shuffled, sphere, type Triangle } from './mesh-fixtures.spec.js';
import { TriangleBatch, completeTriangle, flushTriangles } from './triangle-sink.js';

function measure(triangles: readonly Triangle[], expect?: number) {
  const stats = new MeshStats();
  if (expect !== undefined) stats.expect(expect);
  const batch = new TriangleBatch();
  for (const triangle of triangles) {
    triangle.forEach((p, k) => batch.xyz.set(p, batch.length * 9 + k * 3));
    completeTriangle(batch, stats);
  }
  flushTriangles(batch, stats);
  return stats.result();
}

describe('MeshStats', () => {
  it('measures size, volume and area in mm, cm³ and cm²', () => {
    expect(measure(cube(20, [5, 5, 5]))).toEqual({
      triangles: 12,
      sizeMm: { x: 20, y: 20, z: 20 },
      volumeCm3: 8,
      surfaceAreaCm2: 24,
      watertight: true,
    });
  });

  it('gives the same answer whether or not it was told how many triangles to expect', () => {
    const ball = sphere(15, 90, 45);
    expect(measure(ball, ball.length)).toEqual(measure(ball));
    expect(measure(ball, 10)).toEqual(measure(ball));
  });

  it('tells a closed mesh in any order, across many batches', () => {
    const ball = shuffled(sphere(15, 120, 60), 5);
    expect(ball.length).toBeGreaterThan(TriangleBatch.capacity * 20);
    expect(measure(ball).watertight).toBe(true);
    expect(measure(ball.slice(1)).watertight).toBe(false);
  });

  it('finds an edge used by four triangles, wherever the four uses fall', () => {
    const touching = [...cube(10), ...cube(10, [10, 10, 0])];
    for (let seed = 1; seed <= 20; seed++) {
      expect(measure(shuffled(touching, seed)).watertight).toBe(false);
    }
  });

  it('refuses non-finite coordinates and empty meshes', () => {
    const [a, b] = cube()[0]!;
    expect(() => measure([[a, b, [0, Infinity, 0]]])).toThrow(UnreadableFileError);
    expect(() => measure([])).toThrow(new UnreadableFileError('The file holds no triangles.'));
  });

  it('does not call a mesh of zero-area triangles only watertight', () => {
    const p: [number, number, number] = [1, 2, 3];
    expect(measure([[p, p, p]]).watertight).toBe(false);
  });
});
