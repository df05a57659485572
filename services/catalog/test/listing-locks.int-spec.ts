import { CatalogListings, type Actor } from '@pitstop/contracts';
import { ListingFileRepository } from '../src/repositories/listing-file.repository.js';
import { ListingRepository } from '../src/repositories/listing.repository.js';
import { CatalogHarness, newActor } from './catalog-harness.js';

/**
 * A seller's edit and the media worker's results change the same listing's rows at once. Both
 * must go through: before every writer locked the listing first, the two deadlocked and one of
 * them failed (seen on CI as an upload whose preview was lost).
 */
describe('catalog listing locks', () => {
  const catalog = new CatalogHarness();
  let listings: ListingRepository;
  let files: ListingFileRepository;
  let seller: Actor;
  let listingId: string;

  beforeAll(async () => {
    const service = await catalog.setup();
    listings = service.app.get(ListingRepository);
    files = service.app.get(ListingFileRepository);
    seller = newActor('user');
    const vehicle = await catalog.vehicle('volkswagen', 'golf', 'mk7');
    const created = await catalog.bus.request(CatalogListings.create, {
      actor: seller,
      listing: {
        title: 'Cup Holder Insert',
        shortDescription: 'Fits the centre console.',
        longDescriptionMd: 'Prints flat.',
        categoryId: await catalog.categoryId('interior'),
        tags: [],
        priceCents: 0,
        printDifficulty: 'easy',
        vehicleFitment: vehicle,
        imageUrls: [],
        fileUrls: [],
      },
    });
    listingId = created.id;
    await catalog.query(
      `INSERT INTO catalog.listing_preview (listing_id, storage_url, object_key, position)
       SELECT $1, 'https://s3.example/img/' || n, 'img/' || n, n FROM generate_series(1, 3) AS n`,
      [listingId],
    );
    // A stored file as media hands one over (this catalog runs without media).
    await catalog.query(
      `INSERT INTO catalog.listing_file (listing_id, position, filename, file_type, object_key)
       VALUES ($1, 1, 'cup.stl', 'stl', 'models/cup.stl')`,
      [listingId],
    );
  });
  afterAll(() => catalog.teardown());

  it('applies worker results while the seller replaces the previews and files, without a deadlock', async () => {
    const previews = await files.previews(listingId);
    const stored = await files.files(listingId);
    // The editor's save: every preview and file written again (kept by id).
    const keepEverything = () =>
      listings.update(listingId, () => ({ previews, files: stored, event: 'updated' }), seller.id);
    const variants = (n: number) => ({
      card: `img/${n}-card.webp`,
      full: `img/${n}-full.webp`,
      width: 1200,
      height: 900,
    });
    const rounds = Array.from({ length: 25 }, (_, round) => [
      keepEverything(),
      files.applyVariants(`img/${(round % 3) + 1}`, variants(round)),
      files.applyAnalysis({
        key: 'models/cup.stl',
        state: 'unreadable',
        analysis: null,
        error: `round ${round}`,
      }),
      keepEverything(),
    ]);
    const outcomes = await Promise.allSettled(rounds.flat());
    const failures = outcomes.filter((o) => o.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);

    const [row] = await catalog.query<{ previews: number; version: number }>(
      `SELECT (SELECT count(*)::int FROM catalog.listing_preview WHERE listing_id = $1) AS previews,
         version::int AS version FROM catalog.listing WHERE id = $1`,
      [listingId],
    );
    // Three previews still; every one of the 100 changes made a version of its own.
    expect(row).toEqual({ previews: 3, version: 1 + 100 });
  });
});
