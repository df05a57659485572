import {
  fitmentSearchPath,
  generationsForYear,
  trimQueryValue,
  trimSpecLine,
  yearSpanLabel,
  yearsFromGenerations,
} from './fitment-rules';

const golf = [
  { id: 'mk6', name: 'Mk6', yearStart: 2009, yearEnd: 2013 },
  { id: 'mk7', name: 'Mk7', yearStart: 2013, yearEnd: 2020 },
  { id: 'mk8', name: 'Mk8', yearStart: 2020, yearEnd: null },
];

describe('yearSpanLabel', () => {
  it("shows 'Present' for a model still built", () => {
    expect(yearSpanLabel({ yearStart: 2009, yearEnd: null })).toBe('2009-Present');
  });
  it('shows first and last year otherwise', () => {
    expect(yearSpanLabel({ yearStart: 1998, yearEnd: 2019 })).toBe('1998-2019');
  });
  it('shows a single year once, and nothing without years', () => {
    expect(yearSpanLabel({ yearStart: 2020, yearEnd: 2020 })).toBe('2020');
    expect(yearSpanLabel({ yearStart: 2021, yearEnd: 2021 }, '–')).toBe('2021');
    expect(yearSpanLabel({ yearStart: null, yearEnd: null })).toBe('');
  });
  it('reads as a range with an en dash when asked', () => {
    expect(yearSpanLabel({ yearStart: 2013, yearEnd: 2020 }, '–')).toBe('2013–2020');
    expect(yearSpanLabel({ yearStart: 2020, yearEnd: null }, '–')).toBe('2020–Present');
  });
});

describe('yearsFromGenerations', () => {
  it('lists every covered year once, newest first, running to the current year', () => {
    const years = yearsFromGenerations(golf, 2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2009);
    expect(years).toHaveLength(2026 - 2009 + 1);
    expect(years.filter((y) => y === 2013)).toHaveLength(1);
  });

  it('skips gaps between generations', () => {
    const years = yearsFromGenerations(
      [
        { id: 'a', name: 'A', yearStart: 1990, yearEnd: 1992 },
        { id: 'b', name: 'B', yearStart: 1995, yearEnd: 1996 },
      ],
      2026,
    );
    expect(years).toEqual([1996, 1995, 1992, 1991, 1990]);
  });

  it('keeps the first year of a generation announced for next year', () => {
    expect(
      yearsFromGenerations([{ id: 'n', name: 'N', yearStart: 2027, yearEnd: null }], 2026),
    ).toEqual([2027]);
  });

  it('is empty without generations', () => {
    expect(yearsFromGenerations([], 2026)).toEqual([]);
  });
});

describe('generationsForYear', () => {
  it('finds both generations of a changeover year, oldest first', () => {
    expect(generationsForYear(golf, 2013, 2026).map((g) => g.name)).toEqual(['Mk6', 'Mk7']);
  });
  it('finds the one generation of an ordinary year', () => {
    expect(generationsForYear(golf, 2017, 2026).map((g) => g.name)).toEqual(['Mk7']);
  });
  it('treats a generation still built as running to the current year', () => {
    expect(generationsForYear(golf, 2026, 2026).map((g) => g.name)).toEqual(['Mk8']);
    expect(generationsForYear(golf, 2030, 2026)).toEqual([]);
  });
});

describe('trimQueryValue', () => {
  it('lower-cases a one-word trim', () => {
    expect(trimQueryValue('GTI')).toBe('gti');
  });
  it('replaces the first space with a hyphen', () => {
    expect(trimQueryValue('Golf R')).toBe('golf-r');
  });
  it('replaces only the first space', () => {
    expect(trimQueryValue('Limited XT Touring')).toBe('limited-xt touring');
  });
});

describe('trimSpecLine', () => {
  it("joins drivetrain and engine with ' • '", () => {
    expect(trimSpecLine({ drivetrain: 'FWD', engine: '2.0L Turbo I4' })).toBe(
      'FWD • 2.0L Turbo I4',
    );
  });
  it('shows whichever part is known', () => {
    expect(trimSpecLine({ drivetrain: null, engine: '1.5L I4' })).toBe('1.5L I4');
    expect(trimSpecLine({ drivetrain: null, engine: null })).toBe('');
  });
});

describe('fitmentSearchPath', () => {
  it('builds the full pick in make, model, year, trim order', () => {
    expect(
      fitmentSearchPath({ makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017, trimName: 'GTI' }),
    ).toBe('/search?make=volkswagen&model=golf&year=2017&trim=gti');
  });
  it('URL-encodes the trim value', () => {
    expect(
      fitmentSearchPath({
        makeSlug: 'subaru',
        modelSlug: 'outback',
        year: 2019,
        trimName: 'Limited XT Touring',
      }),
    ).toBe('/search?make=subaru&model=outback&year=2019&trim=limited-xt%20touring');
  });
  it('stops at the last chosen level', () => {
    expect(fitmentSearchPath({ makeSlug: 'ford', modelSlug: 'mustang' })).toBe(
      '/search?make=ford&model=mustang',
    );
  });
});
