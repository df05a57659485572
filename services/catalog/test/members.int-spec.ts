import type { BackendService } from '@pitstop/common';
import {
  CatalogCollections,
  CatalogEvents,
  CatalogGarage,
  CatalogListings,
  CollectionMessages,
  ListingMessages as Msg,
  RpcErrorCode,
  UsersEvents,
  type Actor,
  type UserUpdatedEvent,
} from '@pitstop/contracts';
import { CatalogHarness, eventually, newActor } from './catalog-harness.js';

/** The catalog's copy of people, kept current from users.user.updated. */
describe('catalog members', () => {
  const catalog = new CatalogHarness();
  const admin = newActor('admin');
  let service: BackendService;

  beforeAll(async () => {
    service = await catalog.setup();
  });
  afterAll(() => catalog.teardown());

  const userEvent = (
    actor: Actor,
    change: Partial<UserUpdatedEvent['user']>,
    updatedAt: string,
  ): UserUpdatedEvent => ({
    user: {
      id: actor.id,
      firstName: actor.firstName,
      lastName: actor.lastName,
      displayName: actor.displayName,
      bio: null,
      profileImageUrl: null,
      role: actor.role,
      status: 'active',
      createdAt: '2024-05-06T07:08:09.000Z',
      ...change,
    },
    updatedAt,
  });
  const card = (sellerId: string) => catalog.bus.request(CatalogListings.getSeller, { sellerId });
  /** Emits an event and waits until the service has handled it. */
  const deliver = async (event: UserUpdatedEvent) => {
    const handled = service.server.getStats().eventsHandled;
    await catalog.bus.emit(UsersEvents.userUpdated, event);
    const after = await eventually(
      async () => service.server.getStats().eventsHandled,
      (n) => n > handled,
    );
    expect(after).toBeGreaterThan(handled);
  };

  it('knows a seller from their first listing, and their card from then on', async () => {
    const seller = newActor('user', {
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'BoostedMaya',
    });
    await expect(card(seller.id)).rejects.toMatchObject({
      code: RpcErrorCode.NotFound,
      message: Msg.sellerNotFound,
    });
    const listing = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: { title: 'Gauge Pod', shortDescription: 'Pod', isUniversalFit: true },
    });
    expect(await card(seller.id)).toEqual({
      id: seller.id,
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'BoostedMaya',
      joinedAt: '2025-06-01T12:00:00.000Z',
      listingCount: 0,
      totalDownloads: 0,
      ratingAvg: 0,
      ratingCount: 0,
      listings: [],
    });
    await catalog.bus.request(CatalogListings.decide, {
      actor: admin,
      listingId: listing.id,
      approved: true,
    });
    expect((await card(seller.id)).listingCount).toBe(1);
  });

  it("pages the seller's published listings, newest first, with their reviews' average", async () => {
    const seller = newActor();
    const publish = async (title: string) => {
      const created = await catalog.bus.request(CatalogListings.create, {
        actor: seller,
        listing: { title, shortDescription: 'Part', isUniversalFit: true },
      });
      return catalog.bus.request(CatalogListings.decide, {
        actor: admin,
        listingId: created.id,
        approved: true,
      });
    };
    const first = await publish('First Pod');
    const second = await publish('Second Pod');
    const third = await publish('Third Pod');
    // Neither a pending listing nor its reviews count, not even when the seller looks.
    await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: { title: 'Pending Pod', shortDescription: 'Part', isUniversalFit: true },
    });
    for (const [listingId, rating] of [
      [first.id, 5],
      [first.id, 4],
      [second.id, 2],
    ] as const)
      await catalog.bus.request(CatalogListings.postReview, {
        actor: newActor(),
        listingId,
        rating,
        bodyMd: 'Fits',
      });
    const page = (limit: number, offset = 0) =>
      catalog.bus.request(CatalogListings.getSeller, {
        sellerId: seller.id,
        viewer: seller,
        limit,
        offset,
      });
    const top = await page(2);
    expect(top).toMatchObject({ listingCount: 3, ratingAvg: 3.67, ratingCount: 3 });
    expect(top.listings.map((l) => l.title)).toEqual([third.title, second.title]);
    expect((await page(2, 2)).listings.map((l) => l.title)).toEqual([first.title]);
    expect((await page(0)).listings).toEqual([]);
    await expect(page(49)).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
  });

  it('takes new names from users events, re-announces the listings, and ignores older events', async () => {
    const seller = newActor('user', { firstName: 'Dieter', lastName: 'Krause', displayName: null });
    const listing = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: { title: 'Duct', shortDescription: 'Brake duct', isUniversalFit: true },
    });
    const buyer = newActor();
    await catalog.bus.request(CatalogListings.decide, {
      actor: admin,
      listingId: listing.id,
      approved: true,
    });
    const review = await catalog.bus.request(CatalogListings.postReview, {
      actor: buyer,
      listingId: listing.id,
      rating: 5,
      bodyMd: 'Great',
    });

    await deliver(userEvent(seller, { displayName: 'Dieter Designs' }, '2026-03-01T10:00:00.000Z'));
    await deliver(userEvent(buyer, { firstName: 'Samuel' }, '2026-03-01T10:00:00.000Z'));
    expect(await card(seller.id)).toMatchObject({
      displayName: 'Dieter Designs',
      joinedAt: '2024-05-06T07:08:09.000Z',
    });
    const shown = await catalog.bus.request(CatalogListings.get, { viewer: null, id: listing.id });
    expect(shown.seller).toEqual({
      id: seller.id,
      firstName: 'Dieter',
      lastName: 'Krause',
      displayName: 'Dieter Designs',
    });
    const [reviewShown] = await catalog.bus.request(CatalogListings.listReviews, {
      viewer: null,
      listingId: listing.id,
    });
    expect(reviewShown).toMatchObject({ id: review.id, author: { firstName: 'Samuel' } });

    // The search index hears the new name with the listing's next version.
    const updates = await eventually(
      async () =>
        (await catalog.published(CatalogEvents.listingUpdated)).filter(
          (e) => e.listing.id === listing.id,
        ),
      (events) => events.length === 1,
    );
    expect(updates[0]!.listing).toMatchObject({
      version: shown.version,
      seller: { displayName: 'Dieter Designs' },
    });

    // Late and repeated deliveries change nothing.
    await deliver(userEvent(seller, { displayName: 'Old Name' }, '2026-02-01T10:00:00.000Z'));
    await deliver(userEvent(seller, { displayName: 'Dieter Designs' }, '2026-03-01T10:00:00.000Z'));
    expect((await card(seller.id)).displayName).toBe('Dieter Designs');
    expect(
      (await catalog.bus.request(CatalogListings.get, { viewer: null, id: listing.id })).version,
    ).toBe(shown.version);

    // A write's snapshot never overwrites what an event said.
    await catalog.bus.request(CatalogListings.postComment, {
      actor: { ...seller, displayName: 'Stale Snapshot' },
      listingId: listing.id,
      bodyMd: 'Thanks!',
    });
    expect((await card(seller.id)).displayName).toBe('Dieter Designs');
  });

  it("removes a deleted account's garage and collections, however often the event comes, and keeps a restored account's new ones", async () => {
    const gone = newActor();
    const other = newActor();
    const seller = newActor();
    const created = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: { title: 'Cup Holder', shortDescription: 'Holder', isUniversalFit: true },
    });
    const listing = await catalog.bus.request(CatalogListings.decide, {
      actor: admin,
      listingId: created.id,
      approved: true,
    });
    const golf = await catalog.vehicle('volkswagen', 'golf', 'mk7');
    const car = { makeId: golf.makeId, modelId: golf.modelId, generationId: golf.generationId };
    const garageOf = async (who: Actor) =>
      (await catalog.bus.request(CatalogGarage.list, { userId: who.id })).vehicles;
    const collectionsOf = (who: Actor) =>
      catalog.bus.request(CatalogCollections.list, { actor: who });
    const readAs = (viewer: Actor | null, collectionId: string) =>
      catalog.bus.request(CatalogCollections.get, { viewer, collectionId });
    const build = async (who: Actor, name: string) => {
      await catalog.bus.request(CatalogGarage.add, { userId: who.id, vehicle: car });
      const collection = await catalog.bus.request(CatalogCollections.create, {
        actor: who,
        name,
        isPublic: true,
      });
      await catalog.bus.request(CatalogCollections.addItem, {
        actor: who,
        collectionId: collection.id,
        listingId: listing.id,
      });
      return collection;
    };
    const mine = await build(gone, 'Track Day');
    await catalog.bus.request(CatalogCollections.create, { actor: gone, name: 'Secret' });
    const theirs = await build(other, 'Track Day');
    expect(await readAs(null, mine.id)).toMatchObject({ itemCount: 1 });

    const deleting = userEvent(gone, { status: 'deleted' }, '2026-04-01T10:00:00.000Z');
    await deliver(deleting);
    // Gone, items too: the public link is a 404 to everyone, the old owner included.
    for (const viewer of [null, other, gone])
      await expect(readAs(viewer, mine.id)).rejects.toMatchObject({
        code: RpcErrorCode.NotFound,
        message: CollectionMessages.notFound,
      });
    expect(await collectionsOf(gone)).toEqual([]);
    expect(await garageOf(gone)).toEqual([]);
    expect(
      await catalog.query('SELECT 1 FROM catalog.collection_item WHERE collection_id = $1', [
        mine.id,
      ]),
    ).toEqual([]);
    // Nobody else's, and the listing saved in them, are touched.
    expect(await readAs(null, theirs.id)).toMatchObject({ itemCount: 1 });
    expect(await garageOf(other)).toHaveLength(1);
    expect(
      await catalog.bus.request(CatalogListings.get, { viewer: null, id: listing.id }),
    ).toMatchObject({
      id: listing.id,
    });

    // Delivered again: handled, nothing else changes.
    const failed = service.server.getStats().eventsFailed;
    await deliver(deleting);
    expect(service.server.getStats().eventsFailed).toBe(failed);
    expect(await readAs(null, theirs.id)).toMatchObject({ itemCount: 1 });

    // A request that was on its way makes nothing.
    await expect(
      catalog.bus.request(CatalogCollections.create, { actor: gone, name: 'Late' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Unauthorized });
    await expect(
      catalog.bus.request(CatalogGarage.add, { userId: gone.id, vehicle: car }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Unauthorized });
    expect(await collectionsOf(gone)).toEqual([]);
    expect(await garageOf(gone)).toEqual([]);

    // Restored by an admin, the account builds again; a late copy of the deleting event, older
    // than the restoring one, removes none of it.
    await deliver(userEvent(gone, { status: 'active' }, '2026-04-02T10:00:00.000Z'));
    const rebuilt = await build(gone, 'Second Life');
    await deliver(deleting);
    expect((await collectionsOf(gone)).map((c) => c.id)).toEqual([rebuilt.id]);
    expect(await garageOf(gone)).toHaveLength(1);
  });

  it('learns people it has never seen from events', async () => {
    const stranger = newActor('user', { firstName: 'Nia', lastName: 'Park' });
    await deliver(userEvent(stranger, {}, '2026-01-01T00:00:00.000Z'));
    expect(await card(stranger.id)).toMatchObject({ firstName: 'Nia', listingCount: 0 });
  });

  it('drops a malformed event without retrying it forever', async () => {
    await deliver({ user: { id: 'left-behind' }, updatedAt: 'x' } as never);
    expect(service.server.getStats().eventsFailed).toBe(0);
  });
});
