import {
  FITMENT_CASES,
  confirmedFitKeys,
  isConfirmedFit,
  FITMENT_CASE_LISTING_KEYS,
  PRINT_FILTER_CASES,
  PRINT_FILTER_CASE_LISTINGS,
  fitmentCaseListing,
  type FitmentCaseListing,
  type PrintFilterCaseListing,
} from '@pitstop/contracts';
import type { SearchCriteria } from '../../domain/search-criteria.js';
import { indexedFit } from '../../domain/search-document.js';
import {
  andFilter,
  confirmedCondition,
  filterExpression,
  quote,
  sortParam,
  toMeiliQuery,
  vehicleCondition,
} from './meilisearch-filter.js';

const MAKE = '0b6c1f64-8f0e-4c57-9d55-0c8d4a0f6a01';
const MODEL = '1c7d2a75-9a1f-4d68-8e66-1d9e5b1a7b02';
const GENERATION = '2d8e3b86-ab2a-4e79-9f77-2eaf6c2b8c03';
const TRIM = '3e9f4c97-bc3b-4f8a-8a88-3fb07d3c9d04';
const CATEGORY = '4fa05da8-cd4c-409b-9b99-40c18e4dae05';

function criteria(overrides: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    text: '',
    words: [],
    optionalWords: [],
    vehicle: null,
    sort: 'newest',
    limit: 20,
    offset: 0,
    facets: false,
    ...overrides,
  };
}

describe('Meilisearch filter', () => {
  it('has no filter, no text and the newest order for a bare search', () => {
    expect(filterExpression(criteria())).toBe('');
    expect(toMeiliQuery(criteria())).toEqual({
      q: undefined,
      filter: undefined,
      sort: ['createdAt:desc', 'id:desc'],
    });
  });

  it('matches every vehicle level, or any universal-fit listing', () => {
    const filter = filterExpression(
      criteria({
        vehicle: {
          makeId: MAKE,
          makeSlug: 'bmw',
          modelId: MODEL,
          modelSlug: '3-series',
          generationId: GENERATION,
          year: 2012,
          trimId: TRIM,
          trim: 'm-sport',
        },
      }),
    );
    expect(filter).toBe(
      '(isUniversalFit = true OR (' +
        `makeId = "${MAKE}" AND makeSlug = "bmw" AND modelId = "${MODEL}" AND ` +
        `modelSlug = "3-series" AND generationId = "${GENERATION}" AND ` +
        'yearStart <= 2012 AND yearEnd >= 2012 AND ' +
        `(trimId = "${TRIM}" OR trimId IS NULL) AND (trimKey = "m-sport" OR trimKey IS NULL)))`,
    );
  });

  it('lets a listing without a trim fit any trim', () => {
    expect(filterExpression(criteria({ vehicle: { trim: 'gt-line' } }))).toBe(
      '(isUniversalFit = true OR ((trimKey = "gt-line" OR trimKey IS NULL)))',
    );
    expect(filterExpression(criteria({ vehicle: { trimId: TRIM } }))).toBe(
      `(isUniversalFit = true OR ((trimId = "${TRIM}" OR trimId IS NULL)))`,
    );
  });

  it('wants a year within the generation years', () => {
    expect(filterExpression(criteria({ vehicle: { makeSlug: 'audi', year: 1999 } }))).toBe(
      '(isUniversalFit = true OR (makeSlug = "audi" AND yearStart <= 1999 AND yearEnd >= 1999))',
    );
  });

  it('has no vehicle filter for a vehicle with no level', () => {
    expect(filterExpression(criteria({ vehicle: {} }))).toBe('');
  });

  it('includes both ends of the price range', () => {
    expect(filterExpression(criteria({ priceMin: 500, priceMax: 1500 }))).toBe(
      'priceCents >= 500 AND priceCents <= 1500',
    );
    expect(filterExpression(criteria({ priceMax: 0 }))).toBe('priceCents <= 0');
  });

  it('filters paid listings with isFree false', () => {
    expect(filterExpression(criteria({ isFree: false }))).toBe('isFree = false');
    expect(filterExpression(criteria({ isFree: true }))).toBe('isFree = true');
  });

  it('filters by difficulty and category', () => {
    expect(filterExpression(criteria({ difficulty: 'hard' }))).toBe('difficulty = "hard"');
    expect(filterExpression(criteria({ categoryId: CATEGORY }))).toBe(`categoryId = "${CATEGORY}"`);
  });

  it('ANDs the vehicle group with the other filters', () => {
    expect(
      filterExpression(
        criteria({
          vehicle: { makeSlug: 'vw' },
          categoryId: CATEGORY,
          isFree: true,
          difficulty: 'easy',
        }),
      ),
    ).toBe(
      `(isUniversalFit = true OR (makeSlug = "vw")) AND categoryId = "${CATEGORY}" AND ` +
        'isFree = true AND difficulty = "easy"',
    );
  });

  it('escapes double quotes and backslashes in values', () => {
    expect(quote('gt "line"')).toBe('"gt \\"line\\""');
    expect(quote('a\\b')).toBe('"a\\\\b"');
    expect(quote('\\"')).toBe('"\\\\\\""');
    expect(filterExpression(criteria({ vehicle: { trim: 'sport" OR isFree = true' } }))).toBe(
      '(isUniversalFit = true OR ((trimKey = "sport\\" OR isFree = true" OR trimKey IS NULL)))',
    );
  });
});

