import { bevelLayers, extrude, extrudeRing } from './extrude.js';
import { lathe } from './lathe.js';
import {
  boundingBox,
  isClosed,
  mergeMeshes,
  rotateX,
  scale,
  signedVolume,
  translate,
  triangleCount,
  type Mesh,
} from '@pitstop/mesh-render';
import { circle, roundedRect, signedArea2, triangulate, type Vec2 } from './polygon.js';
import { sweep, sweepTube } from './sweep.js';

const square = (size: number): Vec2[] => [
  [-size / 2, -size / 2],
  [size / 2, -size / 2],
  [size / 2, size / 2],
  [-size / 2, size / 2],
];

describe('mesh generators', () => {
  it('revolves a solid profile into a closed cylinder of the right volume', () => {
    const cylinder = lathe(
      [
        [0, 0],
        [10, 0],
        [10, 20],
        [0, 20],
      ],
      { segments: 256 },
    );
    expect(isClosed(cylinder)).toBe(true);
    expect(signedVolume(cylinder)).toBeCloseTo(Math.PI * 100 * 20, -1);
    expect(boundingBox(cylinder).size[2]).toBe(20);
  });

  it('revolves a closed profile into a ring (a hole through the middle)', () => {
    const ring = lathe(
      square(4).map(([r, z]) => [r + 10, z] as Vec2),
      { loop: true, segments: 64 },
    );
    expect(isClosed(ring)).toBe(true);
    expect(signedVolume(ring)).toBeGreaterThan(0);
    expect(boundingBox(ring).min[0]).toBeCloseTo(-12, 1);
  });

  it('extrudes an outline, straight or bevelled, into a closed slab', () => {
    const straight = extrude(square(10), 5);
    expect(isClosed(straight)).toBe(true);
    expect(signedVolume(straight)).toBeCloseTo(500, 6);
    const bevelled = extrude(roundedRect(30, 20, 4), bevelLayers(6, 1.5));
    expect(isClosed(bevelled)).toBe(true);
    expect(boundingBox(bevelled).size[2]).toBeCloseTo(6, 9);
  });

  it('extrudes the band between an outline and a hole', () => {
    const band = extrudeRing(square(10), square(6), 2);
    expect(isClosed(band)).toBe(true);
    expect(signedVolume(band)).toBeCloseTo((100 - 36) * 2, 6);
  });

  it('sweeps a section along a path, solid or as a tube', () => {
    const path = Array.from({ length: 20 }, (_, i) => [0, i * 2, Math.sin(i / 4) * 5] as const);
    const solid = sweep(circle(2, 16), path, { up: [1, 0, 0] });
    expect(isClosed(solid)).toBe(true);
    expect(signedVolume(solid)).toBeGreaterThan(0);
    const tube = sweepTube(
      () => circle(3, 24),
      () => circle(2, 24),
      path,
      { up: [1, 0, 0] },
    );
    expect(isClosed(tube)).toBe(true);
    expect(signedVolume(tube)).toBeGreaterThan(0);
  });

  it('keeps meshes closed and outward through moves, turns, mirroring and merging', () => {
    const part = extrude(square(4), 2);
    const moved = mergeMeshes(translate(part, 10, 0, 0), rotateX(part, 30), scale(part, -1, 1, 1));
    expect(isClosed(moved)).toBe(true);
    expect(triangleCount(moved)).toBe(3 * triangleCount(part));
    expect(signedVolume(moved)).toBeCloseTo(3 * 32, 6);
  });

  it('reports an open mesh as not closed', () => {
    const part: Mesh = extrude(square(4), 2);
    const open = { positions: part.positions, indices: part.indices.slice(3) };
    expect(isClosed(open)).toBe(false);
  });
});

describe('triangulate', () => {
  it('covers a concave outline with n - 2 triangles and exactly its area', () => {
    const arrow: Vec2[] = [
      [0, 0],
      [10, 0],
      [10, 4],
      [4, 4],
      [4, 10],
      [0, 10],
    ];
    const triangles = triangulate(arrow);
    expect(triangles).toHaveLength(arrow.length - 2);
    const area = triangles.reduce(
      (sum, [a, b, c]) => sum + signedArea2([arrow[a], arrow[b], arrow[c]]) / 2,
      0,
    );
    expect(area).toBeCloseTo(signedArea2(arrow) / 2, 9);
  });
});
