import type { Mesh } from './mesh.js';
import { add, cross, mul, normalize, type V3 } from './vector.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/** Where the camera stands: degrees around the part (0 = in front, looking along +y) and up. */
export interface PreviewView {
  azimuth: number;
  elevation: number;
}

/** The angles previews 1, 2, 3, … are taken from (then repeating). */
export const PREVIEW_VIEWS: readonly PreviewView[] = [
  { azimuth: -38, elevation: 26 },
  { azimuth: 42, elevation: 18 },
  { azimuth: 0, elevation: 58 },
  { azimuth: 148, elevation: 28 },
  { azimuth: -88, elevation: 10 },
  { azimuth: 215, elevation: 48 },
];

export interface Camera {
  eye: V3;
  /** Unit vectors: right, up and forward (into the picture). */
  right: V3;
  up: V3;
  forward: V3;
  /** Pixels per unit of (view x / depth) at the image's resolution. */
  focal: number;
  width: number;
  height: number;
}

const FOV_Y = (24 * math.PI) / 180;
/** Share of each half-width left free around the part. */
const MARGIN = 0.16;

/**
 * A camera at `view` that frames the part: the distance and the aim are solved so that every
 * vertex lands inside the frame with the same margin left and right, top and bottom.
 */
export function frameCamera(mesh: Mesh, view: PreviewView, width: number, height: number): Camera {
  const az = (view.azimuth * math.PI) / 180;
  const el = (math.max(-80, math.min(80, view.elevation)) * math.PI) / 180;
  const toEye: V3 = [math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el)];
  const forward = mul(toEye, -1);
  const right = normalize(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const tanY = math.tan(FOV_Y / 2) * (1 - MARGIN);
  const tanX = math.tan(FOV_Y / 2) * (width / height) * (1 - MARGIN);
  const p = mesh.positions;

  let target: V3 = centre(mesh);
  let distance = 0;
  for (let pass = 0; pass < 3; pass++) {
    distance = 0;
    for (let i = 0; i < p.length; i += 3) {
      const dx = p[i] - target[0];
      const dy = p[i + 1] - target[1];
      const dz = p[i + 2] - target[2];
      const x = dx * right[0] + dy * right[1] + dz * right[2];
      const y = dx * up[0] + dy * up[1] + dz * up[2];
      const z = dx * forward[0] + dy * forward[1] + dz * forward[2];
      distance = math.max(distance, math.abs(x) / tanX - z, math.abs(y) / tanY - z);
    }
    // Re-aim at the middle of what the camera sees, so the margins come out even.
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < p.length; i += 3) {
      const dx = p[i] - target[0];
      const dy = p[i + 1] - target[1];
      const dz = p[i + 2] - target[2];
      const depth = distance + dx * forward[0] + dy * forward[1] + dz * forward[2];
      const x = (dx * right[0] + dy * right[1] + dz * right[2]) / depth;
      const y = (dx * up[0] + dy * up[1] + dz * up[2]) / depth;
      minX = math.min(minX, x);
      maxX = math.max(maxX, x);
      minY = math.min(minY, y);
      maxY = math.max(maxY, y);
    }
    target = add(
      target,
      add(mul(right, ((minX + maxX) / 2) * distance), mul(up, ((minY + maxY) / 2) * distance)),
    );
  }
  return {
    eye: add(target, mul(toEye, distance)),
    right,
    up,
    forward,
    focal: height / 2 / math.tan(FOV_Y / 2),
    width,
    height,
  };
}

function centre(mesh: Mesh): V3 {
  const p = mesh.positions;
  const min: V3 = [Infinity, Infinity, Infinity];
  const max: V3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      min[k] = math.min(min[k], p[i + k]);
      max[k] = math.max(max[k], p[i + k]);
    }
  }
  return [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
}
