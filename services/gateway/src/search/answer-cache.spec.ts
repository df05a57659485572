import {
  AnswerCache,
  cachedAnswer,
  type AnswerCacheLimits,
  type CachedAnswer,
} from './answer-cache.js';

describe('AnswerCache', () => {
  let now: number;
  const limits: AnswerCacheLimits = { freshMs: 1_000, staleMs: 10_000, maxBytes: 1_000 };
  const cache = (overrides: Partial<AnswerCacheLimits> = {}) =>
    new AnswerCache({ ...limits, ...overrides }, () => now);
  const text = (answer: CachedAnswer) => answer.body.toString();

  /** A search service stand-in that counts its searches and answers "<key>#<n>". */
  const searches = () => {
    let n = 0;
    const load = (key: string) => async () => cachedAnswer(`${key}#${++n}`);
    return { load, count: () => n };
  };

  beforeEach(() => (now = 0));

  it('answers the same address under the same generation with one search', async () => {
    const answers = cache();
    const search = searches();
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#1');
    now = 999;
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#1');
    expect(answers.fresh('/a', 1)).toBeDefined();
    expect(search.count()).toBe(1);
    expect(answers.stats()).toMatchObject({ hits: 2, misses: 1, entries: 1 });
  });

  it('searches again under a new generation, and never serves the old answer for it', async () => {
    const answers = cache();
    const search = searches();
    await answers.get('/a', 1, search.load('/a'));
    expect(answers.fresh('/a', 2)).toBeUndefined();
    expect(text(await answers.get('/a', 2, search.load('/a')))).toBe('/a#2');
    // A slow search begun under generation 1 must not replace generation 2's answer.
    const late = answers.get('/b', 1, async () => cachedAnswer('old'));
    await answers.get('/b', 2, async () => cachedAnswer('new'));
    await late;
    expect(text(answers.fresh('/b', 2)!)).toBe('new');
  });

  it('lets concurrent misses of one address share one search', async () => {
    const answers = cache();
    const search = searches();
    const all = await Promise.all([1, 2, 3].map(() => answers.get('/a', 1, search.load('/a'))));
    expect(all.map(text)).toEqual(['/a#1', '/a#1', '/a#1']);
    expect(search.count()).toBe(1);
  });

  it('does not keep a failed search', async () => {
    const answers = cache();
    await expect(
      answers.get('/a', 1, () => Promise.reject(new Error('search service down'))),
    ).rejects.toThrow('search service down');
    expect(text(await answers.get('/a', 1, async () => cachedAnswer('ok')))).toBe('ok');
  });

  it('serves a stale answer while one refresh runs behind it, then the refreshed one', async () => {
    const answers = cache();
    const search = searches();
    await answers.get('/a', 1, search.load('/a'));
    now = 1_500;
    expect(answers.fresh('/a', 1)).toBeUndefined();
    const [first, second] = await Promise.all([
      answers.get('/a', 1, search.load('/a')),
      answers.get('/a', 1, search.load('/a')),
    ]);
    expect([text(first), text(second)]).toEqual(['/a#1', '/a#1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(search.count()).toBe(2);
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#2');
    expect(answers.stats()).toMatchObject({ staleHits: 2, hits: 1 });
  });

  it('keeps serving the stale answer when its refresh fails, until the stale time is over', async () => {
    const answers = cache();
    await answers.get('/a', 1, async () => cachedAnswer('kept'));
    const failing = () => Promise.reject(new Error('search service down'));
    now = 5_000;
    expect(text(await answers.get('/a', 1, failing))).toBe('kept');
    now = 11_000;
    await expect(answers.get('/a', 1, failing)).rejects.toThrow('search service down');
  });

  it('lets the least recently used answers give way when full', async () => {
    const answers = cache({ maxBytes: 25 });
    for (const key of ['/a', '/b'])
      await answers.get(key, 1, async () => cachedAnswer(key.repeat(4))); // 8 bytes each
    answers.fresh('/a', 1);
    await answers.get('/c', 1, async () => cachedAnswer('x'.repeat(12)));
    expect(answers.fresh('/a', 1)).toBeDefined();
    expect(answers.fresh('/b', 1)).toBeUndefined();
    expect(answers.stats()).toMatchObject({ entries: 2, bytes: 20 });
    // An answer larger than the whole cache is served, not kept.
    await answers.get('/huge', 1, async () => cachedAnswer('y'.repeat(26)));
    expect(answers.fresh('/huge', 1)).toBeUndefined();
  });

  it('keeps nothing when turned off, or when the generation is unknown', async () => {
    const search = searches();
    const off = cache({ freshMs: 0 });
    await off.get('/a', 1, search.load('/a'));
    await off.get('/a', 1, search.load('/a'));
    const unknown = cache();
    await unknown.get('/a', -1, search.load('/a'));
    await unknown.get('/a', -1, search.load('/a'));
    expect(search.count()).toBe(4);
  });

  it('tags each answer by its body', () => {
    const a = cachedAnswer('{"items":[]}');
    expect(a.etag).toMatch(/^W\/"c-[A-Za-z0-9+/]{27}"$/);
    expect(cachedAnswer('{"items":[]}').etag).toBe(a.etag);
    expect(cachedAnswer('{"items":[1]}').etag).not.toBe(a.etag);
  });
});
