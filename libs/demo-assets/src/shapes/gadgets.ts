import { lathe } from '../mesh/lathe.js';
import {
  mergeMeshes,
  placeOnPlate,
  rotateX,
  rotateZ,
  translate,
  type Mesh,
} from '@pitstop/mesh-render';
import { circle, densify, roundCorners, roundedRect, type Vec2 } from '../mesh/polygon.js';
import { cylinder, ringSlab, roundedBox, sideProfile, slab, sphere, tubeRing } from './parts.js';

/** A switch panel: a bevelled plate with four toggle switches in raised bezels. */
export function switchPanel(): Mesh {
  const plate = slab(roundedRect(124, 44, 6, 6), 4, 1.4);
  const switches = [-42, -14, 14, 42].flatMap((x, i) => {
    const bezel = translate(tubeRing(6.2, 9.5, 0, 3, 1, 48), x, 4, 3.6);
    const nut = translate(cylinder(6.4, 0, 2.4, 0.4, 6), x, 4, 5.6);
    const lever = translate(rotateX(cylinder(2.2, 0, 15, 1, 24), i % 2 === 0 ? -24 : 24), x, 4, 7);
    const label = translate(roundedBox(16, 5, 0.8, 1, 0.3), x, -13, 3.7);
    return [bezel, nut, lever, label];
  });
  return mergeMeshes(plate, ...switches);
}

/** A 6.5 in speaker adapter ring: a flat ring with four mounting ears and a gasket lip. */
export function speakerAdapterRing(): Mesh {
  const ring = lathe(
    roundCorners(
      [
        [71, 0],
        [86, 0],
        [86, 8],
        [76.5, 8],
        [76.5, 10.5],
        [74, 10.5],
        [74, 8],
        [71, 8],
      ],
      [0.6, 1, 1.2, 0.4, 0.6, 0.6, 0.4, 0.8],
      true,
      3,
    ),
    {
      segments: 192,
      loop: true,
      // Four ears for the door's screw holes.
      reshape: (r, z, angle) => {
        if (r < 85) return [r, z];
        const ear = Math.max(0, Math.cos(2 * (angle - Math.PI / 4))) ** 24;
        return [r + 9 * ear, z];
      },
    },
  );
  const bosses = [45, 135, 225, 315].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return translate(tubeRing(2.4, 5, 0, 9.4, 0.6, 32), 90 * Math.cos(a), 90 * Math.sin(a), 0);
  });
  return mergeMeshes(ring, ...bosses);
}

/**
 * Nylon-style trim removal tools: a flat pry bar and a forked clip popper, with finger grips.
 */
export function trimToolSet(): Mesh {
  /** Side outline of a lever: a 110 mm handle with a scalloped grip, then a tapering blade. */
  const lever = (bladeLength: number): Vec2[] => {
    const handle = 110;
    const grip = densify(
      [
        [handle, 0],
        [0, 0],
      ],
      6,
    ).map(([x]) => [x, 9 + 0.8 * Math.sin(x / 6)] as Vec2);
    return [[0, 0], [handle, 0], [handle + bladeLength, 3.2], [handle + bladeLength, 4.4], ...grip];
  };
  const pry = sideProfile(roundCorners(lever(42), 1.2, true, 3), 20, 1.6);
  const fork = mergeMeshes(
    sideProfile(roundCorners(lever(10), 1.2, true, 3), 22, 1.6),
    ...[-7, 7].map((x) =>
      translate(
        sideProfile(
          roundCorners(
            [
              [118, 0],
              [152, 2.8],
              [152, 4],
              [118, 8],
            ],
            1,
            true,
            3,
          ),
          7,
          1,
        ),
        x,
        0,
        0,
      ),
    ),
  );
  return placeOnPlate(mergeMeshes(translate(pry, -17, -80, 0), translate(fork, 17, -68, 0)));
}

/** A socket rail: a base rail with posts for 3/8 in sockets, each with a ball-detent ring. */
export function socketRail(): Mesh {
  const rail = roundedBox(230, 26, 8, 4, 1.6);
  const posts = Array.from({ length: 8 }, (_, i) => {
    const x = -98 + i * 28;
    const post = lathe(
      roundCorners(
        [
          [0, 0],
          [7.5, 0],
          [7.5, 14],
          [5.5, 16],
          [5.5, 19],
          [5, 20],
          [0, 20],
        ],
        [0, 0.5, 1, 0.6, 0.5, 0.5, 0],
        false,
        4,
      ),
      { segments: 48 },
    );
    return translate(mergeMeshes(post, sphere(1.6, [5.4, 0, 17.5], 16)), x, 0, 7.5);
  });
  return mergeMeshes(rail, ...posts);
}

/** A replacement key fob shell: a pebble with three buttons and a key-ring loop. */
export function keyFobShell(): Mesh {
  const pebble = roundCorners(
    [
      [-30, -17],
      [26, -19],
      [34, 0],
      [26, 19],
      [-30, 17],
      [-36, 0],
    ],
    [10, 12, 14, 12, 10, 12],
    true,
    8,
  );
  const body = slab(pebble, 12, 5);
  const buttons = [-14, 2, 18].map((x) =>
    translate(
      lathe(
        roundCorners(
          [
            [0, 0],
            [6, 0],
            [6, 1.2],
            [0, 2.4],
          ],
          [0, 0.3, 1.5, 0],
          false,
          5,
        ),
        { segments: 40 },
      ),
      x,
      0,
      11.6,
    ),
  );
  const loop = translate(ringSlab(circle(9, 40, 0), circle(5, 40, 0), 6, 1.2), -40, 0, 3);
  return mergeMeshes(body, ...buttons, loop);
}

/** A light-bar bracket pair: L brackets with gussets and a slotted boss, bolt-on. */
export function lightBarBrackets(): Mesh {
  const bracket = () => {
    const l = sideProfile(
      roundCorners(
        [
          [0, 0],
          [48, 0],
          [48, 6],
          [6, 6],
          [6, 52],
          [0, 52],
        ],
        [1, 1, 1, 4, 1, 1],
        true,
        4,
      ),
      30,
      1.2,
    );
    const gussets = [-12, 12].map((x) =>
      translate(
        sideProfile(
          roundCorners(
            [
              [5, 5],
              [36, 5],
              [5, 36],
            ],
            2,
            true,
            4,
          ),
          4,
          0.8,
        ),
        x,
        0,
        0,
      ),
    );
    const boss = translate(tubeRing(4.2, 8.5, 0, 2, 0.6, 40), 0, 30, 6);
    const standing = translate(rotateX(tubeRing(4.2, 8.5, 0, 2, 0.6, 40), -90), 0, 6, 34);
    return mergeMeshes(l, ...gussets, boss, standing);
  };
  return mergeMeshes(
    translate(bracket(), -24, 0, 0),
    translate(rotateZ(bracket(), 180), 24, 40, 0),
  );
}
