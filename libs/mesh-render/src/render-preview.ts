import { boundingBox, type Mesh } from './mesh.js';
import { PREVIEW_VIEWS, frameCamera, type PreviewView } from './camera.js';
import { cornerNormals } from './normals.js';
import { encodePng } from './png.js';
import { rasterize, visibilityBuffer } from './raster.js';
import { keyShadowMap } from './shadow-map.js';
import { floorShadows, paintBackdrop } from './studio.js';
import { LAYER_HEIGHT, studioShader } from './shading.js';
import { combine, hexToLinear, linearToSrgb, type V3 } from './vector.js';

/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

export interface PreviewOptions {
  /** Filament colour, '#rrggbb'. */
  color: string;
  /** Which of PREVIEW_VIEWS (0-based, wraps around), or an explicit angle. */
  view?: number | PreviewView;
  width?: number;
  height?: number;
}

export interface PreviewImage {
  width: number;
  height: number;
  /** 8-bit RGB, rows top to bottom. */
  rgb: Uint8Array;
  /** Share of the image the part covers (0–1). */
  coverage: number;
}

const SUPERSAMPLE = 2;

/** A product shot of the part as a PNG. */
export function renderPreview(mesh: Mesh, options: PreviewOptions): Buffer {
  const image = renderPreviewImage(mesh, options);
  return encodePng(image.rgb, image.width, image.height);
}

/**
 * Renders the part in a small photo studio: z-buffered triangles with smooth normals, a warm
 * key light (casting soft shadows), a cool fill and a rim light, satin plastic highlights,
 * faint layer lines along Z as on an FDM print, a dark sweep with a contact shadow, and 2×2
 * supersampling. Deterministic: the same inputs give the same bytes.
 */
