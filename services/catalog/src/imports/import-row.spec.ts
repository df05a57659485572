import { IMPORT_COLUMNS, IMPORT_LIMITS } from '@pitstop/contracts';
import { clip, importRow, readHeader, type ImportTaxonomy } from './import-row.js';

const MAKE = '00000000-0000-4000-8000-000000000001';
const MODEL = '00000000-0000-4000-8000-000000000002';
const GEN = '00000000-0000-4000-8000-000000000003';
const CAT = '00000000-0000-4000-8000-000000000004';

const taxonomy: ImportTaxonomy = (() => {
  const generations = new Map([
    ['mk7', GEN],
    ['mk 7', GEN],
  ]);
  const model = { id: MODEL, generations };
  const make = { id: MAKE, models: new Map([['golf', model]]) };
  return {
    makes: new Map([
      ['volkswagen', make],
      ['vw', make],
    ]),
    categories: new Map([['interior', CAT]]),
  };
})();

const header = readHeader([...IMPORT_COLUMNS]) as Map<(typeof IMPORT_COLUMNS)[number], number>;
const cells = (values: Partial<Record<string, string>>) =>
  IMPORT_COLUMNS.map((c) => values[c] ?? '');
const base = {
  title: 'Vent Mount',
  description: 'A mount',
  make: 'Volkswagen',
  model: 'Golf',
  generation: 'Mk7',
  price_cents: '0',
  print_difficulty: 'easy',
  supports_required: 'false',
  infill_percent: '20',
  category: 'Interior',
  tags: 'vent, mount',
};

describe('importRow', () => {
  it('makes a public, approved-to-be listing with its vehicle and category found by name or slug', () => {
    const result = importRow(
      cells({ ...base, make: 'VW', generation: 'MK7' }),
      header,
      12,
      taxonomy,
    );
    expect(result).toMatchObject({
      slug: 'vent-mount',
      fields: {
        makeId: MAKE,
        modelId: MODEL,
        generationId: GEN,
        categoryId: CAT,
        tags: ['vent', 'mount'],
        isDraft: false,
        visibility: 'public',
        printDifficulty: 'easy',
      },
    });
  });

  it.each([
    [{ make: 'Trabant' }, 'make', "make 'Trabant' is not known"],
    [{ model: 'Polo' }, 'model', "model 'Polo' is not a model of Volkswagen"],
    [{ generation: '' }, 'generation', 'generation is required with a model'],
    [{ title: '' }, 'title', 'title is required'],
    [{ price_cents: '-5' }, 'price_cents', 'price_cents must be a whole number, 0 or more'],
    [
      { supports_required: 'maybe' },
      'supports_required',
      'supports_required must be true or false',
    ],
    [{ infill_percent: '101' }, 'infill_percent', 'infill_percent must be 0 to 100'],
    [
      { external_url: 'javascript:alert(1)' },
      'external_url',
      'external_url must be an http(s) address',
    ],
  ])('refuses %j in column %s', (values, column, reason) => {
    expect(importRow(cells({ ...base, ...values }), header, 12, taxonomy)).toEqual({
      error: { column, reason },
    });
  });

  it('keeps a long description whole and shortens the short one', () => {
    const description = 'word '.repeat(100).trim();
    const result = importRow(cells({ ...base, description }), header, 12, taxonomy);
    if (!('fields' in result)) throw new Error(JSON.stringify(result));
    expect(result.fields.shortDescription.length).toBeLessThanOrEqual(300);
    expect(result.fields.longDescriptionMd).toBe(description);
  });

  it('quotes at most IMPORT_LIMITS.errorCellChars characters of a huge cell', () => {
    const huge = (letter: string) => letter.repeat(2 * 1024 * 1024);
    const cut = (letter: string) => `${letter.repeat(IMPORT_LIMITS.errorCellChars)}…`;
    const reason = (values: Record<string, string>) => {
      const result = importRow(cells({ ...base, ...values }), header, 12, taxonomy);
      return 'error' in result ? result.error.reason : '';
    };
    expect(reason({ make: huge('M') })).toBe(`make '${cut('M')}' is not known`);
    expect(reason({ model: huge('G') })).toBe(`model '${cut('G')}' is not a model of Volkswagen`);
    expect(reason({ generation: huge('N') })).toBe(
      `generation '${cut('N')}' is not a generation of Golf`,
    );
    expect(reason({ category: huge('C') })).toBe(`category '${cut('C')}' is not known`);
  });

  it('never cuts a character in two', () => {
    expect(clip('ab😀cd', 3)).toBe('ab…');
    expect(clip('ab😀cd', 4)).toBe('ab😀…');
    expect(clip('abc', 3)).toBe('abc');
  });

  it('refuses a row with a different number of cells', () => {
    expect(importRow(['a', 'b'], header, 12, taxonomy)).toEqual({
      error: { column: '', reason: 'the row has 2 cells, the header 12' },
    });
  });
});

describe('readHeader', () => {
  it('names missing and unknown columns, and a first line of data', () => {
    expect(readHeader(['\uFEFFTitle', ...IMPORT_COLUMNS.slice(1)])).toBeInstanceOf(Map);
    expect(readHeader(['Vent', 'x'])).toEqual({
      problem: expect.stringMatching(/^The first line must be the header/),
    });
    expect(readHeader([...IMPORT_COLUMNS.slice(0, -1), 'colour'])).toEqual({
      problem: expect.stringMatching(/^Missing column: external_url\. Unknown column: colour\./),
    });
  });
});
