import { CatalogBulkEvents, IMPORT_LIMITS, type ImportErrorDto } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ListingFields } from '../src/domain/listing-input.js';
import type { BulkListing } from '../src/repositories/listing-bulk.repository.js';
import { ImportRepository } from '../src/imports/import.repository.js';
import { selectListings } from '../src/repositories/listing-sql.js';
import { CatalogHarness, eventually } from './catalog-harness.js';

/** An import's batches as the worker commits them, straight through the repository. */
describe('catalog import batches', () => {
  const catalog = new CatalogHarness();
  let imports: ImportRepository;
  let dataSource: DataSource;

  beforeAll(async () => {
    const service = await catalog.setup();
    imports = service.app.get(ImportRepository);
    dataSource = service.app.get(DataSource);
  });
  afterAll(() => catalog.teardown());

  const errorRows = (from: number, count: number): ImportErrorDto[] =>
    Array.from({ length: count }, (_, i) => ({
      line: from + i,
      column: 'make',
      reason: 'Unknown make',
    }));

  it('keeps the first errorRowsKept error rows of the whole import, and counts them all', async () => {
    const row = await imports.create({
      id: randomUUID(),
      adminId: randomUUID(),
      filename: 'bad.csv',
      objectKey: 'imports/bad.csv',
      sizeBytes: 1,
    });
    const first = IMPORT_LIMITS.errorRowsKept - 2;
    const batch = (errors: ImportErrorDto[]) => ({
      listings: [],
      errors,
      rows: errors.length,
      lastLine: errors[errors.length - 1]!.line,
    });
    expect(await imports.commitBatch(row.id, batch(errorRows(2, first)))).toBe(true);
    expect(await imports.commitBatch(row.id, batch(errorRows(2 + first, 5)))).toBe(true);
    expect(await imports.commitBatch(row.id, batch(errorRows(7 + first, 3)))).toBe(true);

    const ended = (await imports.find(row.id))!;
    expect(ended.errors).toBe(first + 8);
    expect(ended.rowsDone).toBe(first + 8);
    const [kept] = await catalog.query<{ count: number; last: number }>(
      `SELECT count(*)::int AS count, max(line) AS last FROM catalog.listing_import_error
       WHERE import_id = $1`,
      [row.id],
    );
    expect(kept).toEqual({
      count: IMPORT_LIMITS.errorRowsKept,
      last: IMPORT_LIMITS.errorRowsKept + 1,
    });
  });

  const newImport = (adminId = randomUUID()) =>
    imports.create({
      id: randomUUID(),
      adminId,
      filename: 'parts.csv',
      objectKey: 'imports/parts.csv',
      sizeBytes: 1,
    });

  /** A golf with a trim, a category, and text that COPY must escape. */
  async function fitted(): Promise<ListingFields> {
    const [car] = await catalog.query<Record<string, string>>(
      `SELECT mk.id AS "makeId", vm.id AS "modelId", g.id AS "generationId", t.id AS "trimId"
       FROM catalog.trim t JOIN catalog.generation g ON g.id = t.generation_id
         JOIN catalog.vehicle_model vm ON vm.id = g.model_id JOIN catalog.make mk ON mk.id = vm.make_id
       LIMIT 1`,
    );
    const [category] = await catalog.query<{ id: string }>(
      `SELECT id FROM catalog.category LIMIT 1`,
    );
    return {
      title: 'Tab\there, back\\slash "quoted" \\N',
      shortDescription: 'Line one\nline two\r\nand a tab\t.',
      longDescriptionMd: null,
      longDescriptionHtml: '',
      categoryId: category!.id,
      tags: ['a,b', '{braces}', 'say "hi"', 'NULL', 'back\\slash', 'tab\tnew\nline'],
      priceCents: 1999,
      currency: 'USD',
      printDifficulty: 'hard',
      supportsRequired: true,
      materials: [],
      mountLocation: null,
      infillHintPercent: 35,
      allowPersonalUse: true,
      allowCommercialUse: false,
      isDraft: false,
      visibility: 'public',
      isUniversalFit: false,
      makeId: car!.makeId!,
      modelId: car!.modelId!,
      generationId: car!.generationId!,
      trimId: car!.trimId!,
      fileUrls: [],
    };
  }

  const imported = (
    fields: ListingFields,
    importId: string,
    sellerId: string,
    line: number,
  ): BulkListing => ({
    fields: { ...fields, title: `${fields.title} ${line}` },
    sellerId,
    slug: 'escaped-part',
    approvalStatus: 'approved',
    importKey: { importId, line },
  });

  /**
   * The import's batch events as published: the outbox relay publishes and deletes its rows
   * at any moment, so wait until none of the import's are left, then read the stream.
   */
  async function batchEvents(importId: string) {
    await eventually(
      () =>
        catalog.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM catalog.outbox_message
           WHERE topic = $1 AND payload->>'importId' = $2`,
          [CatalogBulkEvents.listingsImported.topic, importId],
        ),
      ([left]) => left!.n === 0,
    );
    const published = await catalog.published(CatalogBulkEvents.listingsImported);
    return published.filter((event) => event.importId === importId).map((event) => event.ids);
  }

  it("writes a batch's listings as given (COPY's escaping), with one event naming them", async () => {
    const sellerId = randomUUID();
    await catalog.query(
      `INSERT INTO catalog.member (id, first_name, last_name, display_name) VALUES ($1, 'Ada', 'Admin', 'Ada A.')`,
      [sellerId],
    );
    const row = await newImport(sellerId);
    const fields = await fitted();
    const universal: ListingFields = {
      ...fields,
      isUniversalFit: true,
      makeId: null,
      modelId: null,
      generationId: null,
      trimId: null,
      categoryId: null,
      tags: [],
    };
    const listings = [
      imported(fields, row.id, sellerId, 2),
      imported(universal, row.id, sellerId, 3),
      imported(fields, row.id, sellerId, 4),
    ];
    expect(await imports.commitBatch(row.id, { listings, errors: [], rows: 3, lastLine: 4 })).toBe(
      true,
    );

    const read = await selectListings(
      dataSource.manager,
      null,
      (p) => `l.import_id = ${p.add(row.id)}`,
      'ORDER BY l.import_line',
    );
    expect(read.map((r) => [r.title, r.slug])).toEqual([
      [`${fields.title} 2`, 'escaped-part'],
      [`${fields.title} 3`, 'escaped-part-2'],
      [`${fields.title} 4`, 'escaped-part-3'],
    ]);
    expect(read[0]!.tags).toEqual(fields.tags);
    expect(read[0]!.shortDescription).toBe(fields.shortDescription);
    expect(read[0]!.trimName).not.toBeNull();
    expect(read[0]!.seller).toEqual({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada A.' });

    expect(read[0]!.version).toBe(1);
    // One event for the batch, naming its listings (the search index reads them by id).
    expect(await batchEvents(row.id)).toEqual([read.map((r) => r.id)]);
  });

  it('a batch of new slugs keeps them; one that meets a taken slug numbers it and keeps the rest', async () => {
    const sellerId = randomUUID();
    const fields = await fitted();
    const suffix = randomUUID().slice(0, 8);
    /** An import of its own, one batch of listings with these slugs (lines 2 on), committed. */
    const importSlugs = async (slugs: string[]) => {
      const row = await newImport(sellerId);
      const listings = slugs.map((slug, i) => ({
        ...imported(fields, row.id, sellerId, i + 2),
        slug,
      }));
      const batch = { listings, errors: [], rows: slugs.length, lastLine: slugs.length + 1 };
      expect(await imports.commitBatch(row.id, batch)).toBe(true);
      return row.id;
    };
    const first = await importSlugs([`vent-${suffix}`, `clip-${suffix}`]);
    const second = await importSlugs([`hook-${suffix}`, `clip-${suffix}`]);

    const rows = await catalog.query<{ id: string; slug: string }>(
      `SELECT id, slug FROM catalog.listing WHERE import_id = ANY($1::uuid[])
       ORDER BY created_at, import_line`,
      [[first, second]],
    );
    expect(rows.map((r) => r.slug)).toEqual([
      `vent-${suffix}`,
      `clip-${suffix}`,
      `hook-${suffix}`,
      `clip-${suffix}-2`,
    ]);
    // Ids ascend with time (the primary key grows at its right edge).
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('a batch written again after its rows went in inserts none twice (the COPY falls back to the keyed insert)', async () => {
    const sellerId = randomUUID();
    const row = await newImport(sellerId);
    const fields = await fitted();
    const batch = {
      listings: [imported(fields, row.id, sellerId, 2), imported(fields, row.id, sellerId, 3)],
      errors: [],
      rows: 2,
      lastLine: 3,
    };
    expect(await imports.commitBatch(row.id, batch)).toBe(true);
    // As if the line reached had been lost: the rows are there, keyed by import and line.
    await catalog.query(`UPDATE catalog.listing_import SET committed_line = 1 WHERE id = $1`, [
      row.id,
    ]);
    expect(await imports.commitBatch(row.id, batch)).toBe(true);

    const [counted] = await catalog.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog.listing WHERE import_id = $1`,
      [row.id],
    );
    expect(counted!.n).toBe(2);
    const events = await batchEvents(row.id);
    expect(events.map((listings) => listings.length)).toEqual([2]);
  });
});
