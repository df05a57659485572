import { MeshBuilder, orientOutward, type Mesh } from '@pitstop/mesh-render';
import type { Vec2 } from './polygon.js';

export interface LatheOptions {
  /** Steps around the axis. */
  segments?: number;
  /**
   * A closed profile (a ring or tube: every point off the axis). Otherwise the profile starts
   * and ends on the axis (r = 0) and the result is a solid.
   */
  loop?: boolean;
  /**
   * Moves a revolved point (profile point `index` at `angle` radians) to a new (r, z):
   * knurls, ribs, lobes, dimples. Points on the axis stay put.
   */
  reshape?: (r: number, z: number, angle: number, index: number) => Vec2;
}

/**
 * Revolves a profile of (r, z) points about the Z axis: knobs, caps, cups, rings. Closed by
 * construction: a solid profile ends in one pole vertex at each end, a loop wraps around.
 */
export function lathe(profile: readonly Vec2[], options: LatheOptions = {}): Mesh {
  const segments = options.segments ?? 64;
  const loop = options.loop ?? false;
  const n = profile.length;
  if (!loop && (profile[0][0] !== 0 || profile[n - 1][0] !== 0)) {
    throw new Error('A solid lathe profile starts and ends on the axis (r = 0)');
  }
  const builder = new MeshBuilder();
  const rings: number[][] = profile.map(([r, z], i) => {
    if (r === 0 && !loop) {
      const pole = builder.vertex(0, 0, z);
      return Array.from({ length: segments }, () => pole);
    }
    return Array.from({ length: segments }, (_, j) => {
      const angle = (j / segments) * Math.PI * 2;
      const [rr, zz] = options.reshape ? options.reshape(r, z, angle, i) : [r, z];
      return builder.vertex(rr * Math.cos(angle), rr * Math.sin(angle), zz);
    });
  });
  const spans = loop ? n : n - 1;
  for (let i = 0; i < spans; i++) {
    const a = rings[i];
    const b = rings[(i + 1) % n];
    for (let j = 0; j < segments; j++) {
      const k = (j + 1) % segments;
      builder.quad(a[j], a[k], b[k], b[j]);
    }
  }
  return orientOutward(builder.build());
}
