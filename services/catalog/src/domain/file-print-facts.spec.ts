import { filePrintFacts, listingPrintFacts } from './file-print-facts.js';

const closed = {
  analysisState: 'ready',
  analysis: {
    triangles: 12,
    sizeMm: { x: 20, y: 20, z: 20 },
    volumeCm3: 8,
    surfaceAreaCm2: 24,
    watertight: true,
  },
};
const open = { ...closed, analysis: { ...closed.analysis, watertight: false } };
const pending = { analysisState: 'pending', analysis: null };
const step = { analysisState: 'none', analysis: null };

describe('print facts of files', () => {
  it('a file has them once read; none while pending, nor for STEP', () => {
    expect(filePrintFacts(closed, 20)?.filament[0]).toEqual({
      material: 'PLA',
      grams: 4.1,
      metres: 1.38,
    });
    expect(filePrintFacts(pending, 20)).toBeNull();
    expect(filePrintFacts(step, 20)).toBeNull();
  });

  it('a listing adds its meshes up; STEP files take no part', () => {
    expect(listingPrintFacts([closed, closed, step], 20)?.filament[0]?.grams).toBe(8.2);
  });

  it('a listing with an open mesh, or one not read yet, gets no figures', () => {
    expect(listingPrintFacts([closed, open], 20)).toMatchObject({ closed: false, filament: [] });
    expect(listingPrintFacts([closed, pending], 20)).toMatchObject({ closed: false });
    expect(listingPrintFacts([pending], 20)).toBeNull();
    expect(listingPrintFacts([], 20)).toBeNull();
  });
});
