import { mergeMeshes, translate, type Mesh } from '@pitstop/mesh-render';
import { roundCorners, type Vec2 } from '../mesh/polygon.js';
import { sweep } from '../mesh/sweep.js';
import { cylinder } from './parts.js';

/**
 * A small single-stroke font for raised lettering: each glyph is a few polylines in a cell 4
 * wide and 6 tall (y up). Arcs are written as ['arc', cx, cy, r, fromDeg, toDeg].
 */
type Arc = ['arc', number, number, number, number, number];
type Stroke = (Vec2 | Arc)[];

const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
    [
      [0.7, 2],
      [3.3, 2],
    ],
  ],
  B: [
    [
      [0, 3.1],
      [0, 6],
      [2.5, 6],
      ['arc', 2.5, 4.55, 1.45, 90, -90],
      [0, 3.1],
      [2.7, 3.1],
      ['arc', 2.7, 1.55, 1.55, 90, -90],
      [0, 0],
      [0, 3.1],
    ],
  ],
  C: [[['arc', 2.2, 3, 3, 60, 300]]],
  D: [
    [
      [0, 0],
      [0, 6],
      [1.6, 6],
      ['arc', 1.6, 3, 3, 90, -90],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 6],
      [0, 6],
      [0, 0],
      [4, 0],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 6],
      [0, 6],
      [0, 0],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      ['arc', 2.2, 3, 3, 60, 340],
      [4.3, 2.4],
      [2.6, 2.4],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [2, 0],
      [2, 6],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 6],
      [0, 2.2],
    ],
    [
      [1.3, 3.2],
      [4, 0],
    ],
  ],
  L: [
    [
      [0, 6],
      [0, 0],
      [3.6, 0],
    ],
  ],
  M: [
    [
      [0, 0],
      [0, 6],
      [2, 2.5],
      [4, 6],
      [4, 0],
    ],
  ],
  N: [
    [
      [0, 0],
      [0, 6],
      [4, 0],
      [4, 6],
    ],
  ],
  O: [[['arc', 2, 3, 2.9, 90, 450]]],
  P: [
    [
      [0, 0],
      [0, 6],
      [2.4, 6],
      ['arc', 2.4, 4.4, 1.6, 90, -90],
      [0, 2.8],
    ],
  ],
  R: [
    [
      [0, 0],
      [0, 6],
      [2.4, 6],
      ['arc', 2.4, 4.4, 1.6, 90, -90],
      [0, 2.8],
    ],
    [
      [1.9, 2.8],
      [4, 0],
    ],
  ],
  S: [
    [
      ['arc', 2, 4.5, 1.5, 20, 270],
      ['arc', 2, 1.5, 1.5, 90, -160],
    ],
  ],
  T: [
    [
      [0, 6],
      [4, 6],
    ],
    [
      [2, 6],
      [2, 0],
    ],
  ],
  U: [
    [
      [0, 6],
      [0, 2],
      ['arc', 2, 2, 2, 180, 360],
      [4, 6],
    ],
  ],
  V: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
  ],
  W: [
    [
      [0, 6],
      [1, 0],
      [2, 4],
      [3, 0],
      [4, 6],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [0, 6],
      [4, 0],
    ],
  ],
  Y: [
    [
      [0, 6],
      [2, 3],
      [4, 6],
    ],
    [
      [2, 3],
      [2, 0],
    ],
  ],
  4: [
    [
      [3, 0],
      [3, 6],
      [0, 1.8],
      [4, 1.8],
    ],
  ],
  '.': [
    [
      [1.8, 0.2],
      [2.2, 0.2],
    ],
  ],
  '-': [
    [
      [0.8, 3],
      [3.2, 3],
    ],
  ],
};

function expand(stroke: Stroke): Vec2[] {
  const points: Vec2[] = [];
  for (const item of stroke) {
    if (item[0] !== 'arc') {
      points.push(item as Vec2);
      continue;
    }
    const [, cx, cy, r, from, to] = item as Arc;
    const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 12));
    for (let i = 0; i <= steps; i++) {
      const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
      points.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  // Drop repeated points: a sweep needs a direction at every point.
  return points.filter(
    (p, i) => i === 0 || Math.hypot(p[0] - points[i - 1][0], p[1] - points[i - 1][1]) > 1e-6,
  );
}

/** Width of `text` in glyph cells (the cell is 4 wide plus 1.6 spacing). */
export function textWidth(text: string, capHeight: number): number {
  const s = capHeight / 6;
  return (text.length * 5.6 - 1.6) * s;
}

/** Splits a polyline where it turns sharply: a sweep cannot turn on the spot. */
function splitAtSharpCorners(points: Vec2[]): Vec2[][] {
  const pieces: Vec2[][] = [];
  let current: Vec2[] = [points[0]];
  for (let i = 1; i < points.length; i++) {
    current.push(points[i]);
    if (i === points.length - 1) break;
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const [cx, cy] = points[i + 1];
    const turn = Math.abs(
      Math.atan2(
        (bx - ax) * (cy - by) - (by - ay) * (cx - bx),
        (bx - ax) * (cx - bx) + (by - ay) * (cy - by),
      ),
    );
    if (turn > (70 * Math.PI) / 180) {
      pieces.push(current);
      current = [points[i]];
    }
  }
  pieces.push(current);
  return pieces.filter((piece) => piece.length >= 2);
}

/**
 * Raised single-stroke lettering standing on z = 0, centred on the origin: `capHeight` tall,
 * strokes `weight` wide and `height` high, with round ends and joints and rounded top edges.
 */
export function raisedText(text: string, capHeight: number, weight: number, height: number): Mesh {
  const s = capHeight / 6;
  const left = -textWidth(text, capHeight) / 2;
  const w = weight / 2;
  const edge = Math.min(w * 0.8, height * 0.5);
  const section = roundCorners(
    [
      [-w, 0],
      [w, 0],
      [w, height],
      [-w, height],
    ],
    [0, 0, edge, edge],
    true,
    3,
  );
  const dot = cylinder(w, 0, height, edge, 24);
  const parts: Mesh[] = [];
  [...text.toUpperCase()].forEach((ch, i) => {
    for (const stroke of GLYPHS[ch] ?? []) {
      const points = expand(stroke).map(
        ([x, y]) => [left + (i * 5.6 + x) * s, (y - 3) * s] as Vec2,
      );
      for (const piece of splitAtSharpCorners(points)) {
        const path = roundCorners(piece, weight * 0.3, false, 2).map(
          ([x, y]) => [x, y, 0] as const,
        );
        parts.push(sweep(section, path, { up: [0, 0, 1] }));
        for (const [x, y] of [piece[0], piece[piece.length - 1]])
          parts.push(translate(dot, x, y, 0));
      }
    }
  });
  return mergeMeshes(...parts);
}
