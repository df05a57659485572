import { FILAMENTS, plasticCm3, printFacts, sumPrintFacts } from './print-facts.js';

/** A closed 20 mm cube: 8 cm³, 24 cm². */
const CUBE_20 = { volumeCm3: 8, surfaceAreaCm2: 24, watertight: true };

describe('printFacts', () => {
  it('counts the shell solid and the inside at the infill', () => {
    // Shell 24 cm² × 0.09 cm = 2.16 cm³; inside 5.84 cm³ at 20 % = 1.168 cm³.
    expect(plasticCm3(CUBE_20, 20)).toBeCloseTo(3.328, 6);
    expect(plasticCm3(CUBE_20, 100)).toBeCloseTo(8, 6);
    expect(plasticCm3(CUBE_20, 0)).toBeCloseTo(2.16, 6);
  });

  it('a thin part is all shell: never more plastic than its volume', () => {
    expect(plasticCm3({ volumeCm3: 1, surfaceAreaCm2: 50 }, 15)).toBe(1);
  });

  it('gives grams by each filament density and metres of 1.75 mm filament', () => {
    const facts = printFacts([CUBE_20], 20);
    expect(facts.closed).toBe(true);
    expect(facts.filament.map((use) => use.material)).toEqual(FILAMENTS);
    const pla = facts.filament.find((use) => use.material === 'PLA')!;
    expect(pla.grams).toBeCloseTo(3.328 * 1.24, 1);
    // 3.328 cm³ / (π · 0.0875² cm²) = 138.4 cm of filament.
    expect(pla.metres).toBeCloseTo(1.38, 2);
    const abs = facts.filament.find((use) => use.material === 'ABS')!;
    expect(abs.grams).toBeLessThan(pla.grams);
    expect(abs.metres).toBe(pla.metres);
  });

  it('gives a print-time range, a slow printer to a fast one', () => {
    const { printMinutes } = printFacts([CUBE_20], 20);
    // 3328 mm³ at 12 mm³/s ≈ 4.6 min, at 4 mm³/s ≈ 13.9 min, plus 5 min to start.
    expect(printMinutes).toEqual({ min: 10, max: 19 });
  });

  it('adds up the files of a listing', () => {
    // Rounded once, from the sum: 2 × 3.328 cm³ × 1.24 g/cm³ = 8.25 g.
    expect(printFacts([CUBE_20, CUBE_20], 20).filament[0]).toEqual({
      material: 'PLA',
      grams: 8.3,
      metres: 2.77,
    });
  });

  it('an open mesh gets no filament or time figures', () => {
    const open = { ...CUBE_20, watertight: false };
    expect(printFacts([open], 20)).toEqual({
      closed: false,
      infillPercent: 20,
      filament: [],
      printMinutes: null,
    });
    expect(printFacts([CUBE_20, open], 20).closed).toBe(false);
    expect(printFacts([], 20).closed).toBe(false);
  });
});

describe('sumPrintFacts', () => {
  it('adds the files up, each printed from its own start', () => {
    const one = printFacts([CUBE_20], 20);
    const both = sumPrintFacts([one, one])!;
    expect(both.filament[0]).toEqual({ material: 'PLA', grams: 8.2, metres: 2.76 });
    expect(both.printMinutes).toEqual({ min: 20, max: 38 });
  });

  it('an open file leaves the total without figures; no files, no total', () => {
    const open = printFacts([{ ...CUBE_20, watertight: false }], 20);
    expect(sumPrintFacts([printFacts([CUBE_20], 20), open])).toMatchObject({
      closed: false,
      filament: [],
    });
    expect(sumPrintFacts([])).toBeNull();
  });
});
