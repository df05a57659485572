import { MeshBuilder, orientOutward, type Mesh } from '@pitstop/mesh-render';
import { counterClockwise, offsetOutline, triangulate, type Vec2 } from './polygon.js';

/** One slice of an extrusion: the outline moved `inset` mm inwards, at height `z`. */
export interface ExtrudeLayer {
  z: number;
  inset: number;
}

/**
 * Layers for a slab `height` thick whose top (and optionally bottom) edge is rounded over with
 * radius `top` (`bottom`). Printed parts usually sit flat on the plate, so bottom defaults to a
 * hair of chamfer (elephant's-foot relief).
 */
export function bevelLayers(height: number, top: number, bottom = 0.3, steps = 4): ExtrudeLayer[] {
  const layers: ExtrudeLayer[] = [];
  const quarter = (i: number) => (i / steps) * (Math.PI / 2);
  if (bottom > 0) {
    for (let i = 0; i <= steps; i++) {
      const a = quarter(i);
      layers.push({ z: bottom * (1 - Math.sin(a)), inset: bottom * (1 - Math.cos(a)) });
    }
    layers.reverse();
  } else {
    layers.push({ z: 0, inset: 0 });
  }
  if (top > 0) {
    for (let i = 0; i <= steps; i++) {
      const a = quarter(i);
      layers.push({ z: height - top + top * Math.sin(a), inset: top * (1 - Math.cos(a)) });
    }
  } else {
    layers.push({ z: height, inset: 0 });
  }
  return layers.filter((l, i) => i === 0 || l.z > layers[i - 1].z + 1e-9);
}

function asLayers(layers: readonly ExtrudeLayer[] | number): readonly ExtrudeLayer[] {
  return typeof layers === 'number'
    ? [
        { z: 0, inset: 0 },
        { z: layers, inset: 0 },
      ]
    : layers;
}

/** Extrudes a simple outline (x, y) upwards through the layers (or straight, `height` mm). */
export function extrude(outline: readonly Vec2[], layers: readonly ExtrudeLayer[] | number): Mesh {
  const contour = counterClockwise(outline);
  const slices = asLayers(layers);
  const builder = new MeshBuilder();
  const rings = slices.map(({ z, inset }) =>
    (inset === 0 ? contour : offsetOutline(contour, inset)).map(([x, y]) =>
      builder.vertex(x, y, z),
    ),
  );
  const n = contour.length;
  for (let l = 0; l + 1 < rings.length; l++) {
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      builder.quad(rings[l][i], rings[l][j], rings[l + 1][j], rings[l + 1][i]);
    }
  }
  const top = rings[rings.length - 1];
  const bottom = rings[0];
  for (const [a, b, c] of triangulate(contour)) {
    builder.triangle(top[a], top[b], top[c]);
    builder.triangle(bottom[c], bottom[b], bottom[a]);
  }
  return orientOutward(builder.build());
}

/**
 * Extrudes the band between an outer outline and a hole (frames, rings, bezels). Both outlines
 * are counter-clockwise with the same number of points, point i of one facing point i of the
 * other (build them with the same helper and step counts). Insets move both edges into the
 * material, so bevels round over the hole's edge as well.
 */
export function extrudeRing(
  outer: readonly Vec2[],
  inner: readonly Vec2[],
  layers: readonly ExtrudeLayer[] | number,
): Mesh {
  if (outer.length !== inner.length) throw new Error('Ring outlines need matching point counts');
  const out = counterClockwise(outer);
  const hole = counterClockwise(inner);
  const holeCw = [...hole].reverse();
  const slices = asLayers(layers);
  const builder = new MeshBuilder();
  const n = out.length;
  const outerRings = slices.map(({ z, inset }) =>
    (inset === 0 ? out : offsetOutline(out, inset)).map(([x, y]) => builder.vertex(x, y, z)),
  );
  // The hole walked clockwise has the material on its left, so the same offset widens it.
  const innerRings = slices.map(({ z, inset }) =>
    [...(inset === 0 ? holeCw : offsetOutline(holeCw, inset))]
      .reverse()
      .map(([x, y]) => builder.vertex(x, y, z)),
  );
  for (let l = 0; l + 1 < slices.length; l++) {
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      builder.quad(outerRings[l][i], outerRings[l][j], outerRings[l + 1][j], outerRings[l + 1][i]);
      builder.quad(innerRings[l][j], innerRings[l][i], innerRings[l + 1][i], innerRings[l + 1][j]);
    }
  }
  const lastLayer = slices.length - 1;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const to = outerRings[lastLayer];
    const ti = innerRings[lastLayer];
    builder.quad(to[i], to[j], ti[j], ti[i]);
    const bo = outerRings[0];
    const bi = innerRings[0];
    builder.quad(bo[j], bo[i], bi[i], bi[j]);
  }
  return orientOutward(builder.build());
}
