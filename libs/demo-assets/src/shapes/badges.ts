import { mergeMeshes, translate, type Mesh } from '@pitstop/mesh-render';
import {
  counterClockwise,
  offsetOutline,
  roundCorners,
  roundedRect,
  type Vec2,
} from '../mesh/polygon.js';
import { raisedText, textWidth } from './lettering.js';
import { ringSlab, slab } from './parts.js';

/** An emblem plate: a base, a raised rim following its outline, and whatever sits inside. */
function emblemPlate(shape: Vec2[], rim: number, inside: Mesh[]): Mesh {
  const outline = counterClockwise(shape);
  const base = slab(outline, 2.2, 0.8);
  const hole = offsetOutline(outline, rim);
  const border = translate(ringSlab(outline, hole, 1.6, 0.7), 0, 0, 1.6);
  return mergeMeshes(base, border, ...inside.map((m) => translate(m, 0, 0, 1.9)));
}

/** Three raised chevrons in a stretched-hexagon emblem (a grille or hatch badge). */
export function chevronBadge(): Mesh {
  const outline = roundCorners(
    [
      [-44, 0],
      [-32, -14],
      [32, -14],
      [44, 0],
      [32, 14],
      [-32, 14],
    ],
    3,
    true,
    5,
  );
  const chevron = (x: number) =>
    slab(
      roundCorners(
        [
          [x - 6, -8],
          [x, -8],
          [x + 8, 0],
          [x, 8],
          [x - 6, 8],
          [x + 2, 0],
        ],
        0.8,
        true,
        3,
      ),
      1.6,
      0.5,
    );
  return emblemPlate(outline, 2.4, [chevron(-17), chevron(-3), chevron(11)]);
}

/** A shield with a raised lightning bolt. */
export function boltShieldBadge(): Mesh {
  const outline = roundCorners(
    [
      [-22, 20],
      [22, 20],
      [22, -2],
      [0, -26],
      [-22, -2],
    ],
    [4, 4, 10, 6, 10],
    true,
    6,
  );
  const bolt = slab(
    roundCorners(
      [
        [3, 16],
        [-9, -1],
        [-1, -1],
        [-4, -17],
        [9, 3],
        [1, 3],
      ],
      0.7,
      true,
      3,
    ),
    2.8,
    1,
  );
  return emblemPlate(outline, 2.4, [bolt]);
}

/** A lettered badge plate (rounded rectangle) with raised letters. */
export function letteredBadge(text: string): Mesh {
  const cap = 12;
  const width = textWidth(text, cap) + 16;
  const outline = roundedRect(width, cap + 10, 5, 6);
  return emblemPlate(outline, 1.8, [raisedText(text, cap, 2.1, 1.5)]);
}

/** A smooth badge-delete plate with a chamfered rim. */
export function badgeDeletePlate(): Mesh {
  return slab(roundedRect(96, 30, 12, 10), 3, 1.4);
}