export function renderPreviewImage(mesh: Mesh, options: PreviewOptions): PreviewImage {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  const view =
    typeof options.view === 'object'
      ? options.view
      : forShape(mesh, PREVIEW_VIEWS[(options.view ?? 0) % PREVIEW_VIEWS.length]);
  const sw = width * SUPERSAMPLE;
  const sh = height * SUPERSAMPLE;
  const camera = frameCamera(mesh, view, sw, sh);
  const { eye, right, up, forward, focal } = camera;

  // Project.
  const p = mesh.positions;
  const count = p.length / 3;
  const screenX = new Float32Array(count);
  const screenY = new Float32Array(count);
  const depth = new Float32Array(count);
  for (let v = 0; v < count; v++) {
    const dx = p[v * 3] - eye[0];
    const dy = p[v * 3 + 1] - eye[1];
    const dz = p[v * 3 + 2] - eye[2];
    const z = dx * forward[0] + dy * forward[1] + dz * forward[2];
    screenX[v] = sw / 2 + ((dx * right[0] + dy * right[1] + dz * right[2]) / z) * focal;
    screenY[v] = sh / 2 - ((dx * up[0] + dy * up[1] + dz * up[2]) / z) * focal;
    depth[v] = z;
  }
  const visible = visibilityBuffer(sw, sh);
  rasterize(visible, mesh.indices, screenX, screenY, depth);

  // Lights sit where a photographer would put them: relative to the camera.
  const back: V3 = [-forward[0], -forward[1], -forward[2]];
  const basis: [V3, V3, V3] = [right, up, back];
  const key = combine(basis, [-0.6, 0.75, 0.55]);
  const fill = combine(basis, [0.85, 0.1, 0.5]);
  const rim = combine(basis, [0.45, 0.55, -0.75]);
  // Map resolutions follow the picture's, so thumbnails (and tests) stay cheap.
  const shadowMap = keyShadowMap(mesh, key, math.round(math.min(640, math.max(96, sw * 0.4))));
  const floor = floorShadows(mesh, key, math.round(math.min(160, math.max(48, width * 0.2))));
  const backdrop = new Float32Array(width * height * 3);
  paintBackdrop(backdrop, camera, floor, width, height);

  const normals = cornerNormals(mesh);
  const ix = mesh.indices;
  // Layer lines fade out where they would be finer than a few samples (moiré).
  const mmPerSample = depthAt(camera, mesh) / focal;
  const layerStrength = smoothstep(3, 6, LAYER_HEIGHT / mmPerSample);

  const rgb = new Uint8Array(width * height * 3);
  const { shade, colour } = studioShader({
    eye,
    key,
    fill,
    rim,
    shadowMap,
    albedo: hexToLinear(options.color),
    layerStrength,
  });

  // Where the part is, per sample: position and interpolated normal (6 numbers each).
  const { triangle, weightA, weightB } = visible;
  const samples = new Float64Array(SUPERSAMPLE * SUPERSAMPLE * 6);
  const surfaceAt = (i: number, slot: number) => {
    const tri = triangle[i];
    const wa = weightA[i];
    const wb = weightB[i];
    const wc = 1 - wa - wb;
    const n9 = tri * 9;
    const nx = normals[n9] * wa + normals[n9 + 3] * wb + normals[n9 + 6] * wc;
    const ny = normals[n9 + 1] * wa + normals[n9 + 4] * wb + normals[n9 + 7] * wc;
    const nz = normals[n9 + 2] * wa + normals[n9 + 5] * wb + normals[n9 + 8] * wc;
    const nl = 1 / (math.sqrt(nx * nx + ny * ny + nz * nz) || 1);
    const a = ix[tri * 3] * 3;
    const b = ix[tri * 3 + 1] * 3;
    const c = ix[tri * 3 + 2] * 3;
    const o = slot * 6;
    samples[o] = p[a] * wa + p[b] * wb + p[c] * wc;
    samples[o + 1] = p[a + 1] * wa + p[b + 1] * wb + p[c + 1] * wc;
    samples[o + 2] = p[a + 2] * wa + p[b + 2] * wb + p[c + 2] * wc;
    samples[o + 3] = nx * nl;
    samples[o + 4] = ny * nl;
    samples[o + 5] = nz * nl;
  };

  let covered = 0;
  const perPixel = SUPERSAMPLE * SUPERSAMPLE;
  const near = (mmPerSample * 3) ** 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      let hits = 0;
      let slot = 0;
      for (let j = 0; j < SUPERSAMPLE; j++) {
        const row = (y * SUPERSAMPLE + j) * sw + x * SUPERSAMPLE;
        for (let k = 0; k < SUPERSAMPLE; k++, slot++) {
          if (triangle[row + k] < 0) continue;
          surfaceAt(row + k, hits);
          hits++;
        }
      }
      covered += hits;
      let r = 0;
      let g = 0;
      let b = 0;
      // Inside a smooth surface the samples agree: light their average once. At silhouettes
      // and creases light each sample, so edges stay anti-aliased.
      let smooth = hits === perPixel;
      for (let h = 1; smooth && h < hits; h++) {
        const d0 = samples[h * 6] - samples[0];
        const d1 = samples[h * 6 + 1] - samples[1];
        const d2 = samples[h * 6 + 2] - samples[2];
        const dot =
          samples[h * 6 + 3] * samples[3] +
          samples[h * 6 + 4] * samples[4] +
          samples[h * 6 + 5] * samples[5];
        smooth = dot > 0.996 && d0 * d0 + d1 * d1 + d2 * d2 < near;
      }
      if (smooth) {
        let px = 0;
        let py = 0;
        let pz = 0;
        let nx = 0;
        let ny = 0;
        let nz = 0;
        for (let h = 0; h < hits; h++) {
          px += samples[h * 6];
          py += samples[h * 6 + 1];
          pz += samples[h * 6 + 2];
          nx += samples[h * 6 + 3];
          ny += samples[h * 6 + 4];
          nz += samples[h * 6 + 5];
        }
        const nl = 1 / (math.sqrt(nx * nx + ny * ny + nz * nz) || 1);
        shade(px / hits, py / hits, pz / hits, nx * nl, ny * nl, nz * nl);
        r = colour[0];
        g = colour[1];
        b = colour[2];
      } else {
        for (let h = 0; h < hits; h++) {
          const q = h * 6;
          shade(
            samples[q],
            samples[q + 1],
            samples[q + 2],
            samples[q + 3],
            samples[q + 4],
            samples[q + 5],
          );
          r += colour[0] / perPixel;
          g += colour[1] / perPixel;
          b += colour[2] / perPixel;
        }
        const open = (perPixel - hits) / perPixel;
        r += backdrop[o] * open;
        g += backdrop[o + 1] * open;
        b += backdrop[o + 2] * open;
      }
      rgb[o] = encodeChannel(r);
      rgb[o + 1] = encodeChannel(g);
      rgb[o + 2] = encodeChannel(b);
    }
  }
  return { width, height, rgb, coverage: covered / (sw * sh) };
}

/** Flat parts (badges, plates) are shot from higher up, or their faces would not show. */
function forShape(mesh: Mesh, view: PreviewView): PreviewView {
  const { size } = boundingBox(mesh);
  const flatness = size[2] / math.max(size[0], size[1]);
  if (flatness >= 0.35) return view;
  return {
    azimuth: view.azimuth,
    elevation: math.min(72, view.elevation + 34 * (1 - flatness / 0.35)),
  };
}

/** Distance from the camera to the part's middle (for the size of a millimetre on screen). */
function depthAt(camera: ReturnType<typeof frameCamera>, mesh: Mesh): number {
  const { min, max } = boundingBox(mesh);
  const cx = (min[0] + max[0]) / 2 - camera.eye[0];
  const cy = (min[1] + max[1]) / 2 - camera.eye[1];
  const cz = (min[2] + max[2]) / 2 - camera.eye[2];
  return cx * camera.forward[0] + cy * camera.forward[1] + cz * camera.forward[2];
}

function smoothstep(from: number, to: number, x: number): number {
  const t = math.min(1, math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
}

const SRGB_STEPS = 4096;
const SRGB_TABLE = Uint8Array.from({ length: SRGB_STEPS + 1 }, (_, i) =>
  math.round(linearToSrgb(i / SRGB_STEPS) * 255),
);

function encodeChannel(linear: number): number {
  const i = math.round(math.min(1, math.max(0, linear)) * SRGB_STEPS);
  return SRGB_TABLE[i];
}
