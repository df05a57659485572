import { lathe } from '../mesh/lathe.js';
import {
  mergeMeshes,
  placeOnPlate,
  rotateY,
  rotateZ,
  translate,
  type Mesh,
} from '@pitstop/mesh-render';
import { roundCorners, type Vec2 } from '../mesh/polygon.js';
import { profileArc } from './parts.js';

/**
 * A fir-tree trim clip (door cards, splash guards): barbed shank, a sealing skirt, a domed head.
 * About 24 mm tall.
 */
export function firTreeClip(): Mesh {
  const points: Vec2[] = [[0, 0]];
  const radii: number[] = [0];
  points.push([1.6, 0.2]);
  radii.push(0.8);
  let z = 1.2;
  for (let k = 0; k < 5; k++) {
    const reach = 4.9 - k * 0.18;
    points.push([1.9, z], [reach, z + 2.5], [1.9, z + 2.7]);
    radii.push(0.3, 0.25, 0.2);
    z += 2.9;
  }
  points.push(
    [2.2, 16],
    [8.8, 19.2],
    [9.1, 19.9],
    [3.2, 18.8],
    [3.2, 20.6],
    [10.5, 20.6],
    [10.5, 22],
  );
  radii.push(0.6, 0.5, 0.3, 0.6, 0.3, 0.5, 0.8);
  const head = profileArc(-14, 37.5, 16.3, 0, 10);
  const profile = [...roundCorners(points, radii, false, 3), ...head.slice(1)];
  return lathe(profile, { segments: 64 });
}

/** A push rivet: flat head, split-look shank with a centre pin standing proud. */
export function pushRivet(): Mesh {
  const points: Vec2[] = [
    [0, 0],
    [3.2, 0],
    [3.6, 1],
    [3.3, 11],
    [4.2, 12.5],
    [4.2, 13],
    [9.5, 13],
    [10, 14.2],
    [9, 15.2],
    [2.6, 15.4],
    [2.6, 17.2],
    [0, 17.6],
  ];
  const radii = [0, 0.4, 0.3, 0.3, 0.3, 0.3, 0.5, 0.6, 0.8, 0.3, 0.8, 0];
  return lathe(roundCorners(points, radii, false, 3), {
    segments: 64,
    // Four slots down the shank (how it spreads behind the panel).
    reshape: (r, z, angle) => {
      if (z > 11.5 || z < 0.5 || r < 2) return [r, z];
      const slot = Math.abs(Math.sin(angle * 2)) < 0.12;
      return [slot ? r - 1.2 : r, z];
    },
  });
}

/** A handful of clips as they come off the plate: one standing, the others lying about. */
function handful(clip: Mesh, spacing: number): Mesh {
  const standing = placeOnPlate(clip);
  const lying = placeOnPlate(rotateY(clip, 90));
  return mergeMeshes(
    translate(standing, -spacing * 0.6, spacing * 0.15, 0),
    translate(rotateZ(lying, 25), spacing * 0.55, -spacing * 0.35, 0),
    translate(rotateZ(lying, 160), spacing * 0.55, spacing * 0.75, 0),
  );
}

export function firTreeClipSet(): Mesh {
  return handful(firTreeClip(), 26);
}

export function pushRivetSet(): Mesh {
  return handful(pushRivet(), 24);
}
