import { extrude } from '../mesh/extrude.js';
import { triangleCount } from '@pitstop/mesh-render';
import { demoShape } from '../shapes/index.js';
import { toBinaryStl } from './stl.js';

describe('toBinaryStl', () => {
  it('writes 84 + 50 bytes per triangle with the count in the header', () => {
    const mesh = demoShape('shift-knob-sphere');
    const stl = toBinaryStl(mesh);
    expect(stl.length).toBe(84 + 50 * triangleCount(mesh));
    expect(stl.readUInt32LE(80)).toBe(triangleCount(mesh));
    // A binary STL whose header starts with "solid" is mistaken for ASCII by many readers.
    expect(stl.subarray(0, 5).toString('ascii').toLowerCase()).not.toBe('solid');
    expect(toBinaryStl(mesh, 'solid gold').subarray(0, 5).toString('ascii')).not.toBe('solid');
  });

  it("stores unit normals that agree with each triangle's winding, and the vertices in mm", () => {
    const box = extrude(
      [
        [0, 0],
        [20, 0],
        [20, 10],
        [0, 10],
      ],
      5,
    );
    const stl = toBinaryStl(box);
    for (let t = 0; t < triangleCount(box); t++) {
      const at = 84 + t * 50;
      const f = (k: number) => stl.readFloatLE(at + k * 4);
      const n = [f(0), f(1), f(2)];
      const [a, b, c] = [3, 6, 9].map((k) => [f(k), f(k + 1), f(k + 2)]);
      expect(Math.hypot(n[0], n[1], n[2])).toBeCloseTo(1, 5);
      const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const cross = [
        u[1] * v[2] - u[2] * v[1],
        u[2] * v[0] - u[0] * v[2],
        u[0] * v[1] - u[1] * v[0],
      ];
      expect(cross[0] * n[0] + cross[1] * n[1] + cross[2] * n[2]).toBeGreaterThan(0);
      for (const p of [a, b, c]) {
        expect([0, 20]).toContain(p[0]);
        expect([0, 10]).toContain(p[1]);
        expect([0, 5]).toContain(p[2]);
      }
      expect(stl.readUInt16LE(at + 48)).toBe(0);
    }
  });
});
