import { boundingBox, isClosed, signedVolume, triangleCount } from '@pitstop/mesh-render';
import { toBinaryStl } from '../stl/stl.js';
import { DEMO_SHAPE_NAMES, demoShape, isDemoShapeName } from './index.js';

describe('demo shapes', () => {
  it.each(DEMO_SHAPE_NAMES)('%s is a closed, outward-facing part on the build plate', (name) => {
    const mesh = demoShape(name);
    expect(isClosed(mesh)).toBe(true);
    expect(signedVolume(mesh)).toBeGreaterThan(0);
    const { min, size } = boundingBox(mesh);
    expect(min[2]).toBeCloseTo(0, 9);
    // Car parts a hobby printer makes: bigger than a few millimetres, smaller than its bed.
    expect(Math.max(...size)).toBeGreaterThan(15);
    expect(Math.max(...size)).toBeLessThan(350);
    expect(triangleCount(mesh)).toBeLessThan(120_000);
  });

  it('builds the same mesh every time', () => {
    for (const name of DEMO_SHAPE_NAMES) {
      expect(toBinaryStl(demoShape(name)).equals(toBinaryStl(demoShape(name)))).toBe(true);
    }
  });

  it('knows its names and refuses others', () => {
    expect(isDemoShapeName('shift-knob-sphere')).toBe(true);
    expect(isDemoShapeName('toString')).toBe(false);
    expect(() => demoShape('flux-capacitor')).toThrow(/Unknown demo shape "flux-capacitor"/);
  });
});
