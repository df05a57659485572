import { lathe } from '../mesh/lathe.js';
import { mergeMeshes, rotateZ, translate, type Mesh } from '@pitstop/mesh-render';
import { circle, densify, roundCorners, type Vec2 } from '../mesh/polygon.js';
import { roundedBox, slab } from './parts.js';

/** Radius of a regular polygon with `sides` and apothem 1 at `angle` (flat sides, sharp corners). */
function polygonRadius(sides: number, angle: number): number {
  const sector = (Math.PI * 2) / sides;
  const local = ((((angle + sector / 2) % sector) + sector) % sector) - sector / 2;
  return 1 / Math.cos(local);
}

/** A valve stem cap: knurled skirt, a domed top with a ring, threaded bore underneath. */
export function valveCap(): Mesh {
  const points: Vec2[] = [
    [0, 8],
    [2.6, 8],
    [2.6, 0],
    [5.6, 0],
    [5.6, 9.5],
    [4.9, 10.4],
    [4.9, 11],
    [0, 12.6],
  ];
  const radii = [0, 0.3, 0.3, 0.5, 0.5, 0.3, 0.6, 0];
  const profile = densify(roundCorners(points, radii, false, 4), 0.6);
  return lathe(profile, {
    segments: 96,
    reshape: (r, z, angle) => {
      if (r < 5.4 || z < 1 || z > 9) return [r, z];
      return [r - 0.45 * Math.abs(Math.sin(angle * 12)) ** 0.6, z];
    },
  });
}

/** Four valve caps standing on the plate. */
export function valveCapSet(): Mesh {
  const cap = valveCap();
  return mergeMeshes(
    ...[
      [-8, -8],
      [8, -8],
      [-8, 8],
      [8, 8],
    ].map(([x, y]) => translate(cap, x, y, 0)),
  );
}

/** A hex lug-nut cover (19 mm nut) with a domed top. */
export function lugNutCover(): Mesh {
  const points: Vec2[] = [
    [0, 16],
    [6.5, 16],
    [6.5, 0],
    [11, 0],
    [11, 20],
    [9, 25],
    [0, 26.5],
  ];
  const radii = [0, 0.5, 0.3, 0.6, 1.5, 4, 0];
  const profile = densify(roundCorners(points, radii, false, 5), 1.5);
  return lathe(profile, {
    segments: 120,
    reshape: (r, z, angle) => {
      if (r < 10 || z > 22) return [r, z];
      return [r * polygonRadius(6, angle), z];
    },
  });
}

/** Five covers on a 114.3 mm bolt circle, as they would sit on the wheel. */
export function lugNutCoverSet(): Mesh {
  const cover = lugNutCover();
  return mergeMeshes(
    ...Array.from({ length: 5 }, (_, i) => {
      const a = (i / 5) * Math.PI * 2 + Math.PI / 2;
      return translate(cover, 57 * Math.cos(a) * 0.55, 57 * Math.sin(a) * 0.55, 0);
    }),
  );
}

/** A wheel centre cap: dished face with a raised ring, a hex emblem boss and clip legs. */
export function wheelCenterCap(): Mesh {
  const points: Vec2[] = [
    [0, 0],
    [27, 0],
    [29.5, 1.5],
    [30, 4.5],
    [27.5, 7.5],
    [23, 8.5],
    [22, 10],
    [19.5, 10],
    [18.5, 8.2],
    [0, 9.2],
  ];
  const radii = [0, 0.8, 1.5, 2, 3, 1, 0.6, 0.6, 1, 0];
  const face = lathe(roundCorners(points, radii, false, 5), { segments: 128 });
  const emblem = translate(slab(circle(11, 6, 30), 2.4, 0.9), 0, 0, 8.4);
  const legs = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2;
    const leg = roundedBox(5, 2.4, 9, 0.8, 0.6);
    // Legs hang below the face: rotate each to face outwards, then drop it.
    const placed = translate(leg, 0, 0, -8.5);
    return translate(
      rotateZ(placed, (a * 180) / Math.PI + 90),
      22 * Math.cos(a),
      22 * Math.sin(a),
      0,
    );
  });
  return mergeMeshes(face, emblem, ...legs);
}