describe('Meilisearch text and order', () => {
  it('searches the checked words, not the raw text', () => {
    const query = toMeiliQuery(
      criteria({ text: '"shift knob" -m3', words: ['shift', 'knob', 'm3'], sort: 'relevance' }),
    );
    expect(query.q).toBe('shift knob m3');
  });

  it('leaves relevance to the ranking rules', () => {
    expect(sortParam('relevance')).toBeUndefined();
  });

  it('orders each sort with the id last', () => {
    expect(sortParam('newest')).toEqual(['createdAt:desc', 'id:desc']);
    expect(sortParam('popular')).toEqual(['downloadCount:desc', 'id:desc']);
    expect(sortParam('rating')).toEqual(['ratingAvg:desc', 'ratingCount:desc', 'id:desc']);
    expect(sortParam('price_asc')).toEqual(['priceCents:asc', 'id:asc']);
    expect(sortParam('price_desc')).toEqual(['priceCents:desc', 'id:desc']);
    expect(sortParam('trending')).toEqual(['trending:desc', 'id:desc']);
  });
});

type Value = string | number | boolean | null | readonly string[];
type Doc = Record<string, Value>;

/**
 * Meilisearch's filter semantics for the expressions vehicleCondition writes: comparisons,
 * IS NULL, AND above OR, parentheses; a comparison with a null field is false. Enough to run the
 * shared fitment cases against the filter without a Meilisearch server.
 */
function evaluate(filter: string, doc: Doc): boolean {
  const tokens = filter.match(/"(?:[^"\\]|\\.)*"|\(|\)|<=|>=|=|[^\s()]+/g) ?? [];
  let at = 0;
  const next = () => tokens[at++]!;
  const peek = () => tokens[at];
  const value = (token: string): Value => {
    if (token.startsWith('"')) return token.slice(1, -1).replace(/\\(.)/g, '$1');
    if (token === 'true' || token === 'false') return token === 'true';
    if (/^-?\d+$/.test(token)) return Number(token);
    throw new Error(`unexpected value ${token}`);
  };
  const primary = (): boolean => {
    if (peek() === 'NOT') {
      next();
      return !primary();
    }
    if (peek() === '(') {
      next();
      const result = or();
      if (next() !== ')') throw new Error('unbalanced parentheses');
      return result;
    }
    const field = next();
    const have = doc[field] ?? null;
    const op = next();
    if (op === 'IS') {
      if (next() !== 'NULL') throw new Error('IS NULL expected');
      return have === null;
    }
    const want = value(next());
    if (have === null) return false;
    // On an array attribute, '=' holds when any element equals the value.
    if (op === '=') return Array.isArray(have) ? have.includes(want as string) : have === want;
    if (op === '<=') return (have as number) <= (want as number);
    if (op === '>=') return (have as number) >= (want as number);
    throw new Error(`unexpected operator ${op}`);
  };
  const and = (): boolean => {
    let result = primary();
    while (peek() === 'AND') {
      next();
      result = primary() && result;
    }
    return result;
  };
  const or = (): boolean => {
    let result = and();
    while (peek() === 'OR') {
      next();
      result = and() || result;
    }
    return result;
  };
  const result = or();
  if (at !== tokens.length) throw new Error(`trailing tokens in ${filter}`);
  return result;
}

