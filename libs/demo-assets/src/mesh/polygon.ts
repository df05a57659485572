/** 2D helpers for profiles (r, z) and outlines (x, y). */
export type Vec2 = readonly [number, number];

/** Points on a circle, counter-clockwise, starting at `startDegrees`. */
export function circle(radius: number, count: number, startDegrees = 0): Vec2[] {
  const start = (startDegrees * Math.PI) / 180;
  return Array.from({ length: count }, (_, i) => {
    const a = start + (i / count) * Math.PI * 2;
    return [radius * Math.cos(a), radius * Math.sin(a)] as const;
  });
}

/**
 * A rounded rectangle centred on the origin, counter-clockwise. Two calls with the same
 * `cornerSteps` give the same number of points in corresponding places (rings need that).
 */
export function roundedRect(
  width: number,
  height: number,
  radius: number,
  cornerSteps = 6,
): Vec2[] {
  const r = Math.min(radius, width / 2 - 1e-3, height / 2 - 1e-3);
  const hx = width / 2 - r;
  const hy = height / 2 - r;
  const corners: [number, number, number][] = [
    [hx, -hy, -90],
    [hx, hy, 0],
    [-hx, hy, 90],
    [-hx, -hy, 180],
  ];
  const points: Vec2[] = [];
  for (const [cx, cy, from] of corners) {
    for (let i = 0; i <= cornerSteps; i++) {
      const a = ((from + (90 * i) / cornerSteps) * Math.PI) / 180;
      points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return points;
}

/** Splits segments longer than `maxStep` (knurls and dimples need points to move). */
export function densify(points: readonly Vec2[], maxStep: number, closed = false): Vec2[] {
  const out: Vec2[] = [];
  const n = points.length;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / maxStep));
    for (let k = 0; k < steps; k++) {
      out.push([a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps]);
    }
  }
  if (!closed) out.push(points[n - 1]);
  return out;
}

/** Twice the signed area: positive for counter-clockwise outlines. */
export function signedArea2(points: readonly Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

export function counterClockwise(points: readonly Vec2[]): Vec2[] {
  return signedArea2(points) < 0 ? [...points].reverse() : [...points];
}

/**
 * Replaces corners by circular arcs (printed parts have no knife edges, and rounded edges
 * catch the light). `radius` is one value or one per point (0 keeps that corner sharp). An open
 * polyline keeps its end points.
 */
export function roundCorners(
  points: readonly Vec2[],
  radius: number | readonly number[],
  closed: boolean,
  arcSteps = 6,
): Vec2[] {
  const n = points.length;
  const out: Vec2[] = [];
  for (let i = 0; i < n; i++) {
    const r = typeof radius === 'number' ? radius : radius[i];
    const atEnd = !closed && (i === 0 || i === n - 1);
    if (atEnd || r <= 0) {
      out.push(points[i]);
      continue;
    }
    const p = points[i];
    const a = points[(i - 1 + n) % n];
    const b = points[(i + 1) % n];
    const ux = a[0] - p[0];
    const uy = a[1] - p[1];
    const vx = b[0] - p[0];
    const vy = b[1] - p[1];
    const lu = Math.hypot(ux, uy);
    const lv = Math.hypot(vx, vy);
    const cos = (ux * vx + uy * vy) / (lu * lv);
    const angle = Math.acos(Math.max(-1, Math.min(1, cos)));
    if (angle > Math.PI - 1e-3 || angle < 1e-3) {
      out.push(p);
      continue;
    }
    // Tangent length, limited so neighbouring fillets never overlap.
    let t = r / Math.tan(angle / 2);
    t = Math.min(t, lu * 0.49, lv * 0.49);
    const rr = t * Math.tan(angle / 2);
    const dux = ux / lu;
    const duy = uy / lu;
    const dvx = vx / lv;
    const dvy = vy / lv;
    const bx = dux + dvx;
    const by = duy + dvy;
    const bl = Math.hypot(bx, by);
    const d = rr / Math.sin(angle / 2);
    const cx = p[0] + (bx / bl) * d;
    const cy = p[1] + (by / bl) * d;
    const a0 = Math.atan2(p[1] + duy * t - cy, p[0] + dux * t - cx);
    let a1 = Math.atan2(p[1] + dvy * t - cy, p[0] + dvx * t - cx);
    if (a1 - a0 > Math.PI) a1 -= Math.PI * 2;
    if (a1 - a0 < -Math.PI) a1 += Math.PI * 2;
    for (let s = 0; s <= arcSteps; s++) {
      const ang = a0 + ((a1 - a0) * s) / arcSteps;
      out.push([cx + rr * Math.cos(ang), cy + rr * Math.sin(ang)]);
    }
  }
  return out;
}

/**
 * Moves every point of a closed outline `distance` to its left (inwards for a
 * counter-clockwise outline), mitred. Good for the small insets of bevels.
 */
export function offsetOutline(points: readonly Vec2[], distance: number): Vec2[] {
  const n = points.length;
  return points.map((p, i) => {
    const a = points[(i - 1 + n) % n];
    const b = points[(i + 1) % n];
    const n1 = leftNormal(a, p);
    const n2 = leftNormal(p, b);
    let mx = n1[0] + n2[0];
    let my = n1[1] + n2[1];
    const ml = Math.hypot(mx, my) || 1;
    mx /= ml;
    my /= ml;
    const cos = mx * n1[0] + my * n1[1];
    const miter = distance / Math.max(cos, 0.35);
    return [p[0] + mx * miter, p[1] + my * miter] as const;
  });
}

function leftNormal(a: Vec2, b: Vec2): Vec2 {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  return [-dy / l, dx / l];
}

/** Ear clipping of a simple counter-clockwise outline: index triples, counter-clockwise. */
export function triangulate(points: readonly Vec2[]): [number, number, number][] {
  const remaining = points.map((_, i) => i);
  const triangles: [number, number, number][] = [];
  const cross = (a: Vec2, b: Vec2, c: Vec2) =>
    (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const inside = (p: Vec2, a: Vec2, b: Vec2, c: Vec2) =>
    cross(a, b, p) > 1e-12 && cross(b, c, p) > 1e-12 && cross(c, a, p) > 1e-12;
  let guard = 0;
  while (remaining.length > 3 && guard++ < 100_000) {
    const m = remaining.length;
    let clipped = false;
    for (let k = 0; k < m; k++) {
      const ia = remaining[(k - 1 + m) % m];
      const ib = remaining[k];
      const ic = remaining[(k + 1) % m];
      const a = points[ia];
      const b = points[ib];
      const c = points[ic];
      if (cross(a, b, c) <= 1e-12) continue;
      let blocked = false;
      for (const j of remaining) {
        if (j === ia || j === ib || j === ic) continue;
        if (inside(points[j], a, b, c)) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      triangles.push([ia, ib, ic]);
      remaining.splice(k, 1);
      clipped = true;
      break;
    }
    if (clipped) continue;
    // No proper ear: clip a point that lies on a straight run as a zero-area triangle, which
    // keeps the cap's edges matched with the walls' (no T-junction).
    const k = remaining.findIndex(
      (ib, idx) =>
        Math.abs(
          cross(points[remaining[(idx - 1 + m) % m]], points[ib], points[remaining[(idx + 1) % m]]),
        ) <= 1e-9,
    );
    const at = Math.max(k, 0);
    triangles.push([remaining[(at - 1 + m) % m], remaining[at], remaining[(at + 1) % m]]);
    remaining.splice(at, 1);
  }
  if (remaining.length === 3) triangles.push([remaining[0], remaining[1], remaining[2]]);
  return triangles;
}
