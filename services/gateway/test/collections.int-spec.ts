import {
  COLLECTION_LIMITS,
  CollectionMessages as M,
  ListingMessages,
  type CollectionDto,
  type CollectionSummaryDto,
  type GarageDto,
  type SellerProfileDto,
} from '@pitstop/contracts';
import pg from 'pg';
import request from 'supertest';
import { registerUser, signIn, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing, createListing, fitmentOf } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';

const UNKNOWN_ID = '99999999-9999-4999-8999-999999999999';

/**
 * Collections and creator pages through the gateway, against the real users and catalog
 * services. A private database: the limits tests fill tables with rows of their own.
 */
describe('collections and creator pages through the gateway', () => {
  let stack: AdminStack;
  let admin: SignedInUser;
  let seller: SignedInUser;
  const http = () => request(stack.url);
  const as = (test: request.Test, who?: SignedInUser) =>
    who ? test.set('Cookie', who.cookie) : test;

  beforeAll(async () => {
    stack = await startStackWithAdmin({
      privateDatabase: true,
      adminLabel: 'collections-admin',
      services: ['users', 'catalog', 'media', 'orders'],
    });
    admin = stack.admin;
    seller = await registerUser(stack.url, { firstName: 'Maya', displayName: 'BoostedMaya' });
  }, 60_000);
  afterAll(() => stack?.close());

  async function sql<T = unknown>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const create = (who: SignedInUser, body: object) =>
    http().post('/api/collections').set('Cookie', who.cookie).send(body);
  const mine = async (who: SignedInUser, query = '') =>
    (await http().get(`/api/collections${query}`).set('Cookie', who.cookie).expect(200))
      .body as CollectionSummaryDto[];
  const read = (id: string, who?: SignedInUser, query = '') =>
    as(http().get(`/api/collections/${id}${query}`), who);
  const add = (who: SignedInUser, id: string, modelId: string) =>
    http().post(`/api/collections/${id}/items`).set('Cookie', who.cookie).send({ modelId });
  const newCollection = async (who: SignedInUser, name: string, isPublic = false) =>
    (await create(who, { name, isPublic }).expect(201)).body as CollectionSummaryDto;

  describe('collections', () => {
    it('creates a private collection with a trimmed name, listed as docs/product.md says', async () => {
      const owner = await registerUser(stack.url);
      const res = await create(owner, { name: '  Mk7 interior  ' }).expect(201);
      expect(res.body as CollectionSummaryDto).toEqual({
        id: expect.any(String),
        name: 'Mk7 interior',
        itemCount: 0,
        isPublic: false,
        cover: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const list = await mine(owner);
      expect(
        list.map(({ id, name, itemCount, isPublic }) => ({ id, name, itemCount, isPublic })),
      ).toEqual([{ id: res.body.id, name: 'Mk7 interior', itemCount: 0, isPublic: false }]);
      // Nobody else's list shows it; visitors have none.
      expect(await mine(seller)).not.toContainEqual(expect.objectContaining({ id: res.body.id }));
      await http().get('/api/collections').expect(401);
      await http().post('/api/collections').send({ name: 'Visitor' }).expect(401);
    });

    it('refuses a missing, blank, too long or taken name with its words, creating nothing', async () => {
      const owner = await registerUser(stack.url);
      await newCollection(owner, 'Track Day');
      const refusals: [object, number, string][] = [
        [{}, 400, M.nameRequired],
        [{ name: '   ' }, 400, M.nameRequired],
        [{ name: 42 }, 400, M.nameRequired],
        [{ name: 'x'.repeat(COLLECTION_LIMITS.nameMax + 1) }, 400, M.nameTooLong],
        [{ name: 'Ok', isPublic: 'yes' }, 400, M.isPublicInvalid],
        [{ name: ' track day ' }, 409, M.nameTaken],
      ];
      for (const [body, status, message] of refusals) {
        const res = await create(owner, body).expect(status);
        expect(res.body).toEqual({ message });
      }
      expect((await mine(owner)).map((c) => c.name)).toEqual(['Track Day']);
    });

    it('saves a published model once however often it is added, and removes it', async () => {
      const owner = await registerUser(stack.url);
      const collection = await newCollection(owner, 'Keepers');
      const listing = await createApprovedListing(stack.url, seller, admin, {
        imageUrls: ['https://images.pitstop.test/keeper.jpg'],
      });
      const first = await add(owner, collection.id, listing.id).expect(201);
      expect(first.body).toMatchObject({
        id: collection.id,
        itemCount: 1,
        containsModel: true,
        cover: { storageUrl: 'https://images.pitstop.test/keeper.jpg' },
      });
      const again = await add(owner, collection.id, listing.id).expect(201);
      expect(again.body).toMatchObject({ itemCount: 1, containsModel: true });
      const shown = (await read(collection.id, owner).expect(200)).body as CollectionDto;
      expect(shown.items.map((item) => item.id)).toEqual([listing.id]);
      expect(shown.items[0]).toMatchObject({ title: listing.title, slug: listing.slug });

      // The picker's ticks: which of my collections hold this model.
      const other = await newCollection(owner, 'Others');
      const ticks = await mine(owner, `?modelId=${listing.id}`);
      expect(ticks.map((c) => [c.id, c.containsModel])).toEqual([
        [other.id, false],
        [collection.id, true],
      ]);

      const removed = await http()
        .delete(`/api/collections/${collection.id}/items/${listing.id}`)
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(removed.body).toMatchObject({ itemCount: 0, containsModel: false, cover: null });
      // Removing what is not there is no error.
      await http()
        .delete(`/api/collections/${collection.id}/items/${listing.id}`)
        .set('Cookie', owner.cookie)
        .expect(200);
      expect(((await read(collection.id, owner).expect(200)).body as CollectionDto).items).toEqual(
        [],
      );
    });

    it('saves only published models: unknown is 404, your own pending one is 409', async () => {
      const owner = await registerUser(stack.url);
      const collection = await newCollection(owner, 'Picky');
      const someonesPending = await createListing(stack.url, seller);
      const ownPending = await createListing(stack.url, owner);
      for (const modelId of [UNKNOWN_ID, someonesPending.id]) {
        const res = await add(owner, collection.id, modelId).expect(404);
        expect(res.body).toEqual({ message: M.modelNotFound });
      }
      expect((await add(owner, collection.id, ownPending.id).expect(409)).body).toEqual({
        message: M.modelNotPublished,
      });
      expect((await add(owner, collection.id, 'not-a-model').expect(400)).body).toEqual({
        message: 'modelId must be a UUID',
      });
      expect((await mine(owner))[0]).toMatchObject({ itemCount: 0 });
    });

    it('keeps a private collection to its owner: everyone else gets 404 and changes nothing', async () => {
      const owner = await registerUser(stack.url);
      const stranger = await registerUser(stack.url);
      const listing = await createApprovedListing(stack.url, seller, admin);
      const collection = await newCollection(owner, 'Secret Build');
      await add(owner, collection.id, listing.id).expect(201);
      const notFound = { message: M.notFound };

      for (const who of [undefined, stranger, admin])
        expect((await read(collection.id, who).expect(404)).body).toEqual(notFound);
      for (const who of [stranger, admin]) {
        const attempts = [
          http().patch(`/api/collections/${collection.id}`).send({ name: 'Mine now' }),
          http().patch(`/api/collections/${collection.id}`).send({ isPublic: true }),
          http().delete(`/api/collections/${collection.id}`),
          http().post(`/api/collections/${collection.id}/items`).send({ modelId: listing.id }),
          http().delete(`/api/collections/${collection.id}/items/${listing.id}`),
        ];
        for (const attempt of attempts)
          expect((await attempt.set('Cookie', who.cookie).expect(404)).body).toEqual(notFound);
      }
      // A visitor is not signed in at all.
      await http().patch(`/api/collections/${collection.id}`).send({ isPublic: true }).expect(401);
      await http().delete(`/api/collections/${collection.id}`).expect(401);

      const still = (await read(collection.id, owner).expect(200)).body as CollectionDto;
      expect(still).toMatchObject({ name: 'Secret Build', isPublic: false, itemCount: 1 });
      expect(still.items.map((item) => item.id)).toEqual([listing.id]);
    });

    it('shows a public collection to anyone, with its owner and cards, until made private', async () => {
      const owner = await registerUser(stack.url, { firstName: 'Iris', displayName: 'IrisBuilds' });
      const listing = await createApprovedListing(stack.url, seller, admin);
      const collection = await newCollection(owner, 'Golf builds');
      await add(owner, collection.id, listing.id).expect(201);
      const patched = await http()
        .patch(`/api/collections/${collection.id}`)
        .set('Cookie', owner.cookie)
        .send({ isPublic: true })
        .expect(200);
      expect(patched.body).toMatchObject({ name: 'Golf builds', isPublic: true, itemCount: 1 });

      for (const who of [undefined, seller]) {
        const res = await read(collection.id, who).expect(200);
        // A visitor's answer is everyone's, asked again each time; a member's is their own.
        expect(res.headers['cache-control']).toBe(who ? 'private, max-age=0' : 'public, no-cache');
        expect(res.body as CollectionDto).toMatchObject({
          id: collection.id,
          name: 'Golf builds',
          isPublic: true,
          itemCount: 1,
          owner: { id: owner.user.id, firstName: 'Iris', displayName: 'IrisBuilds' },
          items: [{ id: listing.id, title: listing.title, seller: { id: seller.user.id } }],
        });
      }
      // An uppercase id names the same collection.
      await read(collection.id.toUpperCase()).expect(200);

      await http()
        .patch(`/api/collections/${collection.id}`)
        .set('Cookie', owner.cookie)
        .send({ isPublic: false, name: '  Golf builds (WIP) ' })
        .expect(200)
        .expect((res) => expect(res.body).toMatchObject({ name: 'Golf builds (WIP)' }));
      await read(collection.id).expect(404);
    });

    it('renames only to a free name, and refuses an empty change', async () => {
      const owner = await registerUser(stack.url);
      const a = await newCollection(owner, 'Alpha');
      await newCollection(owner, 'Beta');
      const patch = (body: object) =>
        http().patch(`/api/collections/${a.id}`).set('Cookie', owner.cookie).send(body);
      expect((await patch({ name: 'BETA' }).expect(409)).body).toEqual({ message: M.nameTaken });
      expect((await patch({}).expect(400)).body).toEqual({ message: M.nothingToChange });
      expect((await patch({ name: '' }).expect(400)).body).toEqual({ message: M.nameRequired });
      // Its own name in other letters is its own.
      await patch({ name: 'ALPHA' }).expect(200);
      expect((await mine(owner)).map((c) => c.name).sort()).toEqual(['ALPHA', 'Beta']);
    });

    it('deletes a collection with its items; the models stay', async () => {
      const owner = await registerUser(stack.url);
      const listing = await createApprovedListing(stack.url, seller, admin);
      const collection = await newCollection(owner, 'Short-lived', true);
      await add(owner, collection.id, listing.id).expect(201);
      await http()
        .delete(`/api/collections/${collection.id}`)
        .set('Cookie', owner.cookie)
        .expect(204);
      await read(collection.id).expect(404);
      await http()
        .delete(`/api/collections/${collection.id}`)
        .set('Cookie', owner.cookie)
        .expect(404);
      expect(await mine(owner)).toEqual([]);
      await http().get(`/api/models3d/${listing.id}`).expect(200);
      expect(
        await sql('SELECT 1 FROM catalog.collection_item WHERE collection_id = $1', [
          collection.id,
        ]),
      ).toEqual([]);
    });

    it("takes a deleted account's garage and collections with it: its public link is a 404", async () => {
      const owner = await registerUser(stack.url);
      const listing = await createApprovedListing(stack.url, seller, admin);
      const golf = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
      await http()
        .post('/api/garage')
        .set('Cookie', owner.cookie)
        .send({ makeId: golf.makeId, modelId: golf.modelId, generationId: golf.generationId })
        .expect(201);
      const shared = await newCollection(owner, 'Shared Build', true);
      await newCollection(owner, 'Private Build');
      await add(owner, shared.id, listing.id).expect(201);
      await read(shared.id).expect(200);

      const setStatus = (status: string) =>
        http()
          .patch(`/api/admin/users/${owner.user.id}`)
          .set('Cookie', admin.cookie)
          .send({ status })
          .expect(200);
      await setStatus('deleted');
      // The catalog hears it from the users service's event, a moment later.
      const answer = await eventually(
        () => read(shared.id),
        (res) => res.status === 404,
      );
      expect([answer.status, answer.body]).toEqual([404, { message: M.notFound }]);
      const left = async () => ({
        collections: await sql('SELECT id FROM catalog.collection WHERE owner_id = $1', [
          owner.user.id,
        ]),
        items: await sql('SELECT 1 FROM catalog.collection_item WHERE collection_id = $1', [
          shared.id,
        ]),
        vehicles: await sql('SELECT id FROM catalog.garage_vehicle WHERE user_id = $1', [
          owner.user.id,
        ]),
      });
      const none = { collections: [], items: [], vehicles: [] };
      expect(
        await eventually(left, (rows) => JSON.stringify(rows) === JSON.stringify(none)),
      ).toEqual(none);
      // The model saved in it stays.
      await http().get(`/api/models3d/${listing.id}`).expect(200);

      // Restored, the account signs in to an empty garage and no collections.
      await setStatus('active');
      const back = await signIn(stack.url, owner.email, owner.password);
      const garage = (await http().get('/api/garage').set('Cookie', back.cookie).expect(200))
        .body as GarageDto;
      expect(garage.vehicles).toEqual([]);
      expect(await mine(back)).toEqual([]);
      await read(shared.id).expect(404);
    });

    it('stops showing and counting a model once it is no longer published', async () => {
      const owner = await registerUser(stack.url);
      const kept = await createApprovedListing(stack.url, seller, admin);
      const doomed = await createApprovedListing(stack.url, seller, admin);
      const collection = await newCollection(owner, 'Fading', true);
      await add(owner, collection.id, kept.id).expect(201);
      await add(owner, collection.id, doomed.id).expect(201);
      await http().delete(`/api/models3d/${doomed.id}`).set('Cookie', seller.cookie).expect(204);
      const shown = (await read(collection.id).expect(200)).body as CollectionDto;
      expect(shown.itemCount).toBe(1);
      expect(shown.items.map((item) => item.id)).toEqual([kept.id]);
    });

    it('pages a collection, the newest added first', async () => {
      const owner = await registerUser(stack.url);
      const collection = await newCollection(owner, 'Paged', true);
      const listings = [];
      for (let i = 0; i < 3; i++) {
        const listing = await createApprovedListing(stack.url, seller, admin);
        await add(owner, collection.id, listing.id).expect(201);
        listings.push(listing);
      }
      const page = async (query: string) =>
        ((await read(collection.id, undefined, query).expect(200)).body as CollectionDto).items.map(
          (item) => item.id,
        );
      expect(await page('?limit=2')).toEqual([listings[2]!.id, listings[1]!.id]);
      expect(await page('?limit=2&offset=2')).toEqual([listings[0]!.id]);
      expect((await read(collection.id, undefined, '?limit=0').expect(400)).body).toEqual({
        message: `limit must be a whole number from 1 to ${COLLECTION_LIMITS.pageSizeMax}`,
      });
    });

    it(`refuses a ${COLLECTION_LIMITS.collectionsPerUserMax + 1}st collection with a clear message`, async () => {
      const owner = await registerUser(stack.url);
      const max = COLLECTION_LIMITS.collectionsPerUserMax;
      // All at once: the limit holds however the requests interleave.
      const answers = await Promise.all(
        Array.from({ length: max + 5 }, (_, i) => create(owner, { name: `Build ${i + 1}` })),
      );
      expect(answers.filter((res) => res.status === 201)).toHaveLength(max);
      for (const res of answers.filter((r) => r.status !== 201)) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ message: M.tooMany });
      }
      expect(await mine(owner)).toHaveLength(max);
      // Deleting one makes room.
      const [newest] = await mine(owner);
      await http().delete(`/api/collections/${newest!.id}`).set('Cookie', owner.cookie).expect(204);
      await create(owner, { name: 'One more' }).expect(201);
    });

    it(`refuses a ${COLLECTION_LIMITS.itemsPerCollectionMax + 1}st model in a collection when it shows ${COLLECTION_LIMITS.itemsPerCollectionMax}; a model hidden since makes room`, async () => {
      const owner = await registerUser(stack.url);
      const max = COLLECTION_LIMITS.itemsPerCollectionMax;
      const collection = await newCollection(owner, 'Everything');
      // max + 2 published models of the seller's, made in one statement; the first max saved.
      const ids = (
        await sql<{ id: string }>(
          `INSERT INTO catalog.listing (slug, title, short_description, seller_id, approval_status,
             visibility, is_draft, is_universal_fit)
           SELECT 'bulk-' || $2 || '-' || g, 'Bulk part ' || g, 'Part', $1, 'approved', 'public',
             false, true FROM generate_series(1, $3::int) g RETURNING id`,
          [seller.user.id, collection.id.slice(0, 8), max + 2],
        )
      ).map((row) => row.id);
      await sql(
        `INSERT INTO catalog.collection_item (collection_id, listing_id)
         SELECT $1, unnest($2::uuid[])`,
        [collection.id, ids.slice(0, max)],
      );
      const shown = async () =>
        ((await read(collection.id, owner).expect(200)).body as CollectionDto).itemCount;
      expect(await shown()).toBe(max);
      // Its seller deletes one: the collection shows max - 1, and that is what the limit counts.
      await http().delete(`/api/models3d/${ids[0]}`).set('Cookie', seller.cookie).expect(204);
      expect(await shown()).toBe(max - 1);
      const last = await add(owner, collection.id, ids[max]!).expect(201);
      expect(last.body).toMatchObject({ itemCount: max });
      // Refused when it shows max, in words that agree with what it shows.
      const refused = await add(owner, collection.id, ids[max + 1]!).expect(409);
      expect(refused.body).toEqual({ message: M.full });
      expect(M.full).toBe(`A collection holds at most ${max} models. Remove one to add another.`);
      expect(await shown()).toBe(max);
      // One already there is still saved again without complaint.
      await add(owner, collection.id, ids[1]!).expect(201);
      expect((await mine(owner))[0]).toMatchObject({ itemCount: max });
    });

    it('documents every collections route in OpenAPI', async () => {
      const doc = (await http().get('/api/docs-json').expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      const routes: [string, string[]][] = [
        ['/api/collections', ['get', 'post']],
        ['/api/collections/{id}', ['delete', 'get', 'patch']],
        ['/api/collections/{id}/items', ['post']],
        ['/api/collections/{id}/items/{modelId}', ['delete']],
      ];
      for (const [path, methods] of routes)
        expect([path, Object.keys(doc.paths[path] ?? {}).sort()]).toEqual([path, methods]);
    });
  });

  describe('GET /api/sellers/{id}: the creator page', () => {
    it("shows the creator's name, bio, join date, totals and published listings, paged", async () => {
      const creator = await registerUser(stack.url, {
        firstName: 'Dieter',
        lastName: 'Krause',
        displayName: 'DieterDesigns',
      });
      await http()
        .put('/api/auth/user')
        .set('Cookie', creator.cookie)
        .send({ bio: 'Ducts and brackets for E46s.' })
        .expect(200);
      const published = [];
      for (let i = 0; i < 3; i++)
        published.push(await createApprovedListing(stack.url, creator, admin));
      await createListing(stack.url, creator); // pending: never on the page
      await sql('UPDATE catalog.listing SET download_count = $2 WHERE id = $1', [
        published[0]!.id,
        40,
      ]);
      await sql('UPDATE catalog.listing SET download_count = $2 WHERE id = $1', [
        published[1]!.id,
        2,
      ]);
      for (const [listing, rating] of [
        [published[0]!, 5],
        [published[1]!, 4],
        [published[1]!, 4],
      ] as const) {
        const reviewer = await registerUser(stack.url);
        await http()
          .post(`/api/models3d/${listing.id}/reviews`)
          .set('Cookie', reviewer.cookie)
          .send({ rating, title: '', bodyMd: 'Fits well' })
          .expect(201);
      }

      // The same for the creator themselves: their pending listing stays off their public page.
      for (const who of [undefined, creator]) {
        const res = await as(http().get(`/api/sellers/${creator.user.id}?limit=2`), who).expect(
          200,
        );
        const page = res.body as SellerProfileDto;
        expect({ ...page, listings: page.listings.map((l) => l.id) }).toEqual({
          id: creator.user.id,
          firstName: 'Dieter',
          lastName: 'Krause',
          displayName: 'DieterDesigns',
          bio: 'Ducts and brackets for E46s.',
          joinedAt: creator.user.createdAt,
          listingCount: 3,
          totalDownloads: 42,
          ratingAvg: 4.33,
          ratingCount: 3,
          listings: [published[2]!.id, published[1]!.id],
        });
      }
      const rest = await http().get(`/api/sellers/${creator.user.id}?limit=2&offset=2`).expect(200);
      expect((rest.body as SellerProfileDto).listings.map((l) => l.id)).toEqual([published[0]!.id]);
      // The model page's card asks for no listings.
      const card = await http().get(`/api/sellers/${creator.user.id}?limit=0`).expect(200);
      expect(card.body).toMatchObject({ listingCount: 3, listings: [] });
    });

    it('marks the listings the viewer likes', async () => {
      const creator = await registerUser(stack.url);
      const listing = await createApprovedListing(stack.url, creator, admin);
      const fan = await registerUser(stack.url);
      await http()
        .post(`/api/models3d/${listing.id}/like`)
        .set('Cookie', fan.cookie)
        .send({ liked: true })
        .expect(200);
      const liked = async (who?: SignedInUser) =>
        (
          (await as(http().get(`/api/sellers/${creator.user.id}`), who).expect(200))
            .body as SellerProfileDto
        ).listings[0]!.likedByMe;
      expect(await liked(fan)).toBe(true);
      expect(await liked()).toBe(false);
    });

    it('shows someone who has published nothing, with nothing', async () => {
      const newcomer = await registerUser(stack.url, {
        firstName: 'Nia',
        displayName: 'NiaPrints',
      });
      const res = await http().get(`/api/sellers/${newcomer.user.id}`).expect(200);
      expect(res.body).toEqual({
        id: newcomer.user.id,
        firstName: 'Nia',
        lastName: newcomer.user.lastName,
        displayName: 'NiaPrints',
        bio: null,
        joinedAt: newcomer.user.createdAt,
        listingCount: 0,
        totalDownloads: 0,
        ratingAvg: 0,
        ratingCount: 0,
        listings: [],
      });
    });

    it('answers unknown and deleted accounts with 404, and a bad page with 400', async () => {
      const gone = await registerUser(stack.url);
      await createApprovedListing(stack.url, gone, admin);
      await http()
        .patch(`/api/admin/users/${gone.user.id}`)
        .set('Cookie', admin.cookie)
        .send({ status: 'deleted' })
        .expect(200);
      for (const id of [UNKNOWN_ID, 'nobody', gone.user.id]) {
        const res = await http().get(`/api/sellers/${id}`).expect(404);
        expect(res.body).toEqual({ message: ListingMessages.sellerNotFound });
      }
      const res = await http().get(`/api/sellers/${seller.user.id}?limit=49`).expect(400);
      expect(res.body).toEqual({ message: 'limit must be a whole number from 0 to 48' });
    });
  });
});
