import { createServiceDataSource } from '@pitstop/common';
import { CatalogEvents, CatalogListings, DEMO_ACCOUNTS } from '@pitstop/contracts';
import type { DataSource } from 'typeorm';
import { createPrivateDatabase } from '../../../test/support/database.js';
import { CATALOG_ENTITIES } from '../src/entities/index.js';
import { CATALOG_MIGRATIONS } from '../src/migrations/index.js';
import { seedDemoCatalog } from '../src/seed/demo-catalog.seeder.js';
import { DEMO_FIT_CONFIRMATIONS } from '../src/seed/demo-fit-confirmations.data.js';
import { seedDemoFitConfirmations } from '../src/seed/demo-fit-confirmations.seeder.js';
import { DEMO_LISTINGS } from '../src/seed/demo-listings.data.js';
import type { DemoListingSeed } from '../src/seed/demo-listings.types.js';
import { CatalogHarness } from './catalog-harness.js';

const [ADMIN, MAYA, DIETER, BUYER] = DEMO_ACCOUNTS.map((a) => a.email) as [
  string,
  string,
  string,
  string,
];

/** A small demo catalog: a paid part with a trim, a free universal one, and one without feedback. */
const FIXTURE: DemoListingSeed[] = [
  {
    slug: 'fixture-gti-shift-knob',
    title: 'GTI Golf Ball Shift Knob',
    shortDescription: 'Dimpled 180 g knob.',
    longDescriptionMd: '## Fits\n\nEvery **Mk7 GTI** manual.',
    category: 'Interior',
    tags: ['gti', 'knob'],
    priceCents: 499,
    printDifficulty: 'easy',
    supportsRequired: false,
    infillHintPercent: 40,
    allowCommercialUse: false,
    seller: MAYA,
    fitment: { make: 'Volkswagen', model: 'Golf', generation: 'Mk7', trim: 'GTI' },
    downloadCount: 240,
    createdDaysAgo: 30,
    likedBy: [BUYER, DIETER, ADMIN],
    reviews: [
      { author: BUYER, rating: 5, title: 'Perfect', bodyMd: 'Heavy and smooth.', daysAgo: 20 },
      { author: DIETER, rating: 4, bodyMd: 'Nice dimples.', daysAgo: 10 },
    ],
    comments: [
      { author: BUYER, bodyMd: 'Does it fit the DSG?', daysAgo: 25 },
      { author: MAYA, bodyMd: 'Manual only, sorry.', daysAgo: 24 },
    ],
    shape: 'shift-knob',
    color: '#d62828',
    previewCount: 5,
  },
  {
    slug: 'fixture-universal-trim-clip',
    title: 'Universal Trim Clip',
    shortDescription: 'Push clip for door cards.',
    longDescriptionMd: 'Print in PETG.',
    category: 'Tools & Garage',
    tags: ['clip'],
    priceCents: 0,
    printDifficulty: 'medium',
    supportsRequired: false,
    infillHintPercent: 20,
    allowCommercialUse: true,
    seller: DIETER,
    fitment: null,
    downloadCount: 12,
    createdDaysAgo: 3,
    likedBy: [MAYA],
    reviews: [{ author: MAYA, rating: 3, bodyMd: 'Works.', daysAgo: 1 }],
    comments: [],
    shape: 'trim-clip',
    color: '#333333',
    previewCount: 2,
  },
  {
    slug: 'fixture-e46-gauge-pod',
    title: 'E46 Gauge Pod',
    shortDescription: 'A-pillar pod.',
    longDescriptionMd: 'One 52 mm gauge.',
    category: 'Electronics',
    tags: [],
    priceCents: 899,
    printDifficulty: 'hard',
    supportsRequired: true,
    infillHintPercent: 25,
    allowCommercialUse: false,
    seller: DIETER,
    fitment: { make: 'BMW', model: '3 Series', generation: 'E46' },
    downloadCount: 0,
    createdDaysAgo: 0,
    likedBy: [],
    reviews: [],
    comments: [],
    shape: 'gauge-pod',
    color: '#1d3557',
    previewCount: 1,
  },
];

