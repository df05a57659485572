import { MeshBuilder, orientOutward, type Mesh, type Vec3 } from '@pitstop/mesh-render';
import { counterClockwise, triangulate, type Vec2 } from './polygon.js';

export interface SweepOptions {
  /**
   * The section's second axis points along this direction (projected square to the path):
   * for a path drawn in one plane, that plane's normal gives a twist-free sweep.
   */
  up: Vec3;
}

/**
 * Sweeps a closed cross-section (u, v) along a path, capped at both ends: hooks, arms, ducts.
 * `section` may vary along the path (t from 0 to 1) as long as its point count stays the same,
 * which lofts from one shape to another.
 */
export function sweep(
  section: readonly Vec2[] | ((t: number) => readonly Vec2[]),
  path: readonly Vec3[],
  options: SweepOptions,
): Mesh {
  const sectionAt = typeof section === 'function' ? section : () => section;
  const builder = new MeshBuilder();
  const n = path.length;
  const rings: number[][] = [];
  let count = 0;
  for (const [i, place] of sectionPlacers(builder, path, options.up).entries()) {
    const shape = counterClockwise(sectionAt(n === 1 ? 0 : i / (n - 1)));
    if (i === 0) count = shape.length;
    if (shape.length !== count) throw new Error('A sweep section keeps its point count');
    rings.push(shape.map(place));
  }
  for (let i = 0; i + 1 < n; i++) {
    for (let k = 0; k < count; k++) {
      const j = (k + 1) % count;
      builder.quad(rings[i][k], rings[i][j], rings[i + 1][j], rings[i + 1][k]);
    }
  }
  const capShape = counterClockwise(sectionAt(0));
  for (const [a, b, c] of triangulate(capShape)) {
    builder.triangle(rings[0][c], rings[0][b], rings[0][a]);
    builder.triangle(rings[n - 1][a], rings[n - 1][b], rings[n - 1][c]);
  }
  return orientOutward(builder.build());
}

/**
 * Sweeps a band between an outer section and a hole (same point count, point i facing point
 * i): a hollow duct or hose, open at both ends.
 */
export function sweepTube(
  outer: (t: number) => readonly Vec2[],
  inner: (t: number) => readonly Vec2[],
  path: readonly Vec3[],
  options: SweepOptions,
): Mesh {
  const builder = new MeshBuilder();
  const n = path.length;
  const outerRings: number[][] = [];
  const innerRings: number[][] = [];
  for (const [i, place] of sectionPlacers(builder, path, options.up).entries()) {
    const t = n === 1 ? 0 : i / (n - 1);
    outerRings.push(counterClockwise(outer(t)).map(place));
    innerRings.push(counterClockwise(inner(t)).map(place));
  }
  const count = outerRings[0].length;
  if (innerRings[0].length !== count) throw new Error('A tube needs matching section points');
  for (let i = 0; i + 1 < n; i++) {
    for (let k = 0; k < count; k++) {
      const j = (k + 1) % count;
      builder.quad(outerRings[i][k], outerRings[i][j], outerRings[i + 1][j], outerRings[i + 1][k]);
      builder.quad(innerRings[i][j], innerRings[i][k], innerRings[i + 1][k], innerRings[i + 1][j]);
    }
  }
  for (let k = 0; k < count; k++) {
    const j = (k + 1) % count;
    builder.quad(outerRings[0][j], outerRings[0][k], innerRings[0][k], innerRings[0][j]);
    builder.quad(
      outerRings[n - 1][k],
      outerRings[n - 1][j],
      innerRings[n - 1][j],
      innerRings[n - 1][k],
    );
  }
  return orientOutward(builder.build());
}

/**
 * For each point of the path, a function that adds a section point (u, v) to the builder in the
 * plane square to the path there: u along the side (square to `up`), v along the normal.
 */
function sectionPlacers(
  builder: MeshBuilder,
  path: readonly Vec3[],
  up: Vec3,
): ((point: Vec2) => number)[] {
  const n = path.length;
  return path.map((p, i) => {
    const tangent = normalize(sub(path[Math.min(n - 1, i + 1)], path[Math.max(0, i - 1)]));
    const side = normalize(cross(up, tangent));
    const normal = cross(tangent, side);
    return ([u, v]: Vec2) =>
      builder.vertex(
        p[0] + side[0] * u + normal[0] * v,
        p[1] + side[1] * u + normal[1] * v,
        p[2] + side[2] * u + normal[2] * v,
      );
  });
}

function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function normalize(a: Vec3): Vec3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}
