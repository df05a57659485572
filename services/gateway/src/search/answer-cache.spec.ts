import { RpcErrorCode } from '@pitstop/contracts';
import { RpcError, RpcTimeoutError } from '@pitstop/messaging';
import { gunzipSync } from 'node:zlib';
import {
  AnswerCache,
  cachedAnswer,
  COMPRESS_FROM_BYTES,
  type AnswerCacheLimits,
  type CachedAnswer,
} from './answer-cache.js';

describe('AnswerCache', () => {
  let now: number;
  const limits: AnswerCacheLimits = { freshMs: 1_000, staleMs: 10_000, maxBytes: 1_000 };
  const cache = (overrides: Partial<AnswerCacheLimits> = {}, random = Math.random) =>
    new AnswerCache({ ...limits, ...overrides }, () => now, random);
  const text = (answer: CachedAnswer) => answer.body.toString();

  /** A search service stand-in that counts its searches and answers "<key>#<n>". */
  const searches = () => {
    let n = 0;
    const load = (key: string) => async () => cachedAnswer(`${key}#${++n}`);
    return { load, count: () => n };
  };

  const settled = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(() => (now = 0));

  it('answers the same address under the same generation with one search', async () => {
    const answers = cache();
    const search = searches();
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#1');
    now = 999;
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#1');
    expect(answers.kept('/a', 1)).toBeDefined();
    expect(search.count()).toBe(1);
    expect(answers.stats()).toMatchObject({ hits: 2, misses: 1, entries: 1 });
  });

  it('keeps an answer with times of its own no longer than they say', async () => {
    const answers = cache();
    const search = searches();
    const keep = { freshMs: 100, staleMs: 0 };
    await answers.get('/c', 1, search.load('/c'), keep);
    now = 99;
    expect(text(await answers.get('/c', 1, search.load('/c'), keep))).toBe('/c#1');
    // Past its own fresh time with no stale time: asked again, not served while refreshing.
    now = 100;
    expect(answers.kept('/c', 1)).toBeUndefined();
    expect(text(await answers.get('/c', 1, search.load('/c'), keep))).toBe('/c#2');
    // An answer may carry its own times, for a maker that knows them once it has made it.
    const own = async () => cachedAnswer('own', {}, { keep });
    await answers.get('/e', 1, own);
    now += 100;
    expect(answers.kept('/e', 1)).toBeUndefined();
    // Times longer than the cache's are the cache's.
    const storedAt = now;
    await answers.get('/d', 1, search.load('/d'), { freshMs: 60_000, staleMs: 0 });
    now = storedAt + limits.freshMs;
    expect(answers.kept('/d', 1)).toBeUndefined();
  });

  it('sends a transient answer without keeping it', async () => {
    const answers = cache();
    let n = 0;
    const load = async () => cachedAnswer(`page#${++n}`, {}, { status: 200, transient: true });
    expect(text(await answers.get('/p', 1, load))).toBe('page#1');
    expect(answers.holds('/p')).toBe(false);
    expect(text(await answers.get('/p', 1, load))).toBe('page#2');
  });

  it('searches again under a new generation, and never serves the old answer for it', async () => {
    const answers = cache();
    const search = searches();
    await answers.get('/a', 1, search.load('/a'));
    expect(answers.kept('/a', 2)).toBeUndefined();
    expect(text(await answers.get('/a', 2, search.load('/a')))).toBe('/a#2');
    // A slow search begun under generation 1 must not replace generation 2's answer.
    const late = answers.get('/b', 1, async () => cachedAnswer('old'));
    await answers.get('/b', 2, async () => cachedAnswer('new'));
    await late;
    expect(text(answers.kept('/b', 2)!)).toBe('new');
  });

  it("serves an older generation's answer while the search service is away, never in place of a refusal", async () => {
    const answers = cache();
    await answers.get('/a', 1, async () => cachedAnswer('kept'));
    const away = () => Promise.reject(new RpcTimeoutError('search.find', 5_000));
    // The index moved on, then the search service went away: the kept answer beats a 503.
    expect(text(await answers.get('/a', 2, away))).toBe('kept');
    // Not once its stale time is over, nor for an address never answered.
    await expect(answers.get('/b', 2, away)).rejects.toBeInstanceOf(RpcTimeoutError);
    // A refusal is the answer under the new generation (a listing now gone): not masked.
    const gone = new RpcError(RpcErrorCode.NotFound, 'Listing not found');
    await expect(answers.get('/a', 2, () => Promise.reject(gone))).rejects.toBe(gone);
    now = limits.freshMs + limits.staleMs;
    await expect(answers.get('/a', 2, away)).rejects.toBeInstanceOf(RpcTimeoutError);
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
    // Stale: served to whoever asks, kept() too, and refreshed by the search that made it.
    expect(text(answers.kept('/a', 1)!)).toBe('/a#1');
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#1');
    await settled();
    expect(search.count()).toBe(2);
    expect(text(await answers.get('/a', 1, search.load('/a')))).toBe('/a#2');
    expect(answers.stats()).toMatchObject({ staleHits: 2, hits: 1 });
  });

  it('keeps serving the stale answer when its refresh fails, until the stale time is over', async () => {
    const answers = cache();
    let up = true;
    const search = async () => {
      if (!up) throw new Error('search service down');
      return cachedAnswer('kept');
    };
    await answers.get('/a', 1, search);
    up = false;
    now = 5_000;
    expect(text(await answers.get('/a', 1, search))).toBe('kept');
    await settled();
    expect(text(answers.kept('/a', 1)!)).toBe('kept');
    now = 11_000;
    expect(answers.kept('/a', 1)).toBeUndefined();
    await expect(answers.get('/a', 1, search)).rejects.toThrow('search service down');
  });

  it('refreshes only so many stale answers at once; the others wait for a later request', async () => {
    const answers = cache({ maxRefreshes: 1 });
    const search = searches();
    let finish = () => {};
    let calls = 0;
    const slowSecondTime = () =>
      ++calls === 1
        ? cachedAnswer('/a first')
        : new Promise<CachedAnswer>(
            (resolve) => (finish = () => resolve(cachedAnswer('/a again'))),
          );
    await answers.get('/a', 1, slowSecondTime);
    await answers.get('/b', 1, search.load('/b'));
    now = 2_000;
    expect(text(answers.kept('/a', 1)!)).toBe('/a first'); // its refresh starts, and hangs
    expect(text(answers.kept('/b', 1)!)).toBe('/b#1');
    await settled();
    expect(search.count()).toBe(1); // /b waits: /a's refresh is running
    finish();
    await settled();
    expect(text(answers.kept('/a', 1)!)).toBe('/a again');
    expect(text(answers.kept('/b', 1)!)).toBe('/b#1');
    await settled();
    expect(text(answers.kept('/b', 1)!)).toBe('/b#2');
  });

  it('starts refreshes evenly at its budget, never a burst; the rest are served stale and tried later', async () => {
    const answers = cache({ refreshesPerSecond: 2 });
    const search = searches();
    for (const key of ['/a', '/b', '/c']) await answers.get(key, 1, search.load(key));
    now = 2_000; // all three stale after two quiet seconds: still one refresh due, not four
    for (const key of ['/a', '/b', '/c']) answers.kept(key, 1);
    await settled();
    expect(search.count()).toBe(4); // three loads, then one refresh
    expect(text(answers.kept('/a', 1)!)).toBe('/a#4');
    expect(text(answers.kept('/b', 1)!)).toBe('/b#2'); // still the stale answer: none due yet
    await settled();
    expect(search.count()).toBe(4);
    now = 2_250; // a quarter second: half of the next one
    answers.kept('/b', 1);
    await settled();
    expect(search.count()).toBe(4);
    now = 2_500; // half a second: the next one is due
    answers.kept('/b', 1);
    await settled();
    expect(search.count()).toBe(5);
    expect(text(answers.kept('/b', 1)!)).toBe('/b#5');
  });

  it('ends answers loaded together at different times, within the jitter', async () => {
    const draws = [0, 1];
    const answers = cache({ freshJitter: 0.5 }, () => draws.shift()!);
    const search = searches();
    await answers.get('/a', 1, search.load('/a')); // fresh for 1,000 ms
    await answers.get('/b', 1, search.load('/b')); // fresh for 500 ms
    now = 600;
    expect(text(answers.kept('/a', 1)!)).toBe('/a#1');
    expect(text(answers.kept('/b', 1)!)).toBe('/b#2');
    expect(answers.stats()).toMatchObject({ hits: 1, staleHits: 1 });
  });

  it('lets the least recently used answers give way when full', async () => {
    const answers = cache({ maxBytes: 25 });
    for (const key of ['/a', '/b'])
      await answers.get(key, 1, async () => cachedAnswer(key.repeat(4))); // 8 bytes each
    answers.kept('/a', 1);
    await answers.get('/c', 1, async () => cachedAnswer('x'.repeat(12)));
    expect(answers.kept('/a', 1)).toBeDefined();
    expect(answers.kept('/b', 1)).toBeUndefined();
    expect(answers.stats()).toMatchObject({ entries: 2, bytes: 20 });
    // An answer larger than the whole cache is served, not kept.
    await answers.get('/huge', 1, async () => cachedAnswer('y'.repeat(26)));
    expect(answers.kept('/huge', 1)).toBeUndefined();
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

  it('tags each answer by its body', async () => {
    const a = await cachedAnswer('{"items":[]}');
    expect(a.etag).toMatch(/^"c-[A-Za-z0-9+/]{27}"$/);
    expect((await cachedAnswer('{"items":[]}')).etag).toBe(a.etag);
    expect((await cachedAnswer('{"items":[1]}')).etag).not.toBe(a.etag);
  });

  it('keeps a gzip copy of answers big enough to compress, and counts it as kept memory', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    expect(json.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const big = await cachedAnswer(json);
    expect(gunzipSync(big.gzipped!).toString()).toBe(json);
    expect(big.gzipped!.length).toBeLessThan(big.body.length);
    expect((await cachedAnswer('{"items":[]}')).gzipped).toBeUndefined();
    const answers = cache({ maxBytes: 100_000 });
    await answers.get('/big', 1, async () => big);
    expect(answers.stats().bytes).toBe(big.body.length + big.gzipped!.length);
  });
});
