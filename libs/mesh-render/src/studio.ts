import { boundingBox, type Mesh } from './mesh.js';
import type { Camera } from './camera.js';
import { blur, fillTriangle } from './raster.js';
import { hexToLinear, type V3 } from './vector.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/** The backdrop: a dark sweep (the site is asphalt black) lit by one soft spot behind the part. */
const BACKDROP_TOP = hexToLinear('#1d1e23');
const BACKDROP_FLOOR = hexToLinear('#3a3c44');
const SPOT = hexToLinear('#5b5e69');

/**
 * What the floor under the part looks like: an occlusion map (darkest where the part touches
 * the floor) and the key light's cast shadow, both blurred soft, over a square of floor.
 */
export interface FloorShadows {
  z: number;
  originX: number;
  originY: number;
  cellSize: number;
  /** Cells along each side. */
  cells: number;
  /** Light reaching each floor cell, 0–1 (1 = no shadow). */
  light: Float32Array;
}

export function floorShadows(mesh: Mesh, towardKey: V3, cells: number): FloorShadows {
  const { min, max, size } = boundingBox(mesh);
  const biggest = math.max(size[0], size[1], size[2]);
  const extent = math.max(size[0], size[1]) / 2 + size[2] * 1.2 + biggest * 0.35;
  const centreX = (min[0] + max[0]) / 2;
  const centreY = (min[1] + max[1]) / 2;
  const cellSize = (extent * 2) / cells;
  const originX = centreX - extent;
  const originY = centreY - extent;
  const z0 = min[2];
  // The shadow falls along the key light, but never stretches longer than a steep sun's.
  const lz = math.max(towardKey[2], 0.55);
  const shiftX = -towardKey[0] / lz;
  const shiftY = -towardKey[1] / lz;

  const n = cells * cells;
  const contact = new Float32Array(n);
  const ambient = new Float32Array(n);
  const cast = new Float32Array(n);
  const p = mesh.positions;
  const ix = mesh.indices;
  // Where a vertex h above the floor lands on it along the key light, in cells (h = 0: below it).
  const floorX = (v: number, h: number) => (p[v] + shiftX * h - originX) / cellSize;
  const floorY = (v: number, h: number) => (p[v + 1] + shiftY * h - originY) / cellSize;
  for (let t = 0; t < ix.length; t += 3) {
    const a = ix[t] * 3;
    const b = ix[t + 1] * 3;
    const c = ix[t + 2] * 3;
    const ha = p[a + 2] - z0;
    const hb = p[b + 2] - z0;
    const hc = p[c + 2] - z0;
    const low = math.min(ha, hb, hc);
    // The triangle's footprint straight below it (contact and ambient occlusion).
    const ax = floorX(a, 0);
    const ay = floorY(a, 0);
    const bx = floorX(b, 0);
    const by = floorY(b, 0);
    const cx = floorX(c, 0);
    const cy = floorY(c, 0);
    const touch = math.exp(-low / (biggest * 0.035));
    if (touch > 0.02) fillTriangle(contact, cells, cells, ax, ay, bx, by, cx, cy, touch);
    const near = math.exp(-low / (biggest * 0.4));
    fillTriangle(ambient, cells, cells, ax, ay, bx, by, cx, cy, near);
    // Its shadow, cast along the key light.
    fillTriangle(
      cast,
      cells,
      cells,
      floorX(a, ha),
      floorY(a, ha),
      floorX(b, hb),
      floorY(b, hb),
      floorX(c, hc),
      floorY(c, hc),
      1,
    );
  }
  const cellsPerMm = 1 / cellSize;
  blur(contact, cells, cells, math.max(1.5, biggest * 0.012 * cellsPerMm));
  blur(ambient, cells, cells, biggest * 0.09 * cellsPerMm);
  blur(cast, cells, cells, biggest * 0.035 * cellsPerMm);
  const light = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    light[i] =
      (1 - 0.7 * math.min(1, contact[i] * 1.3)) * (1 - 0.45 * ambient[i]) * (1 - 0.4 * cast[i]);
  }
  return { z: z0, originX, originY, cellSize, cells, light };
}

function sample(grid: Float32Array, cells: number, u: number, v: number): number {
  const x = u - 0.5;
  const y = v - 0.5;
  const x0 = math.floor(x);
  const y0 = math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= cells || y0 + 1 >= cells) return 1;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * cells + x0;
  return (
    (grid[i] * (1 - fx) + grid[i + 1] * fx) * (1 - fy) +
    (grid[i + cells] * (1 - fx) + grid[i + cells + 1] * fx) * fy
  );
}

/**
 * The backdrop as seen through each output pixel (linear RGB, 3 floats per pixel): a vertical
 * sweep, a soft spot, and where the view ray meets the floor, the part's shadows.
 */
export function paintBackdrop(
  out: Float32Array,
  camera: Camera,
  shadows: FloorShadows,
  width: number,
  height: number,
): void {
  const scale = camera.width / width;
  const { eye, right, up, forward, focal } = camera;
  for (let y = 0; y < height; y++) {
    const v = y / (height - 1);
    const sweep = math.pow(v, 1.35);
    for (let x = 0; x < width; x++) {
      const sx = ((x + 0.5) * scale - camera.width / 2) / focal;
      const sy = -((y + 0.5) * scale - camera.height / 2) / focal;
      const dx = (x / (width - 1) - 0.5) * 1.25;
      const dy = v - 0.42;
      const spot = math.exp(-(dx * dx + dy * dy) / 0.09);
      let shade = 1;
      const dz = forward[2] + right[2] * sx + up[2] * sy;
      if (dz < -1e-4) {
        const t = (shadows.z - eye[2]) / dz;
        const fx = eye[0] + t * (forward[0] + right[0] * sx + up[0] * sy);
        const fy = eye[1] + t * (forward[1] + right[1] * sx + up[1] * sy);
        const u = (fx - shadows.originX) / shadows.cellSize;
        const w = (fy - shadows.originY) / shadows.cellSize;
        shade = sample(shadows.light, shadows.cells, u, w);
      }
      const o = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const base = BACKDROP_TOP[k] + (BACKDROP_FLOOR[k] - BACKDROP_TOP[k]) * sweep;
        out[o + k] = (base + (SPOT[k] - base) * spot * 0.8) * shade;
      }
    }
  }
}
