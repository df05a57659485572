import { IMPORT_LIMITS, type ImportErrorDto } from '@pitstop/contracts';
import { randomUUID } from 'node:crypto';
import { ListingImportRepository } from '../src/repositories/listing-import.repository.js';
import { CatalogHarness } from './catalog-harness.js';

/** An import's batches as the worker commits them, straight through the repository. */
describe('catalog import batches', () => {
  const catalog = new CatalogHarness();
  let imports: ListingImportRepository;

  beforeAll(async () => {
    const service = await catalog.setup();
    imports = service.app.get(ListingImportRepository);
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
});
