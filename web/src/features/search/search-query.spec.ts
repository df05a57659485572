import {
  filterLabel,
  hasFilters,
  listingQuery,
  parseSearchQuery,
  sortLabel,
  withParam,
  withoutFilters,
  withoutParam,
} from './search-query';

describe('parseSearchQuery', () => {
  it('reads the vehicle, sort, filter and text parameters', () => {
    const query = parseSearchQuery(
      new URLSearchParams(
        'make=volkswagen&model=golf&year=2017&trim=gti&sort=trending&filter=free&q=vent',
      ),
    );
    expect(query).toEqual({
      make: 'volkswagen',
      model: 'golf',
      year: '2017',
      trim: 'gti',
      sort: 'trending',
      filter: 'free',
      q: 'vent',
    });
  });

  it("decodes a trim value with a space ('limited-xt touring')", () => {
    expect(parseSearchQuery(new URLSearchParams('trim=limited-xt%20touring')).trim).toBe(
      'limited-xt touring',
    );
  });

  it("ignores blanks, unknown parameters and the 'all' make or model", () => {
    expect(parseSearchQuery(new URLSearchParams('make=all&model=all&q=%20&utm=x'))).toEqual({});
    expect(hasFilters({})).toBe(false);
  });

  it('reads the difficulty, and drops a sort, difficulty or filter value that does not exist', () => {
    expect(parseSearchQuery(new URLSearchParams('difficulty=hard&sort=price_desc'))).toEqual({
      difficulty: 'hard',
      sort: 'price_desc',
    });
    expect(
      parseSearchQuery(new URLSearchParams('difficulty=insane&sort=cheapest&filter=paid')),
    ).toEqual({});
  });
});

describe('hasFilters', () => {
  it('counts the search text, the vehicle and the free filter', () => {
    expect(hasFilters({ q: 'vent' })).toBe(true);
    expect(hasFilters({ make: 'volkswagen' })).toBe(true);
    expect(hasFilters({ filter: 'free', sort: 'newest' })).toBe(true);
  });

  it('does not count the sort: /search?sort=trending has no filters', () => {
    expect(hasFilters(parseSearchQuery(new URLSearchParams('sort=trending')))).toBe(false);
  });
});

describe('withoutFilters', () => {
  it('clears the search text, vehicle and free filter but keeps the sort', () => {
    const params = new URLSearchParams(
      'q=vent&make=volkswagen&model=golf&year=2017&trim=gti&filter=free&sort=trending',
    );
    expect(withoutFilters(params).toString()).toBe('sort=trending');
    expect(params.get('make')).toBe('volkswagen');
  });

  it('leaves nothing when no sort was chosen', () => {
    expect(withoutFilters(new URLSearchParams('make=ford&filter=free')).toString()).toBe('');
  });
});

describe('withoutParam', () => {
  const params = new URLSearchParams('make=volkswagen&model=golf&year=2017&trim=gti&sort=newest');

  it('removing the make removes model, year and trim too', () => {
    expect(withoutParam(params, 'make').toString()).toBe('sort=newest');
  });

  it('removing the year keeps make and model', () => {
    expect(withoutParam(params, 'year').toString()).toBe('make=volkswagen&model=golf&sort=newest');
  });

  it('removing the sort touches nothing else and leaves the input alone', () => {
    expect(withoutParam(params, 'sort').toString()).toBe(
      'make=volkswagen&model=golf&year=2017&trim=gti',
    );
    expect(params.get('sort')).toBe('newest');
  });
});

describe('withParam', () => {
  const params = new URLSearchParams('make=volkswagen&model=golf&year=2017&trim=gti&sort=newest');

  it('a new make drops the old one’s model, year and trim', () => {
    expect(withParam(params, 'make', 'ford').toString()).toBe('sort=newest&make=ford');
  });

  it('a new model keeps the make and drops the year and trim', () => {
    expect(withParam(params, 'model', 'polo').toString()).toBe(
      'make=volkswagen&sort=newest&model=polo',
    );
  });

  it('sets a filter or the sort beside the rest, and no value removes it', () => {
    expect(withParam(params, 'sort', 'rating').get('sort')).toBe('rating');
    expect(withParam(params, 'sort', 'rating').get('trim')).toBe('gti');
    expect(
      withParam(new URLSearchParams('q=vent&filter=free'), 'filter', undefined).toString(),
    ).toBe('q=vent');
    expect(params.get('make')).toBe('volkswagen');
  });
});

describe('listingQuery', () => {
  it('asks GET /api/models3d for the first 20 with the text, vehicle ids, free, difficulty and sort', () => {
    const query = parseSearchQuery(
      new URLSearchParams('q=vent&make=volkswagen&filter=free&difficulty=easy&sort=trending'),
    );
    expect(listingQuery(query, { makeId: 'vw-id', modelId: 'golf-id' })).toEqual({
      search: 'vent',
      makeId: 'vw-id',
      modelId: 'golf-id',
      isFree: true,
      difficulty: 'easy',
      sort: 'trending',
      limit: 20,
      offset: 0,
    });
  });

  it('leaves out what the address does not set (the catalog then sorts newest first)', () => {
    const request = listingQuery({}, {});
    expect(Object.entries(request).filter(([, value]) => value !== undefined)).toEqual([
      ['limit', 20],
      ['offset', 0],
    ]);
  });
});

describe('labels', () => {
  it('names the sort orders and the free filter', () => {
    expect(sortLabel('newest')).toBe('Newest First');
    expect(sortLabel('price_asc')).toBe('Price: Low to High');
    expect(sortLabel('trending')).toBe('Trending');
    expect(filterLabel('free')).toBe('Free files only');
    expect(sortLabel('weird')).toBe('weird');
  });
});
