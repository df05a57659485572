import type { ListingDto, ReindexStatus, SearchResult, SuggestResult } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import {
  createApprovedListing,
  createListing,
  decideListing,
  fitmentOf,
} from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { SEARCH_ENGINE } from '../../search/src/engines/engine.tokens.js';
import type { SearchEngine } from '../../search/src/engines/search-engine.js';

const live = { isDraft: false, visibility: 'public' as const };

/**
 * GET /api/search and GET /api/models3d answered by the search service, kept up to date by the
 * catalog's events; the admins' rebuild. A database of its own, so totals are exact.
 */
describe('search through the gateway', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let shopper: SignedInUser;
  const http = () => request(stack.url);

  const search = async (query: string, who?: SignedInUser): Promise<SearchResult> => {
    const test = http().get(`/api/search?${query}`);
    return (await (who ? test.set('Cookie', who.cookie) : test).expect(200)).body as SearchResult;
  };
  const titles = async (query: string) => (await search(query)).items.map((item) => item.title);

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'search-admin' });
    [seller, shopper] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' }),
      registerUser(stack.url, { firstName: 'Sam', lastName: 'Buyer' }),
    ]);
    const golfMk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Shift Knob',
      printDifficulty: 'hard',
      isUniversalFit: false,
      vehicleFitment: golfMk7,
    });
    await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Shift Knob Extension',
      priceCents: 499,
      isFree: false,
    });
    await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Cup Holder Insert',
    });
    // Indexed from the catalog's events a moment after each approval.
    await eventually(
      () => search(''),
      (result) => result.total === 3,
    );
  });
  afterAll(() => stack?.close());

  it('answers { items, total, facets, next } with facet counts', async () => {
    const result = await search('q=shift');
    expect(result.items.map((item) => item.title)).toEqual(['Shift Knob', 'Shift Knob Extension']);
    expect(result).toMatchObject({
      total: 2,
      next: null,
      facets: {
        make: { volkswagen: 2 },
        difficulty: { easy: 1, medium: 0, hard: 1 },
        free: { free: 1, paid: 1 },
      },
    });
  });

  it("finds 'Shift Knob' for 'shfit knob', on /api/search and on the original client's list", async () => {
    expect((await titles('q=shfit%20knob'))[0]).toBe('Shift Knob');
    const res = await http().get('/api/models3d?search=shfit%20knob&limit=1').expect(200);
    expect((res.body as ListingDto[]).map((item) => item.title)).toEqual(['Shift Knob']);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('keeps /api/models3d a plain array of 20 with the total in X-Total-Count', async () => {
    const res = await http().get('/api/models3d?isFree=true').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect((res.body as ListingDto[]).map((item) => item.title).sort()).toEqual([
      'Cup Holder Insert',
      'Shift Knob',
    ]);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('takes the /search address as it is: make, model, year, trim, filter=free, sort', async () => {
    expect(await titles('make=volkswagen&model=golf&year=2017&trim=gti&sort=newest')).toEqual([
      'Cup Holder Insert',
      'Shift Knob Extension',
      'Shift Knob',
    ]);
    expect(await titles('make=volkswagen&model=golf&year=2024')).toEqual([
      'Cup Holder Insert',
      'Shift Knob Extension',
    ]);
    expect(await titles('filter=free&sort=price_desc&difficulty=hard')).toEqual(['Shift Knob']);
    // Trims with dots and spaces, as the fitment picker writes them, are taken as they are.
    expect(await titles('make=subaru&trim=2.5-s%20premium&sort=newest')).toEqual([
      'Cup Holder Insert',
      'Shift Knob Extension',
    ]);
  });

  it('shows a new listing within a second of its approval, and drops it when deleted', async () => {
    const listing = await createListing(stack.url, seller, { ...live, title: 'Fresh Gauge Pod' });
    expect(await titles('q=gauge')).toEqual([]);
    await decideListing(stack.url, stack.admin, listing.id, true);
    const approvedAt = Date.now();
    const found = await eventually(
      () => titles('q=gauge'),
      (list) => list.length === 1,
      1_000,
    );
    expect(found).toEqual(['Fresh Gauge Pod']);
    expect(Date.now() - approvedAt).toBeLessThan(1_000);

    await http().delete(`/api/models3d/${listing.id}`).set('Cookie', seller.cookie).expect(204);
    expect(
      await eventually(
        () => titles('q=gauge'),
        (list) => list.length === 0,
      ),
    ).toEqual([]);
  });

  it('drops a listing an edit sends back to review, and brings it back when approved', async () => {
    const listing = await createApprovedListing(stack.url, seller, stack.admin, {
      ...live,
      title: 'Door Pull Handle',
    });
    await eventually(
      () => titles('q=door'),
      (list) => list.length === 1,
    );
    await http()
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ title: 'Door Pull Handle V2' })
      .expect(200);
    expect(
      await eventually(
        () => titles('q=door'),
        (list) => list.length === 0,
      ),
    ).toEqual([]);
    await decideListing(stack.url, stack.admin, listing.id, true);
    expect(
      await eventually(
        () => titles('q=door'),
        (list) => list.length === 1,
      ),
    ).toEqual(['Door Pull Handle V2']);
  });

  it('marks what the signed-in viewer likes at once, on an answer kept for everyone', async () => {
    const [knob] = (await search('q=shift%20knob')).items;
    await http().post(`/api/models3d/${knob!.id}/like`).set('Cookie', shopper.cookie).expect(200);
    // The same address was just answered and kept; the viewer's own heart is added to it.
    const mine = await search('q=shift%20knob', shopper);
    expect(mine.items[0]).toMatchObject({ id: knob!.id, likedByMe: true });
    expect(mine.items.filter((item) => item.likedByMe)).toHaveLength(1);
    expect((await search('q=shift%20knob')).items[0]).toMatchObject({ likedByMe: false });
    const list = await http()
      .get('/api/models3d?search=shift%20knob')
      .set('Cookie', shopper.cookie)
      .expect(200);
    expect(list.body[0]).toMatchObject({ id: knob!.id, likedByMe: true });
  });

  it('pages with next until the last page', async () => {
    const first = await search('limit=2&sort=newest');
    expect(first).toMatchObject({ next: 2 });
    const last = await search(`limit=2&offset=${first.next}&sort=newest`);
    expect(last.next).toBeNull();
    expect(new Set([...first.items, ...last.items].map((item) => item.id)).size).toBe(first.total);
  });

  it.each([
    [
      'sort=cheapest',
      'sort must be one of newest, popular, rating, price_asc, price_desc, trending, relevance',
    ],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['offset=10001', 'offset must be a whole number from 0 to 10000'],
    ['makeId=volkswagen', 'makeId must be a UUID'],
    ['trimId=1%27%20OR%201%3D1', 'trimId must be a UUID'],
    ['year=twenty', 'year must be a whole number from 1900 to 2100'],
    ['make=Volks%22wagen', 'make must be a lower-case name such as the address gives'],
    ['make=volks%20wagen', 'make must be a lower-case name such as the address gives'],
    ['trim=GTI', 'trim must be a lower-case name such as the address gives'],
    ['trim=%20gti', 'trim must be a lower-case name such as the address gives'],
    ['filter=cheap', 'filter must be free'],
    ['difficulty=extreme', 'difficulty must be one of easy, medium, hard'],
    [`q=${'x'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=knob%00', 'q contains characters that are not allowed'],
    ['page=2', 'page is not allowed'],
  ])('answers ?%s with 400 and a message', async (query, message) => {
    const res = await http().get(`/api/search?${query}`).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('suggests parts and vehicles for what is typed, from two letters', async () => {
    const answer = async (q: string) =>
      (await http().get('/api/search/suggest').query({ q }).expect(200)).body as SuggestResult;
    const shi = await answer('shi');
    // Both titles start with the letters; the more downloaded comes first (earlier tests count)
    expect(shi.parts.map((part) => part.title).sort()).toEqual([
      'Shift Knob',
      'Shift Knob Extension',
    ]);
    expect(shi.parts[0]).toMatchObject({ slug: expect.any(String), id: expect.any(String) });
    // A make by an alias, and its model with the years its parts cover
    expect((await answer('vw')).vehicles).toEqual([
      { label: 'Volkswagen', makeSlug: 'volkswagen', modelSlug: null, years: null },
      {
        label: 'Volkswagen Golf',
        makeSlug: 'volkswagen',
        modelSlug: 'golf',
        years: '2013–2020',
      },
    ]);
    expect((await answer('golf knob')).parts.map((part) => part.title)).toEqual([]);
    expect(await answer('s')).toEqual({ parts: [], vehicles: [] });
    const tooLong = await http()
      .get('/api/search/suggest')
      .query({ q: 'x'.repeat(101) })
      .expect(400);
    expect(tooLong.body.message).toContain('q must be at most 100 characters');
    await http().get('/api/search/suggest').expect(400);
  });

  it('refuses an unknown sort on /api/models3d too', async () => {
    const res = await http().get('/api/models3d?sort=cheapest').expect(400);
    expect(res.body.message).toMatch(/^sort must be one of/);
  });

  describe('rebuilding the index (admins)', () => {
    const engine = () =>
      stack.services.get('search')![0]!.app.get<symbol, SearchEngine>(SEARCH_ENGINE);
    const status = async () =>
      (await http().get('/api/admin/search/reindex').set('Cookie', stack.admin.cookie).expect(200))
        .body as ReindexStatus;

    it('is for admins only', async () => {
      await http().post('/api/admin/search/reindex').expect(401);
      await http().post('/api/admin/search/reindex').set('Cookie', shopper.cookie).expect(403);
      await http().get('/api/admin/search/reindex').set('Cookie', shopper.cookie).expect(403);
    });

    it('rebuilds a lost index from the catalog while searches go on', async () => {
      const before = (await search('')).total;
      await engine().clear();
      const started = await http()
        .post('/api/admin/search/reindex')
        .set('Cookie', stack.admin.cookie)
        .expect(202);
      expect(started.body).toMatchObject({ engine: 'postgres' });
      // Searching meanwhile answers (with what the index has so far), never an error.
      await http().get('/api/search?q=shift').expect(200);
      const done = await eventually(status, (s) => s.state === 'idle' && s.finishedAt !== null);
      expect(done).toMatchObject({ state: 'idle', indexed: before, error: null });
      expect(done.processed).toBeGreaterThanOrEqual(before);
      expect((await search('')).total).toBe(before);
      expect((await titles('q=shfit%20knob'))[0]).toBe('Shift Knob');
    });
  });

  it('answers 503 with a message while the search service is down', async () => {
    await stack.stopService('search');
    // The gateway waits its request timeout for an answer, then says so.
    const res = await http().get('/api/models3d?search=knob').expect(503);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
