import { createServiceDataSource, migrateSchema } from '@pitstop/common';
import type { DataSource } from 'typeorm';
import { adminQuery, databaseUrl, newDatabaseName } from '../../../test/support/database.js';
import { CATALOG_ENTITIES } from '../src/entities/index.js';
import { CATALOG_MIGRATIONS } from '../src/migrations/index.js';
import { seedTaxonomy } from '../src/seed/taxonomy.seeder.js';
import { TAXONOMY, type MakeSeed } from '../src/seed/taxonomy.data.js';

const catalogSource = (url: string) =>
  createServiceDataSource({
    url,
    schema: 'catalog',
    entities: CATALOG_ENTITIES,
    migrations: CATALOG_MIGRATIONS,
    poolSize: 3,
  });

async function counts(ds: DataSource) {
  const [row] = (await ds.query(`SELECT
      (SELECT count(*) FROM catalog.make)::int AS makes,
      (SELECT count(*) FROM catalog.vehicle_model)::int AS models,
      (SELECT count(*) FROM catalog.generation)::int AS generations,
      (SELECT count(*) FROM catalog.trim)::int AS trims,
      (SELECT count(*) FROM catalog.category)::int AS categories`)) as Record<string, number>[];
  return row!;
}

describe('a fresh database', () => {
  const name = newDatabaseName('private');
  beforeAll(() => adminQuery(`CREATE DATABASE ${name}`));
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('is migrated and seeded by several replicas starting at once, exactly once', async () => {
    const replicas = await Promise.all(
      [1, 2, 3].map(() => catalogSource(databaseUrl(name)).initialize()),
    );
    try {
      const applied = await Promise.all(replicas.map((ds) => migrateSchema(ds, 'catalog')));
      expect(applied.map((names) => names.length).sort()).toEqual([
        0,
        0,
        CATALOG_MIGRATIONS.length,
      ]);
      await Promise.all(replicas.map((ds) => seedTaxonomy(ds)));
      const expectedTrims = TAXONOMY.flatMap((m) =>
        m.models.flatMap((mo) => mo.generations.flatMap((g) => g.trims)),
      ).length;
      expect(await counts(replicas[0]!)).toMatchObject({
        makes: TAXONOMY.length,
        trims: expectedTrims,
      });
    } finally {
      await Promise.all(replicas.map((ds) => ds.destroy()));
    }
  });

  it("keeps every table in the catalog's own schema", async () => {
    const ds = await catalogSource(databaseUrl(name)).initialize();
    try {
      const rows = (await ds.query(
        "SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 2",
      )) as { table_schema: string; table_name: string }[];
      expect(rows.map((r) => `${r.table_schema}.${r.table_name}`)).toEqual([
        'catalog.category',
        'catalog.collection',
        'catalog.collection_item',
        'catalog.comment',
        'catalog.fit_confirmation',
        'catalog.garage_vehicle',
        'catalog.generation',
        'catalog.listing',
        'catalog.listing_download',
        'catalog.listing_file',
        'catalog.listing_import',
        'catalog.listing_import_error',
        'catalog.listing_like',
        'catalog.listing_preview',
        'catalog.listing_report',
        'catalog.listing_sale',
        'catalog.listing_version',
        'catalog.make',
        'catalog.member',
        'catalog.migrations',
        'catalog.outbox_message',
        'catalog.review',
        'catalog.taxonomy_alias',
        'catalog.trim',
        'catalog.vehicle_model',
      ]);
    } finally {
      await ds.destroy();
    }
  });

  it('updates changed reference data in place on the next start, keeping ids stable', async () => {
    const ds = await catalogSource(databaseUrl(name)).initialize();
    try {
      const before = await counts(ds);
      const [gti] =
        (await ds.query(`SELECT t.id FROM catalog.trim t JOIN catalog.generation g ON g.id = t.generation_id
        JOIN catalog.vehicle_model m ON m.id = g.model_id WHERE m.slug = 'golf' AND g.slug = 'mk7' AND t.slug = 'gti'`)) as {
          id: string;
        }[];

      const edited: MakeSeed[] = structuredClone(TAXONOMY) as MakeSeed[];
      const mk7 = edited[0]!.models
        .find((m) => m.name === 'Golf')!
        .generations.find((g) => g.name === 'Mk7')!;
      mk7.trims.find((t) => t.name === 'GTI')!.engine = '2.0L Turbo I4 (EA888)';
      await seedTaxonomy(ds, edited);

      expect(await counts(ds)).toEqual(before);
      const [after] = (await ds.query('SELECT id, engine FROM catalog.trim WHERE id = $1', [
        gti!.id,
      ])) as { id: string; engine: string }[];
      expect(after).toEqual({ id: gti!.id, engine: '2.0L Turbo I4 (EA888)' });
    } finally {
      await ds.destroy();
    }
  });

  it("keeps admins' renames and merges when the shipped data is imported again", async () => {
    const ds = await catalogSource(databaseUrl(name)).initialize();
    try {
      const [golf] = (await ds.query(
        `SELECT m.id FROM catalog.vehicle_model m JOIN catalog.make mk ON mk.id = m.make_id
         WHERE mk.slug = 'volkswagen' AND m.slug = 'golf'`,
      )) as { id: string }[];
      await ds.query(`UPDATE catalog.vehicle_model SET name = 'Golf (all)' WHERE id = $1`, [
        golf!.id,
      ]);
      // An admin merged Mk6 into Mk7 (TaxonomyAdminRepository.merge leaves this alias).
      const [mk6] = (await ds.query(
        `SELECT id FROM catalog.generation WHERE model_id = $1 AND slug = 'mk6'`,
        [golf!.id],
      )) as { id: string }[];
      const [mk7] = (await ds.query(
        `SELECT id FROM catalog.generation WHERE model_id = $1 AND slug = 'mk7'`,
        [golf!.id],
      )) as { id: string }[];
      await ds.query(
        `UPDATE catalog.trim SET generation_id = $2 WHERE generation_id = $1
        AND slug NOT IN (SELECT slug FROM catalog.trim WHERE generation_id = $2)`,
        [mk6!.id, mk7!.id],
      );
      await ds.query(`DELETE FROM catalog.generation WHERE id = $1`, [mk6!.id]);
      await ds.query(
        `INSERT INTO catalog.taxonomy_alias (level, parent_id, slug, target_id) VALUES ('generations', $1, 'mk6', $2)`,
        [golf!.id, mk7!.id],
      );
      const before = await counts(ds);

      await seedTaxonomy(ds);

      expect(await counts(ds)).toEqual(before);
      const [model] = (await ds.query(`SELECT name FROM catalog.vehicle_model WHERE id = $1`, [
        golf!.id,
      ])) as { name: string }[];
      expect(model!.name).toBe('Golf (all)');
    } finally {
      await ds.destroy();
    }
  });

  it('keeps the years an admin set, and still corrects the years no admin touched', async () => {
    const ds = await catalogSource(databaseUrl(name)).initialize();
    try {
      const years = async (slug: string) =>
        (
          (await ds.query(
            `SELECT g.year_start AS "yearStart", g.year_end AS "yearEnd" FROM catalog.generation g
           JOIN catalog.vehicle_model m ON m.id = g.model_id
           WHERE m.slug = 'golf' AND g.slug = $1`,
            [slug],
          )) as { yearStart: number; yearEnd: number | null }[]
        )[0];
      const shipped = await years('mk8');
      // An admin corrected Mk7's years in the Vehicles tab (TaxonomyAdminRepository.rename); a
      // stray edit moved Mk8's outside it.
      await ds.query(
        `UPDATE catalog.generation SET year_start = 2012, years_set_by_admin = true
         WHERE slug = 'mk7' AND model_id = (SELECT id FROM catalog.vehicle_model WHERE slug = 'golf')`,
      );
      await ds.query(
        `UPDATE catalog.generation SET year_start = 1999
         WHERE slug = 'mk8' AND model_id = (SELECT id FROM catalog.vehicle_model WHERE slug = 'golf')`,
      );

      await seedTaxonomy(ds);

      expect((await years('mk7'))!.yearStart).toBe(2012);
      expect(await years('mk8')).toEqual(shipped);
    } finally {
      await ds.destroy();
    }
  });
});
