import type { DataSource, EntityManager, ObjectLiteral, EntityTarget } from 'typeorm';
import { slugify } from '../domain/slug.js';
import { CategoryEntity } from '../entities/category.entity.js';
import { GenerationEntity } from '../entities/generation.entity.js';
import { MakeEntity } from '../entities/make.entity.js';
import { TrimEntity } from '../entities/trim.entity.js';
import { VehicleModelEntity } from '../entities/vehicle-model.entity.js';
import { CATEGORIES, TAXONOMY, type CategorySeed, type MakeSeed } from './taxonomy.data.js';

export interface TaxonomyCounts {
  makes: number;
  models: number;
  generations: number;
  trims: number;
  categories: number;
}

/**
 * Upserts the reference taxonomy by slug, in one transaction, so running it again (every
 * start, several replicas) changes nothing. Rows missing from the data are kept: listings may
 * point at them.
 */
export async function seedTaxonomy(
  dataSource: DataSource,
  taxonomy: readonly MakeSeed[] = TAXONOMY,
  categories: readonly CategorySeed[] = CATEGORIES,
): Promise<TaxonomyCounts> {
  return dataSource.transaction(async (em) => {
    await upsert(
      em,
      MakeEntity,
      taxonomy.map((make, i) => ({ name: make.name, slug: slugify(make.name), sortOrder: i })),
      ['slug'],
    );
    const makeIds = await idsBy(em, MakeEntity, (m) => m.slug);

    const models = taxonomy.flatMap((make) =>
      make.models.map((model) => ({
        makeId: makeIds.get(slugify(make.name))!,
        name: model.name,
        slug: slugify(model.name),
      })),
    );
    await upsert(em, VehicleModelEntity, models, ['make_id', 'slug']);
    const modelIds = await idsBy(em, VehicleModelEntity, (m) => `${m.makeId}/${m.slug}`);

    const generations = taxonomy.flatMap((make) =>
      make.models.flatMap((model) => {
        const modelId = modelIds.get(`${makeIds.get(slugify(make.name))}/${slugify(model.name)}`)!;
        return model.generations.map((g) => ({
          modelId,
          name: g.name,
          slug: slugify(g.name),
          yearStart: g.yearStart,
          yearEnd: g.yearEnd,
        }));
      }),
    );
    await upsert(em, GenerationEntity, generations, ['model_id', 'slug']);
    const generationIds = await idsBy(em, GenerationEntity, (g) => `${g.modelId}/${g.slug}`);

    const trims = taxonomy.flatMap((make) =>
      make.models.flatMap((model) =>
        model.generations.flatMap((g) => {
          const modelId = modelIds.get(
            `${makeIds.get(slugify(make.name))}/${slugify(model.name)}`,
          )!;
          const generationId = generationIds.get(`${modelId}/${slugify(g.name)}`)!;
          return g.trims.map((t, i) => ({
            generationId,
            name: t.name,
            slug: slugify(t.name),
            bodyType: t.bodyType,
            drivetrain: t.drivetrain,
            engine: t.engine,
            sortOrder: i,
          }));
        }),
      ),
    );
    await upsert(em, TrimEntity, trims, ['generation_id', 'slug']);

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
      models: models.length,
      generations: generations.length,
      trims: trims.length,
      categories: categories.length,
    };
  });
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

async function idsBy<T extends { id: string }>(
  em: EntityManager,
  entity: EntityTarget<T>,
  key: (row: T) => string,
): Promise<Map<string, string>> {
  const rows = await em.find(entity);
  return new Map(rows.map((row) => [key(row), row.id]));
}
