import { mergeMeshes, translate, type Mesh } from '@pitstop/mesh-render';
import { circle, roundedRect, type Vec2 } from '../mesh/polygon.js';
import { raisedText } from './lettering.js';
import { ringSlab, roundedBox, tubeRing } from './parts.js';

/** `outline` moved by (dx, dy). */
function shifted(outline: readonly Vec2[], dx: number, dy: number): Vec2[] {
  return outline.map(([x, y]) => [x + dx, y + dy]);
}

/**
 * A US licence plate frame (plate 12 × 6 in): a thin top and sides, a deeper bottom bar with
 * raised lettering, four countersunk screw bosses. Lies flat, face up.
 */
export function licensePlateFrame(): Mesh {
  const outer = roundedRect(322, 170, 12, 8);
  const window = shifted(roundedRect(296, 128, 6, 8), 0, 10);
  const frame = ringSlab(outer, window, 5, 2);
  const bosses = [
    [-120, 58],
    [120, 58],
    [-120, -58],
    [120, -58],
  ].map(([x, y]) => translate(tubeRing(3.4, 7.5, 0, 1.4, 0.6, 40), x, y, 0));
  const text = translate(raisedText('PRINT. WRENCH. RIP.', 12, 2.2, 1.4), 0, -67, 5);
  // The bosses sit in the window over the plate's screw holes, below the frame's face.
  return mergeMeshes(frame, ...bosses, text);
}

/** A honeycomb grille insert: hexagon cells inside a rounded frame. */
export function honeycombGrille(): Mesh {
  const width = 180;
  const height = 72;
  const frame = ringSlab(
    roundedRect(width, height, 14, 8),
    roundedRect(width - 8, height - 8, 10, 8),
    9,
    1.2,
  );
  const cell = 10;
  const wall = 1.8;
  const cells: Mesh[] = [];
  const dx = cell * Math.sqrt(3);
  const dy = cell * 1.5;
  for (let row = -3; row <= 3; row++) {
    for (let col = -6; col <= 6; col++) {
      const x = col * dx + (row % 2 === 0 ? 0 : dx / 2);
      const y = row * dy;
      if (Math.abs(x) > width / 2 - cell * 0.9 || Math.abs(y) > height / 2 - cell * 0.9) continue;
      const outer = shifted(circle(cell, 6, 30), x, y);
      const inner = shifted(circle(cell - wall, 6, 30), x, y);
      cells.push(ringSlab(outer, inner, 7, 0.6));
    }
  }
  return mergeMeshes(frame, ...cells);
}

/** A fog-light bezel: a stadium-shaped ring with three slats and a round lamp surround. */
export function fogLightBezel(): Mesh {
  const outer = roundedRect(170, 72, 30, 10);
  const inner = roundedRect(158, 60, 24, 10);
  const ring = ringSlab(outer, inner, 8, 2.4);
  const lamp = translate(tubeRing(21, 27, 0, 10, 1.6, 72), -48, 0, 0);
  const slats = [-15, 0, 15].map((y) => translate(roundedBox(88, 5, 6.5, 2.2, 1.6), 26, y, 0));
  return mergeMeshes(ring, lamp, ...slats);
}
