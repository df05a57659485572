import type { ListingDto, SearchResult } from '@pitstop/contracts';
import pino from 'pino';
import request from 'supertest';
import { startGateway } from '../src/app.js';
import { value } from '../../../test/support/prometheus.js';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const FRESH_SECONDS = 2;

/**
 * Search answers the gateway keeps (search/answer-cache.ts): the same for every visitor, by
 * address and index generation; counters refresh behind a stale answer; kept answers outlive a
 * search service outage. A short fresh window, so refreshing shows within the test.
 */
describe('kept search answers', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let shopper: SignedInUser;
  let knob: ListingDto;
  const http = () => request(stack.url);
  const search = async (query: string) =>
    (await http().get(`/api/search?${query}`).expect(200)).body as SearchResult;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      privateDatabase: true,
      adminLabel: 'answers-admin',
      env: { SEARCH_CACHE_FRESH_SECONDS: String(FRESH_SECONDS), SEARCH_CACHE_STALE_SECONDS: '300' },
    });
    [seller, shopper] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' }),
      registerUser(stack.url, { firstName: 'Sam', lastName: 'Buyer' }),
    ]);
    knob = await createApprovedListing(stack.url, seller, stack.admin, {
      isDraft: false,
      visibility: 'public',
      title: 'Billet Shift Knob',
    });
    await eventually(
      () => search('q=billet'),
      (result) => result.total === 1,
    );
  });
  afterAll(() => stack?.close());

  it('gives a visitor the same answer with its entity tag, and 304 when the browser has it', async () => {
    const first = await http().get('/api/search?q=knob').expect(200);
    const again = await http().get('/api/search?q=knob').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers).toMatchObject({
      etag: first.headers.etag,
      'cache-control': 'public, max-age=10, stale-while-revalidate=60',
      'content-type': 'application/json; charset=utf-8',
    });
    await http().get('/api/search?q=knob').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('sends a kept answer with the headers of any other answer, HEAD without its body', async () => {
    const routed = await http().get('/api/search?q=shift').expect(200);
    const kept = await http().get('/api/search?q=shift').expect(200);
    const other = await http().get('/api/makes').expect(200);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect([name, kept.headers[name]]).toEqual([name, other.headers[name]]);
    expect(kept.headers.etag).toBe(routed.headers.etag);
    expect(kept.headers.vary).toMatch(/accept-encoding/i);
    // Asked for the same encoding: the same representation, the same (strong) entity tag.
    const head = await http()
      .head('/api/search?q=shift')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(head.headers.etag).toBe(routed.headers.etag);
    expect(head.text ?? '').toBe('');
  });

  it('logs and measures a kept answer as any other answer', async () => {
    // A gateway of its own beside the stack's, whose request lines this test reads.
    const lines: { msg?: string; path?: string; status?: number }[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const gateway = await startGateway(stack.gateway.config, logger, { port: 0 });
    try {
      const scrape = async () => (await fetch(`${gateway.metricsUrl}/metrics`)).text();
      const measured = (text: string) =>
        value(text, 'http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/search',
          status_class: '2xx',
        });
      const keptHits = (text: string) =>
        value(text, 'gateway_search_answers_total', { result: 'hit' });
      const before = await scrape();
      const routed = await request(gateway.url).get('/api/search?q=logged').expect(200);
      const kept = await request(gateway.url).get('/api/search?q=logged').expect(200);
      const after = await scrape();
      expect(keptHits(after) - keptHits(before)).toBe(1);
      expect(measured(after) - measured(before)).toBe(2);
      expect(
        lines
          .filter((line) => line.msg === 'request')
          .map(({ path, status }) => ({ path, status })),
      ).toEqual([
        { path: '/api/search?q=logged', status: 200 },
        { path: '/api/search?q=logged', status: 200 },
      ]);
      const { date: _routedDate, ...routedHeaders } = routed.headers;
      const { date: _keptDate, ...keptHeaders } = kept.headers;
      expect(keptHeaders).toEqual(routedHeaders);
    } finally {
      await gateway.close();
    }
  });

  it('sends the kept gzip copy to clients that take gzip, and the plain JSON to others', async () => {
    for (let n = 0; n < 2; n++) {
      const zipped = await http().get('/api/search?q=knob').set('Accept-Encoding', 'gzip');
      const plain = await http().get('/api/search?q=knob').set('Accept-Encoding', 'identity');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.body).toEqual(plain.body);
      expect(plain.body.items).toEqual([expect.objectContaining({ id: knob.id })]);
    }
  });

  it("keeps the original client's list a plain array with X-Total-Count", async () => {
    for (let n = 0; n < 2; n++) {
      const res = await http().get('/api/models3d?search=knob').expect(200);
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.body).toEqual([expect.objectContaining({ id: knob.id, likedByMe: false })]);
    }
  });

  it('refreshes counters behind a stale answer: the like shows after the fresh window', async () => {
    expect((await search('q=billet')).items[0]).toMatchObject({ likeCount: 0 });
    await http().post(`/api/models3d/${knob.id}/like`).set('Cookie', shopper.cookie).expect(200);
    // Within the fresh window the kept answer is served as it is.
    expect((await search('q=billet')).items[0]).toMatchObject({ likeCount: 0 });
    // Past it, the kept answer is served once more while a refresh runs behind it.
    await new Promise((resolve) => setTimeout(resolve, FRESH_SECONDS * 1000));
    const refreshed = await eventually(
      () => search('q=billet'),
      (result) => result.items[0]?.likeCount === 1,
    );
    expect(refreshed.items[0]).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  it('keeps suggestions as searches: one for every visitor, publicly cacheable, and a new listing shows at once', async () => {
    const suggest = (q: string) => http().get(`/api/search/suggest?q=${q}`).expect(200);
    const first = await suggest('bill');
    expect(first.body.parts.map((part: { title: string }) => part.title)).toEqual([
      'Billet Shift Knob',
    ]);
    const again = await suggest('bill');
    expect(again.headers).toMatchObject({
      'cache-control': 'public, max-age=30',
      etag: first.headers.etag,
    });
    await http()
      .get('/api/search/suggest?q=bill')
      .set('If-None-Match', first.headers.etag!)
      .expect(304);
    // A new listing is a new index generation: the kept answer is not served under it.
    await createApprovedListing(stack.url, seller, stack.admin, {
      isDraft: false,
      visibility: 'public',
      title: 'Billet Pedal Set',
    });
    const next = await eventually(
      async () => (await suggest('bill')).body as { parts: { title: string }[] },
      (body) => body.parts.length === 2,
    );
    expect(next.parts.map((part) => part.title).sort()).toEqual([
      'Billet Pedal Set',
      'Billet Shift Knob',
    ]);
  });

  it('keeps answering searches and suggestions asked before while the search service is down', async () => {
    const kept = await search('q=billet');
    const keptSuggestions = (await http().get('/api/search/suggest?q=bil').expect(200)).body;
    await stack.stopService('search');
    expect(await search('q=billet')).toEqual(kept);
    expect((await http().get('/api/search/suggest?q=bil').expect(200)).body).toEqual(
      keptSuggestions,
    );
    const res = await http().get('/api/search?q=never%20asked').expect(503);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
