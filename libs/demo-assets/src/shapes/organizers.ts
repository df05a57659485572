import { mergeMeshes, placeOnPlate, translate, type Mesh } from '@pitstop/mesh-render';
import { roundCorners, roundedRect, type Vec2 } from '../mesh/polygon.js';
import { sweep } from '../mesh/sweep.js';
import { arcPoints, ringSlab, roundedBox, slab } from './parts.js';

/** A rounded rectangle section u × v for sweeps. */
function barSection(thickness: number, width: number, radius: number): Vec2[] {
  return roundCorners(
    [
      [-thickness / 2, -width / 2],
      [thickness / 2, -width / 2],
      [thickness / 2, width / 2],
      [-thickness / 2, width / 2],
    ],
    radius,
    true,
    3,
  );
}

/**
 * A headrest hook: a C that snaps round a 14 mm headrest post, a drop, and a deep J for bags.
 * Drawn in the x-z plane, 20 mm wide.
 */
export function headrestHook(): Mesh {
  const r = 7 + 2.6;
  // Clockwise over the top of the post, leaving it down its right side: the drop is tangent.
  const clip = arcPoints(r, 200, 0, 40).map(([x, z]) => [x, 0, z + 120] as const);
  const hook = arcPoints(16, 180, 360, 28).map(([x, z]) => [x + r + 16, 0, z + 60] as const);
  const path = [...clip, ...hook, [r + 32, 0, 74] as const];
  return placeOnPlate(sweep(barSection(5.2, 20, 1.6), path, { up: [0, 1, 0] }));
}

/** A centre-console tray: rounded walls, a floor and two dividers. */
export function consoleTray(): Mesh {
  const width = 128;
  const depth = 82;
  const floor = roundedBox(width, depth, 3, 10, 1);
  const walls = ringSlab(
    roundedRect(width, depth, 10, 8),
    roundedRect(width - 5, depth - 5, 7.5, 8),
    30,
    1.2,
  );
  const divider = (x: number) => translate(roundedBox(2.4, depth - 4, 22, 1, 1), x, 0, 2);
  return mergeMeshes(floor, walls, divider(-20), divider(26));
}

/** Stick-on cable clips for dash-cam and charger leads: a pad and an open C per clip. */
export function cableClipSet(): Mesh {
  const clip = (x: number, y: number) => {
    const pad = slab(roundedRect(16, 14, 4, 6), 2, 0.8);
    const ring = arcPoints(4.6, -60, 240, 30).map(([u, z]) => [u, 0, z + 6.6] as const);
    const c = sweep(barSection(1.8, 10, 0.7), ring, { up: [0, 1, 0] });
    return translate(mergeMeshes(pad, c), x, y, 0);
  };
  return mergeMeshes(clip(-22, 6), clip(0, -6), clip(22, 6));
}
