import { lathe } from '../mesh/lathe.js';
import { mapVertices, mergeMeshes, placeOnPlate, translate, type Mesh } from '@pitstop/mesh-render';
import { densify, roundCorners, roundedRect, type Vec2 } from '../mesh/polygon.js';
import { sweepTube } from '../mesh/sweep.js';
import { ringSlab, slab } from './parts.js';

/** An oil filler cap cover: a lobed grip, a collar, and a raised oil drop on the face. */
export function oilCapCover(): Mesh {
  const points: Vec2[] = [
    [0, 14],
    [24, 14],
    [24, 0],
    [33, 0],
    [34, 14],
    [31, 18],
    [0, 18.5],
  ];
  const profile = densify(roundCorners(points, [0, 0.6, 0.5, 1.5, 3, 3, 0], false, 5), 3);
  const body = lathe(profile, {
    segments: 160,
    reshape: (r, z, angle) =>
      r < 30 ? [r, z] : [r - 2.4 * Math.max(0, Math.cos(angle * 8)) ** 4, z],
  });
  // An oil drop: a point on top, a round belly (centre 0, -3; radius 9).
  const belly = Array.from({ length: 25 }, (_, k) => {
    const a = ((25 - (230 * k) / 24) * Math.PI) / 180;
    return [9 * Math.cos(a), -3 + 9 * Math.sin(a)] as Vec2;
  });
  const drop = roundCorners([[0, 14], ...belly], [1.2, ...belly.map(() => 0)], true, 4);
  const ring = ringSlab(roundedRect(42, 42, 21, 16), roundedRect(37, 37, 18.5, 16), 1.4, 0.5);
  return mergeMeshes(body, translate(slab(drop, 1.8, 0.6), 0, 0, 18), translate(ring, 0, 0, 17.8));
}

/**
 * An intake velocity stack: a flange, a straight bore and a bell mouth with a rolled lip;
 * hollow all the way through.
 */
export function velocityStack(): Mesh {
  const bore = 30;
  const wall = 2.6;
  const bell: Vec2[] = [];
  // Up the outside from the flange up the bell, then round the lip and back down inside.
  const outer: Vec2[] = [
    [bore, 0],
    [bore + 15, 0],
    [bore + 15, 6],
    [bore + wall, 7.5],
    [bore + wall, 32],
  ];
  for (let i = 1; i <= 12; i++) {
    const t = i / 12;
    bell.push([bore + wall + 18 * t * t, 32 + 30 * Math.sin((t * Math.PI) / 2)]);
  }
  const lip: Vec2[] = [
    [bore + wall + 20, 63],
    [bore + 19, 64],
  ];
  const inner: Vec2[] = [];
  for (let i = 12; i >= 0; i--) {
    const t = i / 12;
    inner.push([bore + 16 * t * t, 31 + 30 * Math.sin((t * Math.PI) / 2)]);
  }
  const profile = roundCorners(
    [...outer, ...bell, ...lip, ...inner],
    [0.6, 1, 1, 2, 0, ...bell.map(() => 0), 1.6, 1.6, ...inner.map(() => 0)],
    true,
    4,
  );
  return lathe(profile, { segments: 128, loop: true });
}

/**
 * A brake cooling duct: a rectangular inlet with a flange lofting round a bend into a 3 in
 * (76 mm) hose spigot. Hollow.
 */
export function brakeDuct(): Mesh {
  const count = 48;
  const rect = (w: number, h: number, r: number) => resample(roundedRect(w, h, r, 6), count);
  const round = (r: number) => resample(roundedRect(2 * r, 2 * r, r - 0.01, 6), count);
  const blend = (a: Vec2[], b: Vec2[], t: number) => {
    const s = t * t * (3 - 2 * t);
    return a.map(([x, y], i) => [x + (b[i][0] - x) * s, y + (b[i][1] - y) * s] as Vec2);
  };
  const steps = 30;
  const path = Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const a = t * (Math.PI / 2.2);
    const radius = 90;
    return [0, radius * Math.sin(a), radius * (1 - Math.cos(a))] as const;
  });
  // The path lies in the y-z plane, so a section's u runs along z and its v along x.
  const body = sweepTube(
    (t) => blend(rect(44, 110, 10), round(40), t),
    (t) => blend(rect(38, 104, 7), round(37), t),
    path,
    { up: [1, 0, 0] },
  );
  // The inlet flange, drawn flat, turned into the inlet's plane ((x, y, z) → (y, z, x)).
  const flange = mapVertices(ringSlab(rect(60, 128, 14), rect(38, 104, 7), 4, 1.2), (x, y, z) => [
    y,
    z,
    x,
  ]);
  return placeOnPlate(mergeMeshes(body, flange));
}

/** Evenly spaced points along a closed outline (so different outlines can be lofted). */
function resample(outline: readonly Vec2[], count: number): Vec2[] {
  const n = outline.length;
  const lengths = [0];
  for (let i = 0; i < n; i++) {
    const [ax, ay] = outline[i];
    const [bx, by] = outline[(i + 1) % n];
    lengths.push(lengths[i] + Math.hypot(bx - ax, by - ay));
  }
  const total = lengths[n];
  // Start at the point closest to angle 0 so outlines line up with each other.
  let first = 0;
  for (let i = 1; i < n; i++) {
    if (
      Math.atan2(outline[i][1], outline[i][0]) ** 2 <
      Math.atan2(outline[first][1], outline[first][0]) ** 2
    ) {
      first = i;
    }
  }
  const offset = lengths[first];
  const out: Vec2[] = [];
  let seg = 0;
  for (let k = 0; k < count; k++) {
    const target = (offset + (k / count) * total) % total;
    while (!(lengths[seg] <= target && target <= lengths[seg + 1])) seg = (seg + 1) % n;
    const t = (target - lengths[seg]) / (lengths[seg + 1] - lengths[seg] || 1);
    const [ax, ay] = outline[seg];
    const [bx, by] = outline[(seg + 1) % n];
    out.push([ax + (bx - ax) * t, ay + (by - ay) * t]);
  }
  return out;
}
