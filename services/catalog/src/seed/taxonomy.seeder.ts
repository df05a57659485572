import type { DataSource, EntityManager, ObjectLiteral, EntityTarget } from 'typeorm';
import { slugify } from '../domain/slug.js';
import { CategoryEntity } from '../entities/category.entity.js';
import type { TaxonomyImportRow } from '@pitstop/contracts';
import { announceTaxonomyChange, listingsNaming } from '../taxonomy/taxonomy-announce.js';
import { writeTaxonomyRows } from '../taxonomy/taxonomy-writer.js';
import { CATEGORIES, TAXONOMY, type CategorySeed, type MakeSeed } from './taxonomy.data.js';

export interface TaxonomyCounts {
  makes: number;
  models: number;
  generations: number;
  trims: number;
  categories: number;
}

/**
 * Imports the shipped taxonomy (the default import: the taxonomy CSV's writer, in one
 * transaction) and upserts the categories, so running it again (every start, several replicas)
 * changes nothing. Entries missing from the data are kept (admins add them; listings point at
 * them); entries admins renamed keep their names, merged ones stay merged, years they set stay.
 */
export async function seedTaxonomy(
  dataSource: DataSource,
  taxonomy: readonly MakeSeed[] = TAXONOMY,
  categories: readonly CategorySeed[] = CATEGORIES,
): Promise<TaxonomyCounts> {
  const rows = taxonomyRows(taxonomy);
  return dataSource.transaction(async (em) => {
    // The default import: the same writer as an admin's taxonomy CSV.
    const written = await writeTaxonomyRows(em, rows, 'shipped');
    const changed = [...written.changedGenerationIds, ...written.changedTrimIds];
    if (written.added > 0 || changed.length > 0)
      await announceTaxonomyChange(em, [
        ...(await listingsNaming(em, 'generation_id', written.changedGenerationIds)),
        ...(await listingsNaming(em, 'trim_id', written.changedTrimIds)),
      ]);
    await upsert(
      em,
      CategoryEntity,
      categories.map((c, i) => ({
        name: c.name,
        slug: slugify(c.name),
        description: c.description,
        sortOrder: i,
      })),
      ['slug'],
    );
    return {
      makes: taxonomy.length,
      models: taxonomy.flatMap((m) => m.models).length,
      generations: taxonomy.flatMap((m) => m.models.flatMap((mo) => mo.generations)).length,
      trims: rows.filter((r) => r.trim).length,
      categories: categories.length,
    };
  });
}

/** The shipped data as the rows of a taxonomy CSV (a model or generation without trims too). */
export function taxonomyRows(taxonomy: readonly MakeSeed[]): TaxonomyImportRow[] {
  return taxonomy.flatMap((make) =>
    make.models.flatMap((model): TaxonomyImportRow[] => {
      const base = { make: make.name, model: model.name };
      if (model.generations.length === 0) return [base];
      return model.generations.flatMap((g): TaxonomyImportRow[] => {
        const generation = { name: g.name, yearStart: g.yearStart, yearEnd: g.yearEnd };
        if (g.trims.length === 0) return [{ ...base, generation }];
        return g.trims.map((t) => ({
          ...base,
          generation,
          trim: { name: t.name, bodyType: t.bodyType, drivetrain: t.drivetrain, engine: t.engine },
        }));
      });
    }),
  );
}

async function upsert<T extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<T>,
  rows: Partial<T>[],
  conflict: string[],
) {
  const metadata = em.connection.getMetadata(entity);
  const updatable = metadata.columns
    .filter((c) => !c.isPrimary && !c.isCreateDate && !conflict.includes(c.databaseName))
    .map((c) => c.databaseName);
  // Chunked so one statement never exceeds Postgres's 65k bind parameters.
  for (let i = 0; i < rows.length; i += 1_000) {
    await em
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + 1_000) as never)
      .orUpdate(updatable, conflict)
      .execute();
  }
}
