import { lathe } from '../mesh/lathe.js';
import {
  mergeMeshes,
  placeOnPlate,
  rotateX,
  rotateY,
  translate,
  type Mesh,
} from '@pitstop/mesh-render';
import { roundCorners, roundedRect } from '../mesh/polygon.js';
import { sweep } from '../mesh/sweep.js';
import { cylinder, roundedBox, sideProfile, slab, sphere, tubeRing } from './parts.js';

/**
 * Parts drawn lying on their back (z = out of the dash, towards the phone) are stood up facing
 * the driver (-y) with this.
 */
function standUp(mesh: Mesh): Mesh {
  return placeOnPlate(rotateX(mesh, 90));
}

/** A ball stud on the back (z < 0) for a 17 mm ball-joint mount. */
function ballStud(): Mesh {
  return mergeMeshes(
    cylinder(6, -11, 0.5, 0.6, 40),
    sphere(8.5, [0, 0, -16], 48),
    tubeRing(6, 13, -2.2, 0.5, 0.8, 48),
  );
}

/** A phone cradle: back plate, a ledge with a lip, spring-style side arms, a ball stud behind. */
export function phoneCradle(): Mesh {
  const plate = slab(roundedRect(72, 58, 8, 8), 4, 1.2);
  const ledge = translate(
    sideProfile(
      roundCorners(
        [
          [-4, 0],
          [4, 0],
          [4, 13],
          [1.5, 16],
          [-1.5, 16],
          [-1.5, 4],
          [-4, 4],
        ],
        [0.6, 1, 1, 0.8, 0.8, 1.2, 0.6],
        true,
        4,
      ),
      56,
      1,
    ),
    0,
    -26,
    0,
  );
  const arm = (side: number) => {
    // An arm in the x-z plane: out from the plate edge, then hooked back in over the phone.
    const path = roundCorners(
      [
        [side * 30, 2],
        [side * 40, 2],
        [side * 40, 14],
        [side * 35, 16.5],
      ],
      [0, 3, 2.5, 0],
      false,
      6,
    ).map(([x, z]) => [x, 0, z] as const);
    const section = roundCorners(
      [
        [-1.6, -11],
        [1.6, -11],
        [1.6, 11],
        [-1.6, 11],
      ],
      1.2,
      true,
      3,
    );
    return sweep(section, path, { up: [0, 1, 0] });
  };
  return standUp(mergeMeshes(plate, ledge, arm(-1), arm(1), ballStud()));
}

/** A magnetic puck mount: a ring-magnet disc on a short arm with a ball stud. */
export function magneticPuckMount(): Mesh {
  const disc = lathe(
    roundCorners(
      [
        [0, 0],
        [31, 0],
        [31, 6],
        [26, 6],
        [26, 4.8],
        [17, 4.8],
        [17, 6],
        [0, 6],
      ],
      [0, 1, 1.8, 0.5, 0.4, 0.4, 0.5, 0],
      false,
      4,
    ),
    { segments: 128 },
  );
  const neck = cylinder(7, -14, 0.5, 1, 48);
  return standUp(mergeMeshes(disc, neck, sphere(8.5, [0, 0, -19], 48)));
}

/** A dash-cam mount: an adhesive pad, a hinge knuckle and a slide-in camera plate. */
export function dashCamMount(): Mesh {
  const pad = slab(roundedRect(46, 30, 6, 6), 3.5, 1.2);
  const knuckles = [-8, 8].map((x) => translate(rotateY(cylinder(6, -3, 3, 0.8, 40), 90), x, 0, 9));
  const risers = [-8, 8].map((x) => translate(roundedBox(6, 12, 9, 2, 0.6), x, 0, 3));
  const arm = translate(rotateX(roundedBox(9.6, 12, 26, 2, 0.8), -35), 0, 0, 8);
  const tilt = (35 * Math.PI) / 180;
  const armTop: [number, number, number] = [0, 26 * Math.sin(tilt), 8 + 26 * Math.cos(tilt)];
  const rail = translate(
    rotateX(roundedBox(38, 26, 4, 3, 1), -35),
    armTop[0],
    armTop[1],
    armTop[2],
  );
  return placeOnPlate(mergeMeshes(pad, ...risers, ...knuckles, arm, rail));
}

/** A vent clip: two prongs that pinch a louvre, a front puck (magnet or air freshener). */
export function ventClip(): Mesh {
  const prongs = sideProfile(
    roundCorners(
      [
        [0, -7],
        [30, -7],
        [32, -5.5],
        [30, -4.2],
        [6, -3.4],
        [6, 3.4],
        [30, 4.2],
        [32, 5.5],
        [30, 7],
        [0, 7],
      ],
      [1, 1, 0.8, 0.6, 0.8, 0.8, 0.6, 0.8, 1, 1],
      true,
      4,
    ),
    14,
    1,
  );
  const puck = translate(
    rotateX(
      lathe(
        roundCorners(
          [
            [0, 0],
            [20, 0],
            [20, 5],
            [0, 7],
          ],
          [0, 1.2, 3, 0],
          false,
          6,
        ),
        { segments: 96 },
      ),
      90,
    ),
    0,
    1,
    0,
  );
  return placeOnPlate(mergeMeshes(prongs, puck));
}
