import { lathe } from '../mesh/lathe.js';
import type { Mesh } from '@pitstop/mesh-render';
import { densify, roundCorners, type Vec2 } from '../mesh/polygon.js';
import { profileArc } from './parts.js';

/**
 * The neck-to-ball outline of a knob from the top of a vertical neck (radius `neck`) to the
 * ball's top pole: a concave fillet (radius `fillet`) that runs tangent into the ball.
 */
export function ballOnNeck(
  neck: number,
  ballRadius: number,
  ballZ: number,
  fillet: number,
  steps = 40,
): Vec2[] {
  const fr = neck + fillet;
  const fz = ballZ - Math.sqrt((ballRadius + fillet) ** 2 - fr ** 2);
  // Fillet arc: from the neck (pointing at -r from its centre) to the direction of the ball.
  const toBall = Math.atan2(ballZ - fz, -fr);
  const filletSteps = 8;
  const points: Vec2[] = [];
  for (let i = 0; i <= filletSteps; i++) {
    const a = Math.PI + ((toBall - Math.PI) * i) / filletSteps;
    points.push([fr + fillet * Math.cos(a), fz + fillet * Math.sin(a)]);
  }
  const tangentDeg = (Math.atan2(fr, fz - ballZ) * 180) / Math.PI;
  return [...points, ...profileArc(ballZ, ballRadius, tangentDeg, 0, steps).slice(1)];
}

/**
 * A round shift knob: a 44 mm ball on a tapered neck over a collar, with a blind 10.4 mm bore
 * for a threaded insert or adapter.
 */
export function sphereShiftKnob(): Mesh {
  const base: Vec2[] = [
    [0, 24],
    [5.2, 24],
    [5.2, 0],
    [14, 0],
    [14, 5],
    [11.5, 6.5],
    [9.6, 22],
  ];
  const lower = roundCorners(base, [0, 0.4, 0.6, 1.2, 1.4, 1.2, 0], false, 5);
  return lathe([...lower.slice(0, -1), ...ballOnNeck(9.6, 22, 53, 7, 44)], { segments: 96 });
}

/**
 * A weighted teardrop knob: flared top, knurled grip band, slim waist, sequential-style collar.
 */
export function teardropShiftKnob(): Mesh {
  const points: Vec2[] = [
    [0, 22],
    [5.2, 22],
    [5.2, 0],
    [15, 0],
    [15, 6],
    [12.5, 8],
    [13.5, 24],
    [17, 44],
    [19, 56],
    [18.5, 63],
    [13, 70],
    [0, 71.5],
  ];
  const radii = [0, 0.4, 0.6, 1.2, 1.2, 1.2, 8, 10, 6, 5, 6, 0];
  const profile = densify(roundCorners(points, radii, false, 6), 0.5);
  const grip = (z: number) => z > 20 && z < 52;
  return lathe(profile, {
    segments: 160,
    reshape: (r, z, angle) => {
      if (!grip(z)) return [r, z];
      // Diamond knurl: two opposite helices, eased in and out at the ends of the band.
      const ease = Math.min(1, (z - 20) / 4, (52 - z) / 4);
      const h1 = Math.abs(Math.sin(angle * 20 + z * 0.85));
      const h2 = Math.abs(Math.sin(angle * 20 - z * 0.85));
      return [r - 0.6 * ease * Math.min(h1, h2) ** 0.7, z];
    },
  });
}

/**
 * The golf-ball knob (a classic on Golf GTIs): a dimpled 42 mm ball on a short neck.
 */
export function golfBallShiftKnob(): Mesh {
  const r = 21;
  const cz = 44;
  const base: Vec2[] = [
    [0, 22],
    [5.2, 22],
    [5.2, 0],
    [12.5, 0],
    [12.5, 4],
    [9.8, 6],
    [9.2, 18],
  ];
  const lower = roundCorners(base, [0, 0.4, 0.6, 1.2, 1.2, 1.2, 0], false, 5);
  const ball = ballOnNeck(9.2, r, cz, 5, 90);
  const profile = [...lower.slice(0, -1), ...ball];
  const dimples = fibonacciSphere(140);
  const ballStart = profile.length - ball.length;
  return lathe(profile, {
    segments: 160,
    reshape: (radius, z, angle, index) => {
      if (index < ballStart + 9) return [radius, z];
      // Direction from the ball's centre; dimples are shallow spherical cups around it.
      const s = radius / r;
      const dx = s * Math.cos(angle);
      const dy = s * Math.sin(angle);
      const dz = (z - cz) / r;
      let depth = 0;
      for (const [x, y, w] of dimples) {
        const d = 1 - (dx * x + dy * y + dz * w);
        if (d < 0.012) depth = Math.max(depth, (1 - d / 0.012) ** 2);
      }
      const k = 1 - 0.03 * depth;
      return [radius * k, cz + (z - cz) * k];
    },
  });
}

function fibonacciSphere(count: number): [number, number, number][] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, i) => {
    const z = 1 - (i / (count - 1)) * 2;
    const rr = Math.sqrt(1 - z * z);
    return [Math.cos(golden * i) * rr, Math.sin(golden * i) * rr, z];
  });
}
