import type { CollectionSummaryDto, ListingDto, MakeDto } from '@pitstop/contracts';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing, decideListing, fitmentOf } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const PUBLIC_READ = 'public, max-age=10, stale-while-revalidate=60';
/** Kept answers stay fresh far longer than the test: only invalidation can show a change. */
const FRESH_SECONDS = 600;
/** What "at once" allows: the index taking the catalog's event and the generation's trust window. */
const AT_ONCE_MS = 10_000;

/**
 * The public reads a visitor's pages make (docs/architecture.md, Public reads): the same bytes
 * for everyone, with a strong entity tag, a 304 for the browser that holds them, public caching,
 * and a listing's change shown at once (the kept answers follow the index generation).
 */
describe('public reads: entity tags, caching, and changes shown at once', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let shopper: SignedInUser;
  let listing: ListingDto;
  const http = () => request(stack.url);

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      privateDatabase: true,
      adminLabel: 'reads-admin',
      env: { SEARCH_CACHE_FRESH_SECONDS: String(FRESH_SECONDS) },
    });
    [seller, shopper] = await Promise.all([
      registerUser(stack.url, { displayName: 'Torque Tess' }),
      registerUser(stack.url, { firstName: 'Sam' }),
    ]);
    listing = await createApprovedListing(stack.url, seller, stack.admin, {
      title: 'Golf Mk7 Vent Phone Mount',
      isDraft: false,
      visibility: 'public',
      priceCents: 499,
      isFree: false,
    });
  });
  afterAll(() => stack?.close());

  /** A visitor's read answered twice (the second from the kept answer), then with its tag. */
  async function expectSharedAnswer(path: string, cacheControl = PUBLIC_READ) {
    const first = await http().get(path).expect(200);
    const again = await http().get(path).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers).toMatchObject({
      etag: first.headers.etag,
      'cache-control': cacheControl,
      'content-type': 'application/json; charset=utf-8',
    });
    // Strong: a byte-for-byte promise, one per encoding.
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.vary).toMatch(/cookie/i);
    const notModified = await http().get(path).set('If-None-Match', first.headers.etag!);
    expect(notModified.status).toBe(304);
    expect(notModified.text ?? '').toBe('');
    return first;
  }

  it('answers the model page, the taxonomy, a creator and a collection with tags and 304s', async () => {
    const byId = await expectSharedAnswer(`/api/models3d/${listing.id}`);
    expect(byId.body).toMatchObject({ id: listing.id, likedByMe: false });
    await expectSharedAnswer(`/api/models3d/slug/${listing.slug}`);
    await expectSharedAnswer('/api/makes');
    await expectSharedAnswer('/api/categories');
    const golf = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    await expectSharedAnswer(`/api/models?makeId=${golf.makeId}`);
    await expectSharedAnswer(`/api/generations?modelId=${golf.modelId}`);
    await expectSharedAnswer(`/api/trims?generationId=${golf.generationId}`);
    await expectSharedAnswer('/api/models3d?sort=newest&limit=24');
    const creator = await expectSharedAnswer(`/api/sellers/${seller.user.id}`);
    expect(creator.body).toMatchObject({ id: seller.user.id });

    const created = await http()
      .post('/api/collections')
      .set('Cookie', seller.cookie)
      .send({ name: 'Mk7 cabin', isPublic: true })
      .expect(201);
    const collection = created.body as CollectionSummaryDto;
    // Asked again each time: its owner can hide it.
    await expectSharedAnswer(`/api/collections/${collection.id}`, 'public, no-cache');
    await http()
      .patch(`/api/collections/${collection.id}`)
      .set('Cookie', seller.cookie)
      .send({ isPublic: false })
      .expect(200);
    await http().get(`/api/collections/${collection.id}`).expect(404);
  });

  it('gives a signed-in reader their own answer, never a shared one', async () => {
    await http()
      .post(`/api/models3d/${listing.id}/like`)
      .set('Cookie', shopper.cookie)
      .send({ liked: true })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const mine = await http()
      .get(`/api/models3d/slug/${listing.slug}`)
      .set('Cookie', shopper.cookie)
      .expect(200);
    expect(mine.body).toMatchObject({ id: listing.id, likedByMe: true });
    expect(mine.headers['cache-control']).toBe('private, max-age=0');
    // The visitor's kept answer is untouched by it.
    const visitor = await http().get(`/api/models3d/slug/${listing.slug}`).expect(200);
    expect(visitor.body.likedByMe).toBe(false);
    const profile = await http()
      .get(`/api/sellers/${seller.user.id}`)
      .set('Cookie', shopper.cookie)
      .expect(200);
    expect(profile.headers['cache-control']).toBe('private, max-age=0');
  });

  it('shows an edited listing at once, hides one sent back to review, and shows it approved', async () => {
    const path = `/api/models3d/slug/${listing.slug}`;
    const before = await http().get(path).expect(200);
    expect(before.body.priceCents).toBe(499);

    // The price is the seller's to change freely: the listing stays up, at its new price.
    await http()
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ priceCents: 799 })
      .expect(200);
    const started = Date.now();
    const repriced = await eventually(
      async () => (await http().get(path).expect(200)).body as ListingDto,
      (body) => body.priceCents === 799,
      AT_ONCE_MS,
    );
    expect(repriced.priceCents).toBe(799);
    expect(Date.now() - started).toBeLessThan(AT_ONCE_MS);
    const tag = (await http().get(path)).headers.etag;
    expect(tag).not.toBe(before.headers.etag);

    // A new title goes back to review: hidden from visitors meanwhile …
    await http()
      .put(`/api/models3d/${listing.id}`)
      .set('Cookie', seller.cookie)
      .send({ title: 'Golf Mk7 Vent Phone Mount v2' })
      .expect(200);
    const hidden = await eventually(
      async () => (await http().get(path)).status,
      (status) => status === 404,
      AT_ONCE_MS,
    );
    expect(hidden).toBe(404);

    // … and shown under its new title once approved, with the makes' counts following.
    await decideListing(stack.url, stack.admin, listing.id, true);
    const approved = await eventually(
      async () => await http().get(path),
      (res) => res.status === 200 && res.body.title === 'Golf Mk7 Vent Phone Mount v2',
      AT_ONCE_MS,
    );
    expect(approved.body.title).toBe('Golf Mk7 Vent Phone Mount v2');
  }, 60_000);

  it("counts a newly approved part in its make's count at once", async () => {
    const countOf = async () =>
      ((await http().get('/api/makes').expect(200)).body as MakeDto[]).find(
        (make) => make.slug === 'volkswagen',
      )!.modelCount;
    const before = await countOf();
    await createApprovedListing(stack.url, seller, stack.admin, {
      isDraft: false,
      visibility: 'public',
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7'),
    });
    const after = await eventually(countOf, (count) => count === before + 1, AT_ONCE_MS);
    expect(after).toBe(before + 1);
  });
});
