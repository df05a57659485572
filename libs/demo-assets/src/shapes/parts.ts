import { bevelLayers, extrude, extrudeRing } from '../mesh/extrude.js';
import { lathe } from '../mesh/lathe.js';
import { mapVertices, translate, type Mesh, type Vec3 } from '@pitstop/mesh-render';
import { circle, roundCorners, roundedRect, type Vec2 } from '../mesh/polygon.js';

/** Building blocks the demo shapes share: rounded slabs, bars, rings, arcs. */

/** Points on an arc in a profile plane (r, z): centre (0, cz), angles in degrees from +z. */
export function profileArc(
  cz: number,
  r: number,
  fromDeg: number,
  toDeg: number,
  steps: number,
): Vec2[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    const radius = r * Math.sin(a);
    // sin(180°) is not exactly 0 in floating point; a pole must be.
    return [radius < 1e-9 ? 0 : radius, cz + r * Math.cos(a)] as const;
  });
}

/** A box with rounded vertical edges and a rounded top edge, sitting on z = 0, centred. */
export function roundedBox(
  width: number,
  depth: number,
  height: number,
  cornerRadius: number,
  edgeRadius = Math.min(1, height / 3),
): Mesh {
  return extrude(
    roundedRect(width, depth, cornerRadius, 6),
    bevelLayers(height, edgeRadius, Math.min(0.3, edgeRadius)),
  );
}

/** A flat outline extruded and rounded over on top, sitting on z = 0. */
export function slab(outline: readonly Vec2[], height: number, edgeRadius: number): Mesh {
  return extrude(outline, bevelLayers(height, edgeRadius, Math.min(0.3, edgeRadius)));
}

/** A rounded-over band between an outline and a hole with matching points. */
export function ringSlab(
  outer: readonly Vec2[],
  inner: readonly Vec2[],
  height: number,
  edgeRadius: number,
): Mesh {
  return extrudeRing(outer, inner, bevelLayers(height, edgeRadius, Math.min(0.3, edgeRadius)));
}

/**
 * A side profile (y, z) extruded `width` mm along x, centred on x = 0, rounded on both faces:
 * brackets, wedges, prongs.
 */
export function sideProfile(outline: readonly Vec2[], width: number, edgeRadius: number): Mesh {
  const body = extrude(outline, bevelLayers(width, edgeRadius, edgeRadius));
  // (x, y, z) → (z, x, y) is a rotation, so the winding stays outward.
  return mapVertices(translate(body, 0, 0, -width / 2), (x, y, z) => [z, x, y]);
}

/** A solid cylinder along z from z0 to z1, its ends rounded over by `edge`. */
export function cylinder(radius: number, z0: number, z1: number, edge = 0.6, segments = 48): Mesh {
  const e = Math.min(edge, radius / 2, (z1 - z0) / 3);
  const profile = roundCorners(
    [
      [0, z0],
      [radius, z0],
      [radius, z1],
      [0, z1],
    ],
    [0, e, e, 0],
    false,
    4,
  );
  return lathe(profile, { segments });
}

/** A flat washer-like ring along z (hole radius `inner`), edges rounded. */
export function tubeRing(
  inner: number,
  outer: number,
  z0: number,
  z1: number,
  edge = 0.5,
  segments = 64,
): Mesh {
  const e = Math.min(edge, (outer - inner) / 3, (z1 - z0) / 3);
  const profile = roundCorners(
    [
      [inner, z0],
      [outer, z0],
      [outer, z1],
      [inner, z1],
    ],
    e,
    true,
    4,
  );
  return lathe(profile, { segments, loop: true });
}

/** A sphere (ball studs, button domes). */
export function sphere(radius: number, centre: Vec3, segments = 48): Mesh {
  const ball = lathe(profileArc(0, radius, 180, 0, Math.round(segments / 2)), { segments });
  return translate(ball, centre[0], centre[1], centre[2]);
}

/** Points of a circle in a plane, for paths. */
export function arcPoints(radius: number, fromDeg: number, toDeg: number, steps: number): Vec2[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    return [radius * Math.cos(a), radius * Math.sin(a)] as const;
  });
}

export { circle, roundedRect };
