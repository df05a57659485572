import { inUnit, likelyUnit, unitOfAnalysis } from './model-units.js';
import type { MeshAnalysis } from './types.js';

describe('likelyUnit', () => {
  it('a 229 mm cup holder exported in metres reads 0.23 mm: metres', () => {
    expect(likelyUnit({ x: 0.229, y: 0.09, z: 0.09 })).toBe('m');
  });

  it('the least change that makes the part at least 20 mm long: centimetres, then inches', () => {
    expect(likelyUnit({ x: 4.5, y: 3, z: 0.8 })).toBe('cm');
    expect(likelyUnit({ x: 1.2, y: 0.8, z: 0.4 })).toBe('inch');
    expect(likelyUnit({ x: 0.7, y: 0.1, z: 0.1 })).toBe('m');
  });

  it('plausible millimetres need no other unit, nor does an empty box', () => {
    expect(likelyUnit({ x: 229, y: 90, z: 90 })).toBeNull();
    expect(likelyUnit({ x: 8, y: 3, z: 1 })).toBeNull();
    expect(likelyUnit({ x: 0, y: 0, z: 0 })).toBeNull();
  });
});

describe('inUnit', () => {
  const analysis: MeshAnalysis = {
    triangles: 12,
    sizeMm: { x: 0.01, y: 0.01, z: 0.01 },
    volumeCm3: 1e-9,
    surfaceAreaCm2: 6e-6,
    watertight: true,
  };

  it('scales lengths, areas and volumes to millimetres', () => {
    const scaled = inUnit(analysis, 'm');
    expect(scaled.sizeMm.x).toBeCloseTo(10, 9);
    expect(scaled.volumeCm3).toBeCloseTo(1, 9);
    expect(scaled.surfaceAreaCm2).toBeCloseTo(6, 9);
    expect(scaled.triangles).toBe(12);
    // Kept with the analysis: the edit form shows the unit chosen.
    expect(scaled.unit).toBe('m');
    expect(unitOfAnalysis(scaled)).toBe('m');
    expect(unitOfAnalysis(analysis)).toBe('mm');
  });

  it('millimetres and no analysis stay as they are', () => {
    expect(inUnit(analysis, 'mm')).toBe(analysis);
    expect(inUnit(null, 'inch')).toBeNull();
  });
});
