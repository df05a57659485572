import { cameraDistance, floorGrid, isZUp, progressFraction, progressText } from './viewer-layout';

describe('floorGrid', () => {
  it('covers twice the footprint in round cells, at most 30 a side', () => {
    expect(floorGrid(120)).toEqual({ size: 240, divisions: 24, step: 10 });
    expect(floorGrid(40)).toEqual({ size: 80, divisions: 16, step: 5 });
    expect(floorGrid(1500)).toEqual({ size: 3000, divisions: 30, step: 100 });
  });

  it('keeps a tiny or unreadable part on a 10 mm floor', () => {
    expect(floorGrid(0.5)).toEqual({ size: 10, divisions: 10, step: 1 });
    expect(floorGrid(Number.NaN)).toEqual({ size: 10, divisions: 10, step: 1 });
  });

  it('never needs more than 30 cells, even for a huge part', () => {
    const grid = floorGrid(100_000);
    expect(grid.step).toBe(1000);
    expect(grid.size).toBeGreaterThanOrEqual(200_000);
  });
});

describe('cameraDistance', () => {
  it('stands back far enough for the bounding sphere to fit the view, with a margin', () => {
    // A 90° field of view: the sphere touches the view at radius / sin 45°.
    expect(cameraDistance(10, 90, 1)).toBeCloseTo(10 / Math.SQRT1_2);
    expect(cameraDistance(10, 45)).toBeGreaterThan(cameraDistance(10, 60));
  });

  it('falls back to a unit sphere for an empty part', () => {
    expect(cameraDistance(0, 90, 1)).toBeCloseTo(Math.SQRT2);
  });
});

describe('progress', () => {
  it('gives the share done with the sizes', () => {
    expect(progressFraction(512, 1024)).toBe(0.5);
    expect(progressText(1024 * 1024, 4 * 1024 * 1024)).toBe('25% · 1 MB of 4 MB');
    expect(progressText(2048, 2048)).toBe('100% · 2 KB of 2 KB');
  });

  it('shows only what has arrived while the size is unknown', () => {
    expect(progressFraction(100, null)).toBeNull();
    expect(progressText(1536, null)).toBe('1.5 KB');
  });
});

describe('isZUp', () => {
  it('stands STL and 3MF parts on the floor as printed, OBJ as modelled (Y up)', () => {
    expect(isZUp('stl')).toBe(true);
    expect(isZUp('3mf')).toBe(true);
    expect(isZUp('obj')).toBe(false);
  });
});