describe('Meilisearch vehicle filter: the shared fitment cases', () => {
  const docs = FITMENT_CASE_LISTING_KEYS.map(
    (key) => [key, { ...indexedFit(fitmentCaseListing(key)) }] as [FitmentCaseListing, Doc],
  );

  it.each(FITMENT_CASES)('$says', ({ vehicle, fits }) => {
    const condition = vehicleCondition(vehicle);
    const found = docs
      .filter(([, doc]) => condition === null || evaluate(condition, doc))
      .map(([key]) => key);
    expect(found.sort()).toEqual([...fits].sort());
  });

  it('reads its own expressions as Meilisearch would', () => {
    const doc = { a: 'x', n: 3, b: true, z: null };
    expect(evaluate('a = "x" AND n >= 3 AND n <= 3 AND b = true', doc)).toBe(true);
    expect(evaluate('(z = "x" OR z IS NULL) AND (a = "y" OR n <= 2)', doc)).toBe(false);
    expect(evaluate('a = "y" OR a = "x" AND b = false', doc)).toBe(false);
    expect(evaluate('a = "\\"x\\""', { a: '"x"' })).toBe(true);
  });
});

describe('Meilisearch mount-location and material filter: the shared cases', () => {
  it.each(PRINT_FILTER_CASES)('$says', ({ filter, passes }) => {
    const expression = filterExpression(criteria(filter));
    const found = (Object.keys(PRINT_FILTER_CASE_LISTINGS) as PrintFilterCaseListing[]).filter(
      (key) => expression === '' || evaluate(expression, { ...PRINT_FILTER_CASE_LISTINGS[key] }),
    );
    expect(found).toEqual(passes);
  });
});

describe("Meilisearch confirmed fits: isConfirmedFit as the engine's filters", () => {
  const keys = confirmedFitKeys([
    {
      fits: true,
      modelId: MODEL,
      modelSlug: 'golf',
      generationId: GENERATION,
      yearStart: 2013,
      yearEnd: 2020,
      year: null,
    },
  ]);
  const confirmed = { confirmedFits: keys, isFree: true };
  const other = { confirmedFits: [], isFree: true };
  const vehicles = [
    { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2018 },
    { modelId: MODEL, year: 2013 },
    { generationId: GENERATION },
    { modelSlug: 'golf', year: 2021 },
    { makeSlug: 'volkswagen', modelSlug: 'golf' },
  ];

  it.each(vehicles)('agrees with isConfirmedFit for %o, and the rest are the others', (vehicle) => {
    const condition = confirmedCondition({ vehicle, sort: 'relevance' });
    if (!isConfirmedFit(keys, vehicle) && condition === null) return;
    expect(condition).not.toBeNull();
    const first = andFilter('isFree = true', condition!);
    const rest = andFilter('isFree = true', `NOT (${condition})`);
    expect(evaluate(first, confirmed)).toBe(isConfirmedFit(keys, vehicle));
    expect(evaluate(rest, confirmed)).toBe(!isConfirmedFit(keys, vehicle));
    expect([evaluate(first, other), evaluate(rest, other)]).toEqual([false, true]);
  });

  it('ranks by them only in best match', () => {
    const vehicle = { generationId: GENERATION };
    expect(confirmedCondition({ vehicle, sort: 'newest' })).toBeNull();
    expect(confirmedCondition({ vehicle: null, sort: 'relevance' })).toBeNull();
    expect(confirmedCondition({ vehicle, sort: 'relevance' })).toBe(
      `confirmedFits = "generation:${GENERATION}"`,
    );
  });
});
