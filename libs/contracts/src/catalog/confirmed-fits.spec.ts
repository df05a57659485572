import {
  confirmationKey,
  confirmedFitKeys,
  isConfirmedFit,
  type FitVote,
} from './confirmed-fits.js';

const mk7: FitVote = {
  fits: true,
  modelId: 'golf-id',
  modelSlug: 'golf',
  generationId: 'mk7',
  yearStart: 2017,
  yearEnd: 2020,
  year: 2018,
};
const now = new Date('2026-06-01T00:00:00Z');

describe('confirmed fits: the one rule both search engines rank by', () => {
  it('a confirmed generation answers its id and every year it was built, by model id and slug', () => {
    const keys = confirmedFitKeys([mk7], now);
    for (const vehicle of [
      { generationId: 'mk7' },
      { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017 },
      { modelId: 'golf-id', year: 2020 },
    ])
      expect(isConfirmedFit(keys, vehicle)).toBe(true);
    expect(isConfirmedFit(keys, { modelSlug: 'golf', year: 2021 })).toBe(false);
    expect(isConfirmedFit(keys, { generationId: 'mk8' })).toBe(false);
  });

  it('needs more owners saying it fits than saying it does not', () => {
    const no = { ...mk7, fits: false };
    expect(confirmedFitKeys([mk7, no], now)).toEqual([]);
    expect(confirmedFitKeys([mk7, mk7, no], now)).toContain('generation:mk7');
    expect(confirmedFitKeys([no], now)).toEqual([]);
  });

  it('a car without a generation answers its model year only; a running generation up to next year', () => {
    const bare = { ...mk7, generationId: null, yearStart: null, yearEnd: null, year: 2019 };
    expect(confirmedFitKeys([bare], now)).toEqual(['year:golf-id:2019', 'year:golf:2019']);
    const running = confirmedFitKeys([{ ...mk7, yearStart: 2025, yearEnd: null }], now);
    expect(running).toContain('year:golf:2027');
    expect(running).not.toContain('year:golf:2028');
  });

  it('a make or a model alone asks for no confirmation', () => {
    expect(confirmationKey(null)).toBeNull();
    expect(confirmationKey({ makeSlug: 'volkswagen', modelSlug: 'golf' })).toBeNull();
    expect(confirmationKey({ year: 2018 })).toBeNull();
    expect(confirmationKey({ modelSlug: 'golf', year: 2018, generationId: 'mk7' })).toBe(
      'generation:mk7',
    );
  });
});
