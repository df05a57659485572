import { COMMON_PRINTERS, bedFit } from './printers.js';

describe('bedFit', () => {
  const mk4 = COMMON_PRINTERS['prusa-mk4'].bed; // 250 × 210 × 220

  it('fits as it lies', () => {
    expect(bedFit({ x: 200, y: 200, z: 50 }, mk4)).toBe('fits');
    expect(bedFit({ x: 250, y: 210, z: 220 }, mk4)).toBe('fits');
  });

  it('fits turned on the bed or laid on another side', () => {
    expect(bedFit({ x: 200, y: 240, z: 30 }, mk4)).toBe('fits_rotated');
    expect(bedFit({ x: 30, y: 30, z: 245 }, mk4)).toBe('fits_rotated');
  });

  it('too big whichever way it lies', () => {
    expect(bedFit({ x: 260, y: 100, z: 10 }, mk4)).toBe('too_big');
    expect(bedFit({ x: 229, y: 229, z: 229 }, COMMON_PRINTERS['bambu-a1-mini'].bed)).toBe(
      'too_big',
    );
  });
});
