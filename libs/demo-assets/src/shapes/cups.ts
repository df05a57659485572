import { lathe } from '../mesh/lathe.js';
import { mergeMeshes, rotateX, rotateZ, translate, type Mesh } from '@pitstop/mesh-render';
import { densify, roundCorners, type Vec2 } from '../mesh/polygon.js';
import { sweep } from '../mesh/sweep.js';
import { sideProfile } from './parts.js';

/** Vertical friction ribs on an outer wall between z0 and z1. */
function ribbed(count: number, depth: number, z0: number, z1: number) {
  return (r: number, z: number, angle: number): Vec2 => {
    if (z < z0 || z > z1) return [r, z];
    const rib = Math.max(0, Math.cos(angle * count)) ** 6;
    return [r + depth * rib, z];
  };
}

/** A cup-holder insert: tapered, ribbed outer wall, a lip that rests on the console, a base. */
export function cupHolderInsert(): Mesh {
  const points: Vec2[] = [
    [0, 0],
    [35, 0],
    [36.5, 58],
    [41.5, 59],
    [41.5, 63],
    [34.4, 63],
    [33, 3],
    [0, 3],
  ];
  const profile = roundCorners(points, [0, 3, 0.8, 0.8, 1.2, 1.2, 2, 0], false, 5);
  return lathe(densify(profile, 4), { segments: 144, reshape: ribbed(18, 0.9, 4, 56) });
}

/** A cup-holder expander: a ribbed plug for the stock holder under a wide cup for big bottles. */
export function cupHolderExpander(): Mesh {
  const points: Vec2[] = [
    [0, 0],
    [34, 0],
    [34, 52],
    [49, 68],
    [50, 128],
    [52.5, 129],
    [52.5, 132],
    [47.6, 132],
    [46.8, 72],
    [0, 72],
  ];
  const profile = roundCorners(points, [0, 3, 6, 10, 1, 0.8, 1.2, 1.2, 3, 0], false, 6);
  return lathe(densify(profile, 4), { segments: 144, reshape: ribbed(16, 1, 4, 50) });
}

/** The cup a 52 mm gauge slides into, axis along z, open at the top, a cable hole behind. */
export function gaugeCup(depth = 44): Mesh {
  const points: Vec2[] = [
    [6, 0],
    [29, 0],
    [29, depth - 2],
    [30.4, depth - 1.4],
    [30.4, depth],
    [26.3, depth],
    [26.3, 2.5],
    [6, 2.5],
  ];
  return lathe(roundCorners(points, [0.6, 3, 0.6, 0.5, 0.6, 0.6, 1, 0.6], true, 4), {
    segments: 96,
    loop: true,
  });
}

/** A rounded strip bent along an arc (a base plate following the dash's curve). */
function curvedPlate(width: number, length: number, thickness: number, bendRadius: number): Mesh {
  const half = length / 2 / bendRadius;
  const steps = 24;
  const path = Array.from({ length: steps + 1 }, (_, i) => {
    const a = -half + (2 * half * i) / steps;
    return [0, bendRadius * Math.sin(a), bendRadius * (Math.cos(a) - 1)] as const;
  });
  const section = roundCorners(
    [
      [-width / 2, -thickness / 2],
      [width / 2, -thickness / 2],
      [width / 2, thickness / 2],
      [-width / 2, thickness / 2],
    ],
    Math.min(1.2, thickness / 2.2),
    true,
    3,
  );
  return sweep(section, path, { up: [0, 0, 1] });
}

/** Two 52 mm gauges on the dash: cups tilted towards the driver on a wedge, on a curved plate. */
export function dualGaugePod(): Mesh {
  const plate = translate(curvedPlate(150, 80, 3.2, 240), 0, 0, 1.6);
  const wedge = sideProfile(
    roundCorners(
      [
        [-26, 0],
        [30, 0],
        [30, 12],
        [-2, 46],
        [-26, 30],
      ],
      [2, 2, 6, 8, 4],
      true,
      5,
    ),
    132,
    2.5,
  );
  const cups = [-1, 1].map((side) =>
    translate(rotateZ(rotateX(gaugeCup(), 58), -side * 7), side * 33, -4, 20),
  );
  return mergeMeshes(plate, wedge, ...cups);
}

/** An A-pillar pod: a curved trim strip with two gauge cups stacked along it. */
export function pillarGaugePod(): Mesh {
  const steps = 28;
  const radius = 420;
  const path = Array.from({ length: steps + 1 }, (_, i) => {
    const a = -0.3 + (0.6 * i) / steps;
    return [0, radius * (1 - Math.cos(a)), 210 + radius * Math.sin(a)] as const;
  });
  const section = roundCorners(
    [
      [-34, -3],
      [34, -3],
      [30, 6],
      [-30, 6],
    ],
    [2, 2, 5, 5],
    true,
    4,
  );
  const strip = sweep(section, path, { up: [0, -1, 0] });
  const cups = [146, 218].map((z) => {
    const y = radius * (1 - Math.cos(Math.asin((z - 210) / radius))) + 2;
    return translate(rotateX(gaugeCup(40), 80), 0, y, z);
  });
  return mergeMeshes(strip, ...cups);
}

/** A single gauge in a round air vent: the cup in front of a finned plug that grips the vent. */
export function ventGaugePod(): Mesh {
  const cup = translate(rotateX(gaugeCup(42), 90), 0, 0, 40);
  const plug = lathe(
    roundCorners(
      [
        [0, 0],
        [27, 0],
        [27, 26],
        [0, 26],
      ],
      [0, 1.5, 1.5, 0],
      false,
      4,
    ),
    {
      segments: 96,
      reshape: (r, z, angle) => [r > 20 ? r - 2.2 * (Math.cos(angle * 8) > 0.6 ? 0 : 1) : r, z],
    },
  );
  return mergeMeshes(cup, translate(rotateX(plug, -90), 0, 0, 40));
}
