import type {
  FitConfirmationDto,
  GarageVehicleDto,
  ListingDto,
  ModelFileDto,
  ReindexStatus,
  SearchResult,
} from '@pitstop/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { registerUser, type SignedInUser } from '../../../test/support/accounts.js';
import { eventually } from '../../../test/support/eventually.js';
import { createApprovedListing, fitmentOf } from '../../../test/support/listings.js';
import { startStackWithAdmin, type AdminStack } from '../../../test/support/stack.js';
import { cubeStl, uploadObject } from '../../../test/support/uploads.js';
import { seedDemoFitConfirmations } from '../../catalog/src/seed/demo-fit-confirmations.seeder.js';
import { SEARCH_ENGINE } from '../../search/src/engines/engine.tokens.js';
import type { SearchEngine } from '../../search/src/engines/search-engine.js';

/**
 * Best match for a car ranks first the parts its owners confirmed fit: the catalog tells the
 * search index by events (a confirmation posted, or taken back, or seeded for the demo), and a
 * rebuilt index reads them with the listings; the order follows.
 */
describe('best match ranks confirmed fits first', () => {
  let stack: AdminStack;
  let seller: SignedInUser;
  let owner: SignedInUser;
  let car: GarageVehicleDto;
  const listings: ListingDto[] = [];
  const http = () => request(stack.url);
  const as = (test: request.Test, who: SignedInUser) => test.set('Cookie', who.cookie);
  // A 2018 Golf: the Mk7 generation's years, as the /search address names the car.
  const GOLF_2018 = 'q=cup%20holder&make=volkswagen&model=golf&year=2018';
  const search = async (query: string) =>
    (await http().get(`/api/search?${query}`).expect(200)).body as SearchResult;
  const titles = async (query: string) => (await search(query)).items.map((i) => i.title);

  beforeAll(async () => {
    stack = await startStackWithAdmin({ privateDatabase: true, adminLabel: 'ranked-fits-admin' });
    [seller, owner] = await Promise.all([
      registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' }),
      registerUser(stack.url, { firstName: 'Priya', lastName: 'Owner' }),
    ]);
    const mk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    for (const title of ['Golf Cup Holder Left', 'Golf Cup Holder Right']) {
      const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'holder.stl' });
      listings.push(
        await createApprovedListing(stack.url, seller, stack.admin, {
          isDraft: false,
          visibility: 'public',
          title,
          isUniversalFit: false,
          vehicleFitment: mk7,
          fileUrls: [file.storageUrl],
        }),
      );
    }
    car = (
      await as(http().post('/api/garage'), owner)
        .send({ makeId: mk7.makeId, modelId: mk7.modelId, generationId: mk7.generationId })
        .expect(201)
    ).body as GarageVehicleDto;
    // The owner printed both (the same downloads each, so downloads decide nothing here).
    for (const listing of listings) {
      const [file] = (await as(http().get(`/api/models3d/${listing.id}/files`), owner).expect(200))
        .body as ModelFileDto[];
      await as(http().get(file!.downloadUrl), owner).expect(302);
    }
    await eventually(
      () => search(GOLF_2018),
      (result) => result.items.length === 2 && result.items.every((i) => i.downloadCount === 1),
    );
  });
  afterAll(() => stack?.close());

  it('puts the part owners of the car confirmed first, and back when the confirmation goes', async () => {
    const before = await titles(GOLF_2018);
    expect(before).toHaveLength(2);
    const second = listings.find((l) => l.title === before[1])!;
    const NEWEST = `${GOLF_2018}&sort=newest`;
    const newest = await titles(NEWEST);

    const confirmation = (
      await as(http().post(`/api/models3d/${second.id}/fit-confirmations`), owner)
        .send({ vehicleId: car.id, fits: true })
        .expect(201)
    ).body as FitConfirmationDto;
    const confirmed = await eventually(
      () => titles(GOLF_2018),
      (found) => found[0] === second.title,
    );
    expect(confirmed).toEqual([before[1], before[0]]);
    // The generation named by id (the original client) asks for the same owners.
    const byGeneration = `q=cup%20holder&generationId=${car.generationId}`;
    expect(await titles(byGeneration)).toEqual([before[1], before[0]]);
    // Another order is not changed by it.
    expect(await titles(NEWEST)).toEqual(newest);
    // Totals are the same: confirmations order, they never filter.
    expect((await search(GOLF_2018)).total).toBe(2);

    await as(
      http().delete(`/api/models3d/${second.id}/fit-confirmations/${confirmation.id}`),
      owner,
    )
      .send({})
      .expect(200);
    expect(
      await eventually(
        () => titles(GOLF_2018),
        (found) => found[0] === before[0],
      ),
    ).toEqual(before);
  });

  it('a "does not fit" ranks nothing first', async () => {
    const before = await titles(GOLF_2018);
    const second = listings.find((l) => l.title === before[1])!;
    await as(http().post(`/api/models3d/${second.id}/fit-confirmations`), owner)
      .send({ vehicleId: car.id, fits: false })
      .expect(201);
    // Give the event time to arrive, then the order is the same.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await titles(GOLF_2018)).toEqual(before);
  });

  it("ranks the demo owners' seeded confirmations first (npm start)", async () => {
    const before = await titles(GOLF_2018);
    const second = listings.find((l) => l.title === before[1])!;
    // The owner above said it does not fit: two demo owners of a Mk7 outvote him.
    const catalog = stack.services.get('catalog')![0]!.app.get(DataSource);
    const seeded = await seedDemoFitConfirmations(
      catalog,
      (['priya@pitstop.test', 'marcus@pitstop.test'] as const).map((owner) => ({
        listingSlug: second.slug,
        owner,
        car: { make: 'Volkswagen', model: 'Golf', generation: 'Mk7', year: 2017 },
        fits: true,
        note: null,
        photo: null,
      })),
    );
    expect(seeded).toEqual({ confirmations: 2, skipped: 0 });
    expect(
      await eventually(
        () => titles(GOLF_2018),
        (found) => found[0] === second.title,
      ),
    ).toEqual([before[1], before[0]]);
  });

  it('keeps them first in an index rebuilt from an empty search database', async () => {
    const ranked = await titles(GOLF_2018);
    const engine = stack.services.get('search')![0]!.app.get<symbol, SearchEngine>(SEARCH_ENGINE);
    // A new search database: no index and no ledger (nothing it learnt from events).
    await engine.clear();
    const catalog = stack.services.get('catalog')![0]!.app.get(DataSource);
    await catalog.query('DELETE FROM search.listing_state');
    await as(http().post('/api/admin/search/reindex'), stack.admin).expect(202);
    await eventually(
      async () =>
        (await as(http().get('/api/admin/search/reindex'), stack.admin).expect(200))
          .body as ReindexStatus,
      (status) => status.state === 'idle' && status.finishedAt !== null && status.indexed > 0,
    );
    expect(
      await eventually(
        () => titles(GOLF_2018),
        (found) => found.length === 2,
      ),
    ).toEqual(ranked);
  });
});
