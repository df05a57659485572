/** Math bound once: inside vm contexts (jest) every global lookup is slow. */
const math = Math;

/**
 * The visibility buffer: for each pixel, the nearest triangle and where on it (perspective-
 * correct barycentrics). Shading happens afterwards, once per visible pixel.
 */
export interface VisibilityBuffer {
  width: number;
  height: number;
  /** Triangle index, -1 where the backdrop shows. */
  triangle: Int32Array;
  /** 1 / view depth of the nearest surface (0 = nothing). */
  inverseDepth: Float32Array;
  /** Weights of the triangle's first and second corner. */
  weightA: Float32Array;
  weightB: Float32Array;
}

let cached: VisibilityBuffer | null = null;

/**
 * An empty buffer. Rendering is synchronous, so one buffer per size is reused from image to
 * image (tens of megabytes the garbage collector need not chase every time).
 */
export function visibilityBuffer(width: number, height: number): VisibilityBuffer {
  if (cached?.width !== width || cached.height !== height) {
    const size = width * height;
    cached = {
      width,
      height,
      triangle: new Int32Array(size),
      inverseDepth: new Float32Array(size),
      weightA: new Float32Array(size),
      weightB: new Float32Array(size),
    };
  }
  cached.triangle.fill(-1);
  cached.inverseDepth.fill(0);
  return cached;
}

/**
 * Draws triangles given by screen positions (x, y in pixels, pixel centres at .5) and view
 * depths. Triangles facing away (clockwise on screen) are skipped: the meshes are closed.
 */
export function rasterize(
  buffer: VisibilityBuffer,
  indices: Uint32Array,
  screenX: Float32Array,
  screenY: Float32Array,
  depth: Float32Array,
): void {
  const { width, height, triangle, inverseDepth, weightA, weightB } = buffer;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t];
    const b = indices[t + 1];
    const c = indices[t + 2];
    const ax = screenX[a];
    const ay = screenY[a];
    const bx = screenX[b];
    const by = screenY[b];
    const cx = screenX[c];
    const cy = screenY[c];
    // Screen y points down, so a front face (counter-clockwise in the world) has negative area.
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (area >= 0) continue;
    const za = depth[a];
    const zb = depth[b];
    const zc = depth[c];
    if (za <= 0 || zb <= 0 || zc <= 0) continue;
    const minX = math.max(0, math.floor(math.min(ax, bx, cx) - 0.5));
    const maxX = math.min(width - 1, math.ceil(math.max(ax, bx, cx) - 0.5));
    const minY = math.max(0, math.floor(math.min(ay, by, cy) - 0.5));
    const maxY = math.min(height - 1, math.ceil(math.max(ay, by, cy) - 0.5));
    if (minX > maxX || minY > maxY) continue;
    const inv = 1 / area;
    const iza = 1 / za;
    const izb = 1 / zb;
    const izc = 1 / zc;
    // Edge functions, stepped per pixel: wa is the weight of a (opposite edge b→c), etc.
    const waDx = -(cy - by) * inv;
    const waDy = (cx - bx) * inv;
    const wbDx = -(ay - cy) * inv;
    const wbDy = (ax - cx) * inv;
    const px0 = minX + 0.5;
    const py0 = minY + 0.5;
    let waRow = ((cx - bx) * (py0 - by) - (cy - by) * (px0 - bx)) * inv;
    let wbRow = ((ax - cx) * (py0 - cy) - (ay - cy) * (px0 - cx)) * inv;
    for (let y = minY; y <= maxY; y++) {
      span(waRow, waDx, wbRow, wbDx, maxX - minX);
      const from = SPAN[0];
      const to = SPAN[1];
      let wa = waRow + waDx * from;
      let wb = wbRow + wbDx * from;
      let row = y * width + minX + from;
      for (let x = from; x <= to; x++, row++, wa += waDx, wb += wbDx) {
        const wc = 1 - wa - wb;
        if (wa < 0 || wb < 0 || wc < 0) continue;
        const iz = wa * iza + wb * izb + wc * izc;
        if (iz <= inverseDepth[row]) continue;
        inverseDepth[row] = iz;
        triangle[row] = t / 3;
        weightA[row] = (wa * iza) / iz;
        weightB[row] = (wb * izb) / iz;
      }
      waRow += waDy;
      wbRow += wbDy;
    }
  }
}

/** span()'s answer: first and last column (typed storage: no array allocation per row). */
const SPAN = new Int32Array(2);

/**
 * Finds the columns 0…last of a row where all three barycentric weights can be non-negative, from
 * the first two weights' values at column 0 and their steps per column (the third is
 * 1 - a - b). A column of slack each side; the per-pixel test decides exactly. Long thin
 * triangles would otherwise cost their whole bounding box.
 */
