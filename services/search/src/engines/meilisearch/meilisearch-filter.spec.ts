import type { SearchCriteria } from '../../domain/search-criteria.js';
import { filterExpression, quote, sortParam, toMeiliQuery } from './meilisearch-filter.js';

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
