import {
  CatalogEvents,
  CatalogListings,
  CatalogTaxonomy,
  ListingMessages as Msg,
  RpcErrorCode,
  type Actor,
  type ListingInput,
} from '@pitstop/contracts';
import { CatalogHarness, eventually, newActor } from './catalog-harness.js';

/** Listings over the real bus: slugs, who sees what, edits, approvals, deletes and events. */
describe('catalog listings', () => {
  const catalog = new CatalogHarness();
  const admin = newActor('admin');
  let golfMk7: Awaited<ReturnType<CatalogHarness['vehicle']>>;
  let interior: string;

  beforeAll(async () => {
    await catalog.setup();
    golfMk7 = await catalog.vehicle('volkswagen', 'golf', 'mk7', 'gti');
    interior = await catalog.categoryId('interior');
  });
  afterAll(() => catalog.teardown());

  const input = (change: Partial<ListingInput> = {}): ListingInput => ({
    title: 'Weighted Shift Knob',
    shortDescription: 'A 180 g knob for the DQ250 and manual boots.',
    longDescriptionMd: '## Fits\n\nEvery **Mk7** with the stock boot.',
    categoryId: interior,
    tags: ['gti', 'knob'],
    priceCents: 499,
    printDifficulty: 'easy',
    vehicleFitment: golfMk7,
    imageUrls: ['/demo/previews/knob-1.png', 'https://cdn.example/knob-2.png'],
    // Files are uploads media verified; this catalog runs without media (see the paid files test).
    fileUrls: [],
    ...change,
  });
  const create = (seller: Actor, change: Partial<ListingInput> = {}) =>
    catalog.bus.request(CatalogListings.create, { actor: seller, listing: input(change) });
  const approve = (listingId: string) =>
    catalog.bus.request(CatalogListings.decide, { actor: admin, listingId, approved: true });
  const published = async (seller: Actor, change: Partial<ListingInput> = {}) =>
    approve((await create(seller, change)).id);

  it('creates a private draft pending approval, with names, previews and sanitised HTML', async () => {
    const seller = newActor('user', {
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'BoostedMaya',
    });
    const listing = await create(seller, { title: 'Fresh Knob' });
    expect(listing).toMatchObject({
      slug: 'fresh-knob',
      approvalStatus: 'pending',
      isDraft: true,
      visibility: 'private',
      priceCents: 499,
      isFree: false,
      currency: 'USD',
      categoryName: 'Interior',
      infillHintPercent: 20,
      allowPersonalUse: true,
      allowCommercialUse: false,
      seller: { id: seller.id, firstName: 'Maya', lastName: 'Okafor', displayName: 'BoostedMaya' },
      vehicleFitment: {
        ...golfMk7,
        makeName: 'Volkswagen',
        makeSlug: 'volkswagen',
        modelName: 'Golf',
        generationName: 'Mk7',
        yearStart: 2013,
        trimName: 'GTI',
      },
      imageUrls: ['/demo/previews/knob-1.png', 'https://cdn.example/knob-2.png'],
      fileUrls: [],
      longDescriptionHtml: '<h2>Fits</h2>\n<p>Every <strong>Mk7</strong> with the stock boot.</p>',
      likedByMe: false,
      version: 1,
    });
    expect(listing.previews.map((p) => p.storageUrl)).toEqual(listing.imageUrls);
  });

  it('makes slugs unique, also for sellers choosing the same title at the same moment', async () => {
    const title = `Cup Holder Insert ${Date.now()}`;
    const sellers = Array.from({ length: 8 }, () => newActor());
    const created = await Promise.all(sellers.map((s) => create(s, { title })));
    const base = title.toLowerCase().replace(/ /g, '-');
    expect(created.map((l) => l.slug).sort()).toEqual(
      [base, ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${base}-${n}`)].sort(),
    );
    expect((await create(newActor(), { title: '¿¿¿' })).slug).toMatch(/^model(-\d+)?$/);
  });

  it('keeps the slug when the title is edited', async () => {
    const seller = newActor();
    const { id, slug } = await create(seller, { title: 'Vent Clip Phone Mount' });
    const edited = await catalog.bus.request(CatalogListings.update, {
      actor: seller,
      listingId: id,
      changes: { title: 'Vent Clip Phone Mount v2' },
    });
    expect(edited).toMatchObject({ slug, title: 'Vent Clip Phone Mount v2' });
  });

  it('refuses a vehicle whose parts do not belong together', async () => {
    const mk6 = await catalog.vehicle('volkswagen', 'golf', 'mk6', 'gti');
    await expect(
      create(newActor(), { vehicleFitment: { ...golfMk7, trimId: mk6.trimId } }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message: Msg.fitmentUnknown });
    await expect(
      create(newActor(), { vehicleFitment: { ...golfMk7, makeId: undefined } as never }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest, message: Msg.fitmentRequired });
  });

  it('shows an unpublished listing only to its seller and admins, by id, slug and list', async () => {
    const seller = newActor();
    const stranger = newActor();
    const draft = await create(seller, { title: 'Hidden Gauge Pod' });
    for (const viewer of [null, stranger]) {
      await expect(
        catalog.bus.request(CatalogListings.get, { viewer, id: draft.id }),
      ).rejects.toMatchObject({ code: RpcErrorCode.NotFound, message: Msg.notFound });
      await expect(
        catalog.bus.request(CatalogListings.get, { viewer, slug: draft.slug }),
      ).rejects.toMatchObject({ code: RpcErrorCode.NotFound });
    }
    for (const viewer of [seller, admin])
      expect(
        (await catalog.bus.request(CatalogListings.get, { viewer, slug: draft.slug })).id,
      ).toBe(draft.id);

    const list = (viewer: Actor | null) =>
      catalog.bus.request(CatalogListings.list, { viewer, sellerId: seller.id });
    expect((await list(seller)).items.map((l) => l.id)).toEqual([draft.id]);
    expect((await list(admin)).total).toBe(1);
    expect(await list(stranger)).toEqual({ items: [], total: 0 });
    expect(await list(null)).toEqual({ items: [], total: 0 });
  });

  it('lets the seller and admins edit, and answers anyone else with 403', async () => {
    const seller = newActor();
    const { id } = await create(seller);
    await expect(
      catalog.bus.request(CatalogListings.update, {
        actor: newActor(),
        listingId: id,
        changes: { title: 'Stolen' },
      }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden, message: Msg.notOwner });
    const byAdmin = await catalog.bus.request(CatalogListings.update, {
      actor: admin,
      listingId: id,
      changes: { isFree: true, imageUrls: ['/media/only.png'] },
    });
    expect(byAdmin).toMatchObject({
      isFree: true,
      priceCents: 0,
      imageUrls: ['/media/only.png'],
      version: 2,
    });
  });

  it('moves pending → approved (published) or rejected, and a rejected edit back to pending', async () => {
    const seller = newActor();
    const first = await create(seller);
    const approved = await approve(first.id);
    expect(approved).toMatchObject({
      approvalStatus: 'approved',
      isDraft: false,
      visibility: 'public',
    });
    expect(
      (await catalog.bus.request(CatalogListings.get, { viewer: null, id: first.id })).id,
    ).toBe(first.id);
    await expect(approve(first.id)).rejects.toMatchObject({ code: RpcErrorCode.Conflict });

    const second = await create(seller);
    const pending = await catalog.bus.request(CatalogListings.listPending, {
      actor: admin,
      q: second.title,
      limit: 200,
    });
    expect(pending.items.map((l) => l.id)).toContain(second.id);
    const rejected = await catalog.bus.request(CatalogListings.decide, {
      actor: admin,
      listingId: second.id,
      approved: false,
    });
    expect(rejected.approvalStatus).toBe('rejected');
    expect(
      (
        await catalog.bus.request(CatalogListings.listPending, { actor: admin, q: second.title })
      ).items.map((l) => l.id),
    ).not.toContain(second.id);
    const resubmitted = await catalog.bus.request(CatalogListings.update, {
      actor: seller,
      listingId: second.id,
      changes: { shortDescription: 'Now in ASA for summer heat.' },
    });
    expect(resubmitted.approvalStatus).toBe('pending');

    await expect(
      catalog.bus.request(CatalogListings.listPending, { actor: seller }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden });
    await expect(
      catalog.bus.request(CatalogListings.decide, {
        actor: seller,
        listingId: second.id,
        approved: true,
      }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden });
  });

  it('filters, searches, sorts and pages the visible listings', async () => {
    const seller = newActor();
    const tag = `tag${Date.now()}`;
    const mustang = await catalog.vehicle('ford', 'mustang', 's550');
    const cheap = await published(seller, { title: 'Alpha Badge', priceCents: 100, tags: [tag] });
    const free = await published(seller, {
      title: 'Beta Badge',
      isFree: true,
      tags: [tag],
      printDifficulty: 'hard',
    });
    const pricey = await published(seller, {
      title: 'Gamma Badge',
      priceCents: 2500,
      tags: [tag],
      vehicleFitment: mustang,
    });
    await create(seller, { title: 'Delta Badge (pending)', tags: [tag] });

    const ids = async (
      payload: Omit<
        Parameters<typeof catalog.bus.request<typeof CatalogListings.list>>[1],
        'viewer'
      >,
    ) =>
      (
        await catalog.bus.request(CatalogListings.list, { viewer: null, search: tag, ...payload })
      ).items.map((l) => l.id);
    expect(await ids({ sort: 'price_asc' })).toEqual([free.id, cheap.id, pricey.id]);
    expect(await ids({ sort: 'price_desc' })).toEqual([pricey.id, cheap.id, free.id]);
    expect(await ids({ sort: 'newest' })).toEqual([pricey.id, free.id, cheap.id]);
    expect(await ids({ isFree: true })).toEqual([free.id]);
    expect(await ids({ isFree: false, sort: 'price_asc' })).toEqual([cheap.id, pricey.id]);
    expect(await ids({ difficulty: 'hard' })).toEqual([free.id]);
    expect(await ids({ makeId: mustang.makeId })).toEqual([pricey.id]);
    expect(await ids({ modelId: golfMk7.modelId, sort: 'price_asc' })).toEqual([free.id, cheap.id]);
    // Words match across title, tags and vehicle names, case-insensitively.
    expect(await ids({ search: `${tag} MUSTANG` })).toEqual([pricey.id]);
    expect(await ids({ search: `${tag} gamma` })).toEqual([pricey.id]);

    const page = await catalog.bus.request(CatalogListings.list, {
      viewer: null,
      search: tag,
      sort: 'price_asc',
      limit: 2,
      offset: 1,
    });
    expect(page.total).toBe(3);
    expect(page.items.map((l) => l.id)).toEqual([cheap.id, pricey.id]);
    for (const sort of ['popular', 'rating', 'trending'] as const)
      expect((await ids({ sort })).sort()).toEqual([cheap.id, free.id, pricey.id].sort());
    await expect(
      catalog.bus.request(CatalogListings.list, { viewer: null, limit: 500 }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
  });

  it('relates listings by vehicle, then category, then popularity, never itself', async () => {
    const seller = newActor();
    const jetta = await catalog.vehicle('volkswagen', 'jetta', 'mk7');
    const exterior = await catalog.categoryId('exterior');
    const base = await published(seller, {
      title: 'Related Base',
      vehicleFitment: jetta,
      categoryId: exterior,
    });
    const sameGeneration = await published(seller, { title: 'Same Jetta', vehicleFitment: jetta });
    const sameCategory = await published(seller, { title: 'Same Category', categoryId: exterior });
    await create(seller, { title: 'Pending Jetta', vehicleFitment: jetta });

    const related = await catalog.bus.request(CatalogListings.related, {
      viewer: null,
      listingId: base.id,
      limit: 8,
    });
    const ids = related.map((l) => l.id);
    expect(ids.slice(0, 2)).toEqual([sameGeneration.id, sameCategory.id]);
    expect(ids).not.toContain(base.id);
    expect(related.every((l) => l.approvalStatus === 'approved')).toBe(true);
    expect(
      await catalog.bus.request(CatalogListings.related, { viewer: null, listingId: base.id }),
    ).toHaveLength(4);
  });

  it('counts visible listings per make', async () => {
    const makes = async () =>
      new Map(
        (await catalog.bus.request(CatalogTaxonomy.listMakes, {})).map((m) => [m.id, m.modelCount]),
      );
    const before = (await makes()).get(golfMk7.makeId)!;
    const seller = newActor();
    await published(seller);
    await create(seller);
    expect((await makes()).get(golfMk7.makeId)).toBe(before + 1);
  });

  it('soft-deletes for the seller: gone from every read, refusing likes and reviews', async () => {
    const seller = newActor();
    const buyer = newActor();
    const listing = await published(seller, { title: 'Doomed Trim Clip', vehicleFitment: golfMk7 });
    const neighbour = await published(seller, { title: 'Neighbour Clip', vehicleFitment: golfMk7 });
    const card = () => catalog.bus.request(CatalogListings.getSeller, { sellerId: seller.id });
    expect((await card()).listingCount).toBe(2);

    await expect(
      catalog.bus.request(CatalogListings.delete, { actor: buyer, listingId: listing.id }),
    ).rejects.toMatchObject({ code: RpcErrorCode.Forbidden, message: Msg.notOwner });
    expect(
      await catalog.bus.request(CatalogListings.delete, { actor: seller, listingId: listing.id }),
    ).toEqual({
      id: listing.id,
    });

    const notFound = { code: RpcErrorCode.NotFound, message: Msg.notFound };
    for (const viewer of [null, seller, admin]) {
      await expect(
        catalog.bus.request(CatalogListings.get, { viewer, id: listing.id }),
      ).rejects.toMatchObject(notFound);
      await expect(
        catalog.bus.request(CatalogListings.get, { viewer, slug: listing.slug }),
      ).rejects.toMatchObject(notFound);
    }
    const own = await catalog.bus.request(CatalogListings.list, {
      viewer: seller,
      sellerId: seller.id,
    });
    expect(own.items.map((l) => l.id)).toEqual([neighbour.id]);
    const related = await catalog.bus.request(CatalogListings.related, {
      viewer: null,
      listingId: neighbour.id,
      limit: 8,
    });
    expect(related.map((l) => l.id)).not.toContain(listing.id);
    await expect(
      catalog.bus.request(CatalogListings.listReviews, { viewer: null, listingId: listing.id }),
    ).rejects.toMatchObject(notFound);
    await expect(
      catalog.bus.request(CatalogListings.toggleLike, { actor: buyer, listingId: listing.id }),
    ).rejects.toMatchObject(notFound);
    await expect(
      catalog.bus.request(CatalogListings.postReview, {
        actor: buyer,
        listingId: listing.id,
        rating: 5,
        bodyMd: 'x',
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      catalog.bus.request(CatalogListings.update, {
        actor: seller,
        listingId: listing.id,
        changes: { title: 'Back' },
      }),
    ).rejects.toMatchObject(notFound);
    expect((await card()).listingCount).toBe(1);
    // Kept for reports and (later) buyers' entitlements.
    expect(
      await catalog.query(
        'SELECT 1 FROM catalog.listing WHERE id = $1 AND deleted_at IS NOT NULL',
        [listing.id],
      ),
    ).toHaveLength(1);
  });

  it('announces every change through the outbox, with increasing versions', async () => {
    const seller = newActor();
    const buyer = newActor();
    const { id } = await create(seller, { title: 'Evented Gauge Pod' });
    await catalog.bus.request(CatalogListings.update, {
      actor: seller,
      listingId: id,
      changes: { priceCents: 999 },
    });
    await approve(id);
    await catalog.bus.request(CatalogListings.toggleLike, { actor: buyer, listingId: id });
    await catalog.bus.request(CatalogListings.postReview, {
      actor: buyer,
      listingId: id,
      rating: 4,
      bodyMd: 'Solid',
    });
    await catalog.bus.request(CatalogListings.delete, { actor: seller, listingId: id });

    const timeline = async () => {
      const events: [string, number][] = [];
      for (const [name, def] of Object.entries(CatalogEvents)) {
        for (const payload of await catalog.published(def)) {
          const p = payload as {
            listing?: { id: string; version: number };
            id?: string;
            version?: number;
          };
          if ((p.listing?.id ?? p.id) === id) events.push([name, p.listing?.version ?? p.version!]);
        }
      }
      return events.sort((a, b) => a[1] - b[1]);
    };
    const events = await eventually(timeline, (e) => e.length === 6);
    expect(events).toEqual([
      ['listingCreated', 1],
      ['listingUpdated', 2],
      ['listingApproved', 3],
      ['listingCountsChanged', 4],
      ['listingCountsChanged', 5],
      ['listingDeleted', 6],
    ]);
    const [approvedEvent] = (await catalog.published(CatalogEvents.listingApproved)).filter(
      (e) => e.listing.id === id,
    );
    expect(approvedEvent).toMatchObject({
      visible: true,
      listing: { priceCents: 999, likedByMe: false },
    });
    const [created] = (await catalog.published(CatalogEvents.listingCreated)).filter(
      (e) => e.listing.id === id,
    );
    expect(created!.visible).toBe(false);
    const counts = (await catalog.published(CatalogEvents.listingCountsChanged)).filter(
      (e) => e.id === id,
    );
    expect(counts.at(-1)).toMatchObject({ likeCount: 1, ratingAvg: 4, ratingCount: 1 });
    // Published and then removed from the outbox.
    const waiting = () => catalog.query('SELECT id FROM catalog.outbox_message');
    expect(await eventually(waiting, (rows) => rows.length === 0)).toEqual([]);
  });

  it('hides an approved listing again when its seller changes what was approved, and says so', async () => {
    const seller = newActor();
    const listing = await published(seller, { title: 'Approved Then Edited' });
    const repriced = await catalog.bus.request(CatalogListings.update, {
      actor: seller,
      listingId: listing.id,
      changes: { priceCents: 899, tags: ['sale'] },
    });
    expect(repriced.approvalStatus).toBe('approved');
    const retitled = await catalog.bus.request(CatalogListings.update, {
      actor: seller,
      listingId: listing.id,
      changes: { title: 'Approved Then Edited (v2)' },
    });
    expect(retitled.approvalStatus).toBe('pending');
    await expect(
      catalog.bus.request(CatalogListings.get, { viewer: null, id: listing.id }),
    ).rejects.toMatchObject({ code: RpcErrorCode.NotFound });

    const updates = async () =>
      (await catalog.published(CatalogEvents.listingUpdated)).filter(
        (e) => e.listing.id === listing.id,
      );
    const events = await eventually(updates, (e) => e.length === 2);
    expect(events.map((e) => [e.listing.version, e.visible, e.listing.approvalStatus])).toEqual([
      [repriced.version, true, 'approved'],
      [retitled.version, false, 'pending'],
    ]);
  });

  it("keeps a paid listing's files and earnings out of its events", async () => {
    const seller = newActor();
    const draft = await create(seller, { title: 'Paid Files Stay Private', priceCents: 1299 });
    // A stored file as media hands one over (this catalog runs without media).
    const [file] = await catalog.query<{ id: string }>(
      `INSERT INTO catalog.listing_file (listing_id, position, filename, file_type, object_key)
       VALUES ($1, 1, 'private.stl', 'stl', 'verified/x/y/private.stl') RETURNING id`,
      [draft.id],
    );
    const listing = await approve(draft.id);
    expect(listing.fileUrls).toEqual([`/api/models3d/${draft.id}/files/${file!.id}/download`]);
    const approved = await eventually(
      async () =>
        (await catalog.published(CatalogEvents.listingApproved)).filter(
          (e) => e.listing.id === listing.id,
        ),
      (e) => e.length === 1,
    );
    expect(approved[0]!.listing).toMatchObject({
      fileUrls: [],
      totalEarnings: 0,
      priceCents: 1299,
    });
    const stranger = await catalog.bus.request(CatalogListings.get, {
      viewer: newActor(),
      id: listing.id,
    });
    expect(stranger.fileUrls).toEqual([]);
  });

  it('exports every listing page by page in id order, deleted and pending ones as not visible', async () => {
    const seller = newActor();
    const live = await published(seller, { title: 'Export Live', fileUrls: [] });
    const pending = await create(seller, { title: 'Export Pending' });
    const gone = await published(seller, { title: 'Export Gone' });
    await catalog.bus.request(CatalogListings.delete, { actor: seller, listingId: gone.id });

    const pages: Awaited<ReturnType<typeof exportPage>>[] = [];
    const exportPage = (afterId?: string) =>
      catalog.bus.request(CatalogListings.exportPage, { afterId, limit: 2 });
    let afterId: string | undefined;
    for (;;) {
      const page = await exportPage(afterId);
      pages.push(page);
      if (page.length < 2) break;
      afterId = page[page.length - 1]!.listing.id;
    }
    const all = pages.flat();
    const ids = all.map((e) => e.listing.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    const byId = new Map(all.map((e) => [e.listing.id, e]));
    expect(byId.get(live.id)).toMatchObject({ visible: true, listing: { title: 'Export Live' } });
    expect(byId.get(pending.id)).toMatchObject({ visible: false });
    const deleted = byId.get(gone.id)!;
    expect(deleted.visible).toBe(false);
    // The deletion bumped the version: a rebuild's copy never loses to the older approval.
    expect(deleted.listing.version).toBeGreaterThan(gone.version);
    await expect(
      catalog.bus.request(CatalogListings.exportPage, { afterId: 'not-an-id' }),
    ).rejects.toMatchObject({ code: RpcErrorCode.BadRequest });
  });

  it('says which of a page of listings a person likes', async () => {
    const seller = newActor();
    const fan = newActor();
    const [a, b] = [
      await published(seller, { title: 'Liked One' }),
      await published(seller, { title: 'Not Liked' }),
    ];
    await catalog.bus.request(CatalogListings.toggleLike, {
      actor: fan,
      listingId: a.id,
      liked: true,
    });
    expect(
      await catalog.bus.request(CatalogListings.likedAmong, {
        userId: fan.id,
        listingIds: [a.id, b.id],
      }),
    ).toEqual([a.id]);
    expect(
      await catalog.bus.request(CatalogListings.likedAmong, { userId: fan.id, listingIds: [] }),
    ).toEqual([]);
  });
});