describe('the demo catalog seed', () => {
  let database: Awaited<ReturnType<typeof createPrivateDatabase>>;
  const sources: DataSource[] = [];
  const open = async () => {
    const ds = await createServiceDataSource({
      url: database.url,
      schema: 'catalog',
      entities: CATALOG_ENTITIES,
      migrations: CATALOG_MIGRATIONS,
      poolSize: 2,
    }).initialize();
    sources.push(ds);
    return ds;
  };

  beforeAll(async () => {
    database = await createPrivateDatabase();
  });
  afterAll(async () => {
    await Promise.all(sources.map((ds) => ds.destroy()));
    await database?.drop();
  });

  async function snapshot(ds: DataSource) {
    const [totals] = (await ds.query(`SELECT
        (SELECT count(*)::int FROM catalog.listing) AS listings,
        (SELECT count(*)::int FROM catalog.listing_preview) AS previews,
        (SELECT count(*)::int FROM catalog.review) AS reviews,
        (SELECT count(*)::int FROM catalog.comment) AS comments,
        (SELECT count(*)::int FROM catalog.listing_like) AS likes,
        (SELECT count(*)::int FROM catalog.member) AS members,
        (SELECT count(*)::int FROM catalog.outbox_message WHERE topic LIKE 'catalog.listing.%')
          AS events`)) as Record<string, number>[];
    const listings = (await ds.query(
      `SELECT slug, like_count AS "likeCount", rating_avg::float8 AS "ratingAvg",
         rating_count AS "ratingCount", download_count AS "downloadCount",
         approval_status AS "approvalStatus", visibility, is_draft AS "isDraft", version::int AS version,
         created_at AS "createdAt"
       FROM catalog.listing ORDER BY slug`,
    )) as Record<string, unknown>[];
    return { totals: totals!, listings };
  }

  it('seeds exact counts once, however often and however many replicas run it', async () => {
    const [a, b] = [await open(), await open()];
    const [first, second] = await Promise.all([
      seedDemoCatalog(a, FIXTURE),
      seedDemoCatalog(b, FIXTURE),
    ]);
    expect([first.created, second.created].sort()).toEqual([0, 3]);
    expect(first.updated + second.updated).toBe(0);
    const seeded = await snapshot(a);
    expect(seeded.totals).toEqual({
      listings: 3,
      previews: 8,
      reviews: 3,
      comments: 2,
      likes: 4,
      members: DEMO_ACCOUNTS.length,
      events: 3,
    });
    expect(seeded.listings).toMatchObject([
      {
        slug: 'fixture-e46-gauge-pod',
        likeCount: 0,
        ratingAvg: 0,
        ratingCount: 0,
        downloadCount: 0,
      },
      {
        slug: 'fixture-gti-shift-knob',
        likeCount: 3,
        ratingAvg: 4.5,
        ratingCount: 2,
        downloadCount: 240,
        approvalStatus: 'approved',
        visibility: 'public',
        isDraft: false,
      },
      { slug: 'fixture-universal-trim-clip', likeCount: 1, ratingAvg: 3, ratingCount: 1 },
    ]);
    const knob = seeded.listings[1]!;
    const age = Date.now() - (knob.createdAt as Date).getTime();
    expect(Math.round(age / 86_400_000)).toBe(30);

    const again = await seedDemoCatalog(a, FIXTURE);
    expect(again).toEqual({ listings: 3, created: 0, updated: 0, skipped: [] });
    expect(await snapshot(a)).toEqual(seeded);
  });

  it('announces each new listing once, complete with previews, fitment and counts', async () => {
    const ds = await open();
    // The listings' announcements (the shipped taxonomy's import announces itself too).
    const rows = (await ds.query(
      `SELECT topic, payload FROM catalog.outbox_message WHERE topic LIKE 'catalog.listing.%'
       ORDER BY id`,
    )) as {
      topic: string;
      payload: { listing: Record<string, unknown>; visible: boolean };
    }[];
    expect(rows.map((r) => r.topic)).toEqual(Array(3).fill(CatalogEvents.listingCreated.topic));
    const knob = rows.find((r) => r.payload.listing.slug === 'fixture-gti-shift-knob')!.payload;
    expect(knob.visible).toBe(true);
    expect(knob.listing).toMatchObject({
      likeCount: 3,
      ratingCount: 2,
      isFree: false,
      seller: { firstName: 'Maya', displayName: 'BoostedMaya' },
      vehicleFitment: {
        makeName: 'Volkswagen',
        modelName: 'Golf',
        generationName: 'Mk7',
        trimName: 'GTI',
      },
      imageUrls: [1, 2, 3, 4, 5].map((n) => `/demo/previews/fixture-gti-shift-knob-${n}.png`),
    });
  });

  it('applies changed seed data to its listings, keeping what people did in the app', async () => {
    const ds = await open();
    const [knob] = (await ds.query(
      `SELECT id FROM catalog.listing WHERE slug = 'fixture-gti-shift-knob'`,
    )) as {
      id: string;
    }[];
    // Someone liked it in the app meanwhile.
    await ds.query(
      `INSERT INTO catalog.listing_like (listing_id, user_id) VALUES ($1, gen_random_uuid())`,
      [knob!.id],
    );
    const changed = FIXTURE.map((seed) =>
      seed.slug === 'fixture-gti-shift-knob'
        ? { ...seed, title: 'GTI Golf Ball Knob', previewCount: 4 }
        : seed,
    );
    expect(await seedDemoCatalog(ds, changed)).toEqual({
      listings: 3,
      created: 0,
      updated: 1,
      skipped: [],
    });
    const [row] = (await ds.query(
      `SELECT title, like_count AS "likeCount", version::int AS version,
         (SELECT count(*)::int FROM catalog.listing_preview WHERE listing_id = l.id) AS previews
       FROM catalog.listing l WHERE id = $1`,
      [knob!.id],
    )) as Record<string, unknown>[];
    expect(row).toEqual({ title: 'GTI Golf Ball Knob', likeCount: 4, version: 2, previews: 4 });
    const [event] = (await ds.query(`SELECT payload FROM catalog.outbox_message WHERE topic = $1`, [
      CatalogEvents.listingUpdated.topic,
    ])) as { payload: { listing: { title: string; version: number } } }[];
    expect(event!.payload.listing).toMatchObject({ title: 'GTI Golf Ball Knob', version: 2 });
  });

  it('seeds the real demo data: every name resolves and every listing is published', async () => {
    const ds = await open();
    const counts = await seedDemoCatalog(ds);
    expect(counts).toMatchObject({ listings: DEMO_LISTINGS.length, skipped: [] });
    const slugs = DEMO_LISTINGS.map((seed) => seed.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const [visible] = (await ds.query(
      `SELECT count(*)::int AS n FROM catalog.listing
       WHERE slug = ANY($1) AND approval_status = 'approved' AND visibility = 'public' AND NOT is_draft`,
      [slugs],
    )) as { n: number }[];
    expect(visible!.n).toBe(DEMO_LISTINGS.length);
  });

  it('gives every demo listing a mount location, and demo owners confirmed fits with photos', async () => {
    const ds = await open();
    await seedDemoCatalog(ds);
    const [unsaid] = (await ds.query(
      `SELECT count(*)::int AS n FROM catalog.listing WHERE slug = ANY($1) AND mount_location IS NULL`,
      [DEMO_LISTINGS.map((seed) => seed.slug)],
    )) as { n: number }[];
    expect(unsaid!.n).toBe(0);

    const first = await seedDemoFitConfirmations(ds);
    expect(first).toEqual({ confirmations: DEMO_FIT_CONFIRMATIONS.length, skipped: 0 });
    // Again: nothing more.
    await seedDemoFitConfirmations(ds);
    const [rows] = (await ds.query(`SELECT count(*)::int AS n,
        count(*) FILTER (WHERE photo_status = 'approved')::int AS photos
      FROM catalog.fit_confirmation`)) as { n: number; photos: number }[];
    expect(rows).toEqual({
      n: DEMO_FIT_CONFIRMATIONS.length,
      photos: DEMO_FIT_CONFIRMATIONS.filter((seed) => seed.photo).length,
    });
  });

  it('fails naming the seed when a name does not resolve, writing nothing', async () => {
    const ds = await open();
    const before = await snapshot(ds);
    const broken: DemoListingSeed = {
      ...FIXTURE[1]!,
      slug: 'fixture-broken',
      fitment: { make: 'Volkswagen', model: 'Golf', generation: 'Mk99' },
    };
    await expect(seedDemoCatalog(ds, [...FIXTURE, broken])).rejects.toThrow(
      "Demo listing 'fixture-broken': vehicle 'Volkswagen Golf Mk99' is not in the taxonomy",
    );
    await expect(
      seedDemoCatalog(ds, [{ ...FIXTURE[1]!, slug: 'fixture-broken', category: 'Spoilers' }]),
    ).rejects.toThrow("Demo listing 'fixture-broken': category 'Spoilers' is not in the taxonomy");
    await expect(
      seedDemoCatalog(ds, [
        { ...FIXTURE[1]!, slug: 'fixture-broken', seller: 'nobody@pitstop.test' },
      ]),
    ).rejects.toThrow(
      "Demo listing 'fixture-broken': 'nobody@pitstop.test' is not one of the demo accounts",
    );
    expect(await snapshot(ds)).toEqual(before);
  });
});

describe('CATALOG_SEED_DEMO', () => {
  const catalog = new CatalogHarness();
  afterAll(() => catalog.teardown());

  it('seeds the demo catalog when the service starts, once however often it starts', async () => {
    await catalog.setup({ CATALOG_SEED_DEMO: 'true' });
    await (await catalog.start({ CATALOG_SEED_DEMO: 'true' })).close();
    const [counts] = await catalog.query<{ listings: number; members: number }>(`SELECT
        (SELECT count(*)::int FROM catalog.listing) AS listings,
        (SELECT count(*)::int FROM catalog.member) AS members`);
    expect(counts).toEqual({ listings: DEMO_LISTINGS.length, members: DEMO_ACCOUNTS.length });
    const page = await catalog.bus.request(CatalogListings.list, { viewer: null, limit: 100 });
    expect(page.total).toBe(DEMO_LISTINGS.length);
  });
});
