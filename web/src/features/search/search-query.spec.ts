import {
  facetCounts,
  filterLabel,
  hasFilters,
  parseSearchQuery,
  searchArgs,
  shownSort,
  sortChoices,
  sortLabel,
  withCount,
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

describe('searchArgs', () => {
  it('asks GET /api/search for 20 with the address’s parameters as they are (slugs, year, trim value)', () => {
    const query = parseSearchQuery(
      new URLSearchParams(
        'q=shfit%20knob&make=volkswagen&model=golf&year=2017&trim=golf-r&filter=free&difficulty=easy&sort=trending&utm=x',
      ),
    );
    expect(searchArgs(query)).toEqual({
      q: 'shfit knob',
      make: 'volkswagen',
      model: 'golf',
      year: '2017',
      trim: 'golf-r',
      filter: 'free',
      difficulty: 'easy',
      sort: 'trending',
      limit: 20,
    });
  });

  it('leaves out what the address does not set (the server then picks the order)', () => {
    expect(searchArgs({})).toEqual({ limit: 20 });
    expect(searchArgs(parseSearchQuery(new URLSearchParams('make=all&sort=cheapest')))).toEqual({
      limit: 20,
    });
  });

  it('passes a year it cannot read as it is: the server answers why it is wrong', () => {
    expect(searchArgs(parseSearchQuery(new URLSearchParams('year=soon'))).year).toBe('soon');
  });

  it('keeps one cache key per address, whatever the parameters’ order', () => {
    const a = searchArgs(parseSearchQuery(new URLSearchParams('make=ford&filter=free')));
    const b = searchArgs(parseSearchQuery(new URLSearchParams('filter=free&make=ford')));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('the sort', () => {
  it('is Best Match with search text and no sort, newest first without text', () => {
    expect(shownSort({ q: 'knob' })).toBe('relevance');
    expect(shownSort({})).toBe('newest');
    expect(shownSort({ q: 'knob', sort: 'price_asc' })).toBe('price_asc');
  });

  it('offers Best Match only with text, and Trending only when the address asks for it', () => {
    const five = ['newest', 'popular', 'rating', 'price_asc', 'price_desc'];
    expect(sortChoices({})).toEqual(five);
    expect(sortChoices({ q: 'knob' })).toEqual(['relevance', ...five]);
    expect(sortChoices({ sort: 'trending' })).toEqual(['trending', ...five]);
  });

  it('reads sort=relevance only with text to match', () => {
    expect(parseSearchQuery(new URLSearchParams('q=knob&sort=relevance')).sort).toBe('relevance');
    expect(parseSearchQuery(new URLSearchParams('sort=relevance'))).toEqual({});
  });

  it('removing the search text (or clearing all) drops Best Match with it', () => {
    const params = new URLSearchParams('q=knob&sort=relevance&make=ford');
    expect(withoutParam(params, 'q').toString()).toBe('make=ford');
    expect(withoutFilters(params).toString()).toBe('');
    expect(withParam(params, 'q', 'shift knob').toString()).toBe(
      'q=shift+knob&sort=relevance&make=ford',
    );
  });
});

describe('facet counts', () => {
  const facets = {
    make: { volkswagen: 12, ford: 3 },
    universal: 2,
    difficulty: { easy: 9, medium: 4, hard: 0 },
    free: { free: 7, paid: 8 },
  };

  it('reads each make’s, difficulty’s and the free count', () => {
    const counts = facetCounts(facets);
    expect(counts.make('volkswagen')).toBe(12);
    expect(counts.difficulty('hard')).toBe(0);
    expect(counts.free).toBe(7);
  });

  it('gives a make without parts of its own the universal-fit count', () => {
    expect(facetCounts(facets).make('subaru')).toBe(2);
  });

  it('knows no count before the first page arrives', () => {
    const counts = facetCounts(undefined);
    expect(counts.make('volkswagen')).toBeUndefined();
    expect(counts.difficulty('easy')).toBeUndefined();
    expect(counts.free).toBeUndefined();
  });

  it('writes a choice with its count, or the name alone when there is none', () => {
    expect(withCount('Volkswagen', 12)).toBe('Volkswagen (12)');
    expect(withCount('Hard', 0)).toBe('Hard (0)');
    expect(withCount('Volkswagen', undefined)).toBe('Volkswagen');
  });
});

describe('labels', () => {
  it('names the sort orders and the free filter', () => {
    expect(sortLabel('newest')).toBe('Newest First');
    expect(sortLabel('price_asc')).toBe('Price: Low to High');
    expect(sortLabel('trending')).toBe('Trending');
    expect(sortLabel('relevance')).toBe('Best Match');
    expect(filterLabel('free')).toBe('Free files only');
    expect(sortLabel('weird')).toBe('weird');
  });
});