function span(a0: number, da: number, b0: number, db: number, last: number): void {
  let lo = 0;
  let hi = last;
  const c0 = 1 - a0 - b0;
  const dc = -da - db;
  if (da > 1e-12) lo = math.max(lo, math.floor(-a0 / da) - 1);
  else if (da < -1e-12) hi = math.min(hi, math.ceil(-a0 / da) + 1);
  else if (a0 < -1e-9) hi = -1;
  if (db > 1e-12) lo = math.max(lo, math.floor(-b0 / db) - 1);
  else if (db < -1e-12) hi = math.min(hi, math.ceil(-b0 / db) + 1);
  else if (b0 < -1e-9) hi = -1;
  if (dc > 1e-12) lo = math.max(lo, math.floor(-c0 / dc) - 1);
  else if (dc < -1e-12) hi = math.min(hi, math.ceil(-c0 / dc) + 1);
  else if (c0 < -1e-9) hi = -1;
  // Near-degenerate triangles give huge bounds: clamp before they overflow the Int32Array.
  SPAN[0] = math.min(lo, last + 1);
  SPAN[1] = math.max(hi, -1);
}

/**
 * Fills a 2D triangle into a grid (cell centres at .5): each cell keeps the largest value seen
 * (floor shadow and occlusion maps), or with `smallest` the smallest (light depth maps). The
 * value is interpolated from the corners' values `va`, `vb`, `vc`.
 */
export function fillTriangle(
  grid: Float32Array,
  width: number,
  height: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  va: number,
  vb = va,
  vc = va,
  smallest = false,
): void {
  const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  if (math.abs(area) < 1e-12) return;
  const inv = 1 / area;
  const minX = math.max(0, math.floor(math.min(ax, bx, cx)));
  const maxX = math.min(width - 1, math.ceil(math.max(ax, bx, cx)));
  const minY = math.max(0, math.floor(math.min(ay, by, cy)));
  const maxY = math.min(height - 1, math.ceil(math.max(ay, by, cy)));
  if (minX > maxX || minY > maxY) return;
  const waDx = -(cy - by) * inv;
  const waDy = (cx - bx) * inv;
  const wbDx = -(ay - cy) * inv;
  const wbDy = (ax - cx) * inv;
  const px0 = minX + 0.5;
  const py0 = minY + 0.5;
  let waRow = ((cx - bx) * (py0 - by) - (cy - by) * (px0 - bx)) * inv;
  let wbRow = ((ax - cx) * (py0 - cy) - (ay - cy) * (px0 - cx)) * inv;
  const flat = va === vb && vb === vc;
  for (let y = minY; y <= maxY; y++) {
    span(waRow, waDx, wbRow, wbDx, maxX - minX);
    const from = SPAN[0];
    const to = SPAN[1];
    let wa = waRow + waDx * from;
    let wb = wbRow + wbDx * from;
    let i = y * width + minX + from;
    for (let x = from; x <= to; x++, i++, wa += waDx, wb += wbDx) {
      const wc = 1 - wa - wb;
      if (wa < 0 || wb < 0 || wc < 0) continue;
      const v = flat ? va : wa * va + wb * vb + wc * vc;
      if (smallest ? v < grid[i] : v > grid[i]) grid[i] = v;
    }
    waRow += waDy;
    wbRow += wbDy;
  }
}

/** Three box-blur passes in each direction: close to a Gaussian of about `radius` cells. */
export function blur(grid: Float32Array, width: number, height: number, radius: number): void {
  const r = math.max(1, math.round(radius));
  const tmp = new Float32Array(math.max(width, height));
  for (let pass = 0; pass < 3; pass++) {
    for (let y = 0; y < height; y++) boxLine(grid, y * width, 1, width, r, tmp);
    for (let x = 0; x < width; x++) boxLine(grid, x, width, height, r, tmp);
  }
}

function boxLine(
  grid: Float32Array,
  start: number,
  step: number,
  length: number,
  r: number,
  tmp: Float32Array,
): void {
  for (let i = 0; i < length; i++) tmp[i] = grid[start + i * step];
  let sum = 0;
  for (let i = -r; i <= r; i++) sum += tmp[math.min(length - 1, math.max(0, i))];
  const norm = 1 / (2 * r + 1);
  for (let i = 0; i < length; i++) {
    grid[start + i * step] = sum * norm;
    sum += tmp[math.min(length - 1, i + r + 1)] - tmp[math.max(0, i - r)];
  }
}
