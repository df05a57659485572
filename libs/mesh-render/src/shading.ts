import { lightAt, type ShadowMap } from './shadow-map.js';
import type { V3 } from './vector.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/** FDM layer height the banding imitates, mm. */
export const LAYER_HEIGHT = 0.2;

export interface StudioLights {
  eye: V3;
  /** Unit directions towards the key, fill and rim lights. */
  key: V3;
  fill: V3;
  rim: V3;
  /** The key light's depth map (the only light that casts shadows). */
  shadowMap: ShadowMap;
  /** Filament colour, linear RGB. */
  albedo: V3;
  /** 0–1: how strongly layer lines show (fades out where they would alias). */
  layerStrength: number;
}

const KEY_COLOR: V3 = [2.4, 2.28, 2.11];
const FILL_COLOR: V3 = [0.43, 0.47, 0.55];
const RIM_COLOR: V3 = [1.5, 1.5, 1.5];

/**
 * The material and lights of the studio: wrapped diffuse from a warm key (with shadows), a
 * cool fill and a rim light, sky/ground ambient, satin plastic highlights with Schlick
 * Fresnel, and FDM layer lines that ripple the normal on walls. `shade` writes the tone-mapped,
 * display-linear colour of one surface point into `colour` (no allocation per pixel).
 */
export function studioShader({
  eye,
  key,
  fill,
  rim,
  shadowMap,
  albedo,
  layerStrength,
}: StudioLights) {
  const colour = new Float64Array(3);
  const [keyR, keyG, keyB] = KEY_COLOR;
  const fillColor = FILL_COLOR;
  const rimColor = RIM_COLOR;
  /** Lights one surface point (unit normal n) into `colour`. */
  const shade = (px: number, py: number, pz: number, nx: number, ny: number, nz: number) => {
    let vx = eye[0] - px;
    let vy = eye[1] - py;
    let vz = eye[2] - pz;
    const vl = 1 / math.sqrt(vx * vx + vy * vy + vz * vz);
    vx *= vl;
    vy *= vl;
    vz *= vl;
    // Layer lines: ridges every layer tilt the normal up and down on walls, not on tops.
    const phase = (pz / LAYER_HEIGHT) * math.PI * 2;
    const wall = 1 - nz * nz;
    let grain = 1;
    if (layerStrength > 0 && wall > 1e-4) {
      const tilt = 0.22 * layerStrength * math.cos(phase);
      nx -= nx * nz * tilt;
      ny -= ny * nz * tilt;
      nz += wall * tilt;
      const nl = 1 / math.sqrt(nx * nx + ny * ny + nz * nz);
      nx *= nl;
      ny *= nl;
      nz *= nl;
      grain = 1 - 0.05 * layerStrength * wall * (0.5 + 0.5 * math.sin(phase));
    }
    // Silhouette pixels can interpolate a normal that faces away: bend it back.
    let nv = nx * vx + ny * vy + nz * vz;
    if (nv < 0.02) {
      const k = 0.02 - nv;
      nx += vx * k;
      ny += vy * k;
      nz += vz * k;
      const nl = 1 / math.sqrt(nx * nx + ny * ny + nz * nz);
      nx *= nl;
      ny *= nl;
      nz *= nl;
      nv = nx * vx + ny * vy + nz * vz;
    }
    const keyDot = nx * key[0] + ny * key[1] + nz * key[2];
    const lit = keyDot > 0 ? lightAt(shadowMap, px, py, pz, nx, ny, nz) : 0;
    // Wrapped diffuse: plastic scatters a little light past the terminator.
    const dKey = math.max(0, (keyDot + 0.15) / 1.15) * (0.15 + 0.85 * lit);
    const dFill = math.max(0, (nx * fill[0] + ny * fill[1] + nz * fill[2] + 0.25) / 1.25);
    const dRim = math.max(0, nx * rim[0] + ny * rim[1] + nz * rim[2]) * 0.35;
    const sky = 0.5 + 0.5 * nz;
    const ambient = 0.1 * sky + 0.05 * (1 - sky);

    // Satin plastic: a tight highlight plus a broad sheen, Schlick Fresnel at grazing angles.
    const hx = key[0] + vx;
    const hy = key[1] + vy;
    const hz = key[2] + vz;
    const nh = math.max(
      0,
      (nx * hx + ny * hy + nz * hz) / (math.sqrt(hx * hx + hy * hy + hz * hz) || 1),
    );
    const rx = rim[0] + vx;
    const ry = rim[1] + vy;
    const rz = rim[2] + vz;
    const nr = math.max(
      0,
      (nx * rx + ny * ry + nz * rz) / (math.sqrt(rx * rx + ry * ry + rz * rz) || 1),
    );
    const grazing = 1 - math.max(0, nv);
    const grazing2 = grazing * grazing;
    const fresnel = 0.04 + 0.96 * grazing2 * grazing2 * grazing;
    const nh2 = nh * nh;
    const nh8 = nh2 * nh2 * nh2 * nh2;
    const nh64 = nh8 * nh8 * nh8 * nh8 * nh8 * nh8 * nh8 * nh8;
    const nr4 = nr * nr * nr * nr;
    const nr32 = nr4 * nr4 * nr4 * nr4 * nr4 * nr4 * nr4 * nr4;
    const specKey = (nh64 * 0.45 + nh8 * 0.1) * lit * (0.3 + fresnel) * 0.5;
    const specRim = nr32 * 0.6 * (0.3 + fresnel);
    // What the surface mirrors: the dark studio, a little brighter overhead.
    const reflectUp = 2 * nv * nz - vz;
    const env = (0.06 + 0.1 * math.max(0, reflectUp)) * fresnel;
    colour[0] = toneMap(
      albedo[0] * grain * (ambient + dKey * keyR + dFill * fillColor[0] + dRim * rimColor[0]) +
        specKey * keyR +
        specRim * rimColor[0] +
        env,
    );
    colour[1] = toneMap(
      albedo[1] * grain * (ambient + dKey * keyG + dFill * fillColor[1] + dRim * rimColor[1]) +
        specKey * keyG +
        specRim * rimColor[1] +
        env,
    );
    colour[2] = toneMap(
      albedo[2] * grain * (ambient + dKey * keyB + dFill * fillColor[2] + dRim * rimColor[2]) +
        specKey * keyB +
        specRim * rimColor[2] +
        env,
    );
  };

  return { shade, colour };
}

/** Filmic curve (Narkowicz's ACES fit): highlights roll off instead of clipping. */
function toneMap(x: number): number {
  const v = x * 0.9;
  return math.min(1, math.max(0, (v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14)));
}
