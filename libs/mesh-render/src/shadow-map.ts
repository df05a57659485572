import type { Mesh } from './mesh.js';
import { fillTriangle } from './raster.js';
import { cross, normalize, type V3 } from './vector.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/**
 * A depth map seen from the key light (orthographic, the light is far away), so the part
 * shades itself: a knob's neck under its head, the inside of a cup.
 */
export interface ShadowMap {
  s: V3;
  t: V3;
  along: V3;
  minS: number;
  minT: number;
  cellSize: number;
  /** Cells along each side. */
  cells: number;
  depth: Float32Array;
  bias: number;
}

/** `cells` per side: detail to match the picture (about 0.4 cells per pixel is plenty). */
export function keyShadowMap(mesh: Mesh, towardKey: V3, cells: number): ShadowMap {
  const along: V3 = [-towardKey[0], -towardKey[1], -towardKey[2]];
  const helper: V3 = math.abs(along[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const s = normalize(cross(helper, along));
  const t = cross(along, s);
  const p = mesh.positions;
  const count = p.length / 3;
  const ps = new Float32Array(count);
  const pt = new Float32Array(count);
  const pd = new Float32Array(count);
  let minS = Infinity;
  let maxS = -Infinity;
  let minT = Infinity;
  let maxT = -Infinity;
  for (let v = 0; v < count; v++) {
    const x = p[v * 3];
    const y = p[v * 3 + 1];
    const z = p[v * 3 + 2];
    ps[v] = x * s[0] + y * s[1] + z * s[2];
    pt[v] = x * t[0] + y * t[1] + z * t[2];
    pd[v] = x * along[0] + y * along[1] + z * along[2];
    minS = math.min(minS, ps[v]);
    maxS = math.max(maxS, ps[v]);
    minT = math.min(minT, pt[v]);
    maxT = math.max(maxT, pt[v]);
  }
  const span = math.max(maxS - minS, maxT - minT) * 1.04 + 1e-6;
  const cellSize = span / cells;
  minS -= span * 0.02;
  minT -= span * 0.02;
  const depth = new Float32Array(cells * cells).fill(Number.POSITIVE_INFINITY);
  const ix = mesh.indices;
  for (let i = 0; i < ix.length; i += 3) {
    const a = ix[i];
    const b = ix[i + 1];
    const c = ix[i + 2];
    // The surface nearest the light is a face turned towards it (the mesh is closed).
    if ((ps[b] - ps[a]) * (pt[c] - pt[a]) - (pt[b] - pt[a]) * (ps[c] - ps[a]) > 0) continue;
    fillTriangle(
      depth,
      cells,
      cells,
      (ps[a] - minS) / cellSize,
      (pt[a] - minT) / cellSize,
      (ps[b] - minS) / cellSize,
      (pt[b] - minT) / cellSize,
      (ps[c] - minS) / cellSize,
      (pt[c] - minT) / cellSize,
      pd[a],
      pd[b],
      pd[c],
      true,
    );
  }
  return { s, t, along, minS, minT, cellSize, cells, depth, bias: cellSize };
}

/**
 * 0 (in shadow) to 1 (lit) at a surface point with unit normal n, bilinearly filtered for a
 * soft edge. The point is first pushed out along its normal by a couple of cells, which keeps
 * flat faces free of shadow acne without detaching the shadows of small features.
 */
export function lightAt(
  map: ShadowMap,
  x: number,
  y: number,
  z: number,
  nx: number,
  ny: number,
  nz: number,
): number {
  const { s, t, along, depth, cells } = map;
  const push = map.cellSize * 2;
  const qx = x + nx * push;
  const qy = y + ny * push;
  const qz = z + nz * push;
  const u = (qx * s[0] + qy * s[1] + qz * s[2] - map.minS) / map.cellSize - 0.5;
  const v = (qx * t[0] + qy * t[1] + qz * t[2] - map.minT) / map.cellSize - 0.5;
  const d = qx * along[0] + qy * along[1] + qz * along[2] - map.bias;
  const u0 = math.floor(u);
  const v0 = math.floor(v);
  if (u0 < 0 || v0 < 0 || u0 + 1 >= cells || v0 + 1 >= cells) return 1;
  const fu = u - u0;
  const fv = v - v0;
  const i = v0 * cells + u0;
  const a = depth[i] >= d ? 1 : 0;
  const b = depth[i + 1] >= d ? 1 : 0;
  const c = depth[i + cells] >= d ? 1 : 0;
  const e = depth[i + cells + 1] >= d ? 1 : 0;
  return (a * (1 - fu) + b * fu) * (1 - fv) + (c * (1 - fu) + e * fu) * fv;
}
