import { SqlParams } from '@pitstop/common';
import type { ListingDto } from '@pitstop/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { SearchCriteria } from '../../domain/search-criteria.js';
import { normalizeText } from '../../domain/search-criteria.js';
import { listingWithCounts, type SearchDocument } from '../../domain/search-document.js';
import type {
  EngineHits,
  FacetQueries,
  IndexWrite,
  RawFacets,
  SearchEngine,
} from '../search-engine.js';
import { conditionSql, orderSql, type TextQuery } from './postgres-filters.js';
import { TypoVocabulary, wordsOf } from './typo-vocabulary.js';

/** Long descriptions past this add little to matching and much to the index. */
const LONG_DESCRIPTION_INDEXED = 5_000;

/** Columns of search.listing_doc a document fills, with their types for jsonb_to_recordset. */
const COLUMNS = `id uuid, listing jsonb, title_key text, title text, related text,
  short_description text, long_description text, make_id uuid, make_slug text, model_id uuid,
  model_slug text, generation_id uuid, trim_id uuid, trim_key text, year_start int, year_end int,
  is_universal boolean, category_id uuid, is_free boolean, difficulty text, price_cents int,
  created_at timestamptz, download_count int, like_count int, rating_avg float8,
  rating_count int, trending float8`;

/**
 * The embedded engine: documents in the search service's own schema, matched with a weighted
 * tsvector (title A; tags, make, model and category B; short description C; long description D),
 * prefixes for partial words and pg_trgm for typos.
 */
export class PostgresEngine implements SearchEngine {
  readonly kind = 'postgres' as const;
  private readonly vocabulary: TypoVocabulary;

  constructor(private readonly dataSource: DataSource) {
    this.vocabulary = new TypoVocabulary(dataSource);
  }

  async prepare(): Promise<void> {
    // The schema comes with the service's migrations.
  }

  async write(batch: IndexWrite, tx: EntityManager): Promise<void> {
    if (batch.removals.length > 0)
      await tx.query(`DELETE FROM search.listing_doc WHERE id = ANY($1::uuid[])`, [batch.removals]);
    if (batch.upserts.length > 0) await this.upsert(batch.upserts, tx);
    if (batch.counts.length > 0)
      await tx.query(
        `UPDATE search.listing_doc d SET download_count = c.download_count,
           like_count = c.like_count, rating_avg = c.rating_avg, rating_count = c.rating_count,
           trending = c.trending
         FROM jsonb_to_recordset($1::jsonb) AS c(id uuid, download_count int, like_count int,
           rating_avg float8, rating_count int, trending float8)
         WHERE d.id = c.id`,
        [
          JSON.stringify(
            batch.counts.map((c) => ({
              id: c.id,
              download_count: c.downloadCount,
              like_count: c.likeCount,
              rating_avg: c.ratingAvg,
              rating_count: c.ratingCount,
              trending: c.trending,
            })),
          ),
        ],
      );
  }

  async search(criteria: SearchCriteria, knownTotal?: number): Promise<EngineHits> {
    const text = await this.vocabulary.textQuery(criteria.words);
    const params = new SqlParams();
    const where = conditionSql(criteria, text, params);
    const order = orderSql(criteria, text, params);
    const page = this.dataSource.query(
      `SELECT d.listing, d.download_count AS "downloadCount", d.like_count AS "likeCount",
         d.rating_avg AS "ratingAvg", d.rating_count AS "ratingCount"
       FROM search.listing_doc d WHERE ${where}
       ORDER BY ${order} LIMIT ${params.add(criteria.limit)} OFFSET ${params.add(criteria.offset)}`,
      params.values,
    ) as Promise<
      (Pick<SearchDocument, 'downloadCount' | 'likeCount' | 'ratingAvg' | 'ratingCount'> & {
        listing: ListingDto;
      })[]
    >;
    const [rows, total] = await Promise.all([page, knownTotal ?? this.count(criteria, text)]);
    return {
      items: rows.map(({ listing, ...counts }) => listingWithCounts(listing, counts)),
      total,
    };
  }

  async facets(queries: FacetQueries): Promise<RawFacets> {
    const params = new SqlParams();
    const grouped = async (criteria: SearchCriteria, column: string, facet: string) => {
      const text = await this.vocabulary.textQuery(criteria.words);
      return `SELECT '${facet}' AS facet, ${column} AS value, count(*)::int AS n
        FROM search.listing_doc d WHERE ${conditionSql(criteria, text, params)} GROUP BY 2`;
    };
    // Universal-fit parts have no make: they come out as the make facet's null value.
    const sql = [
      await grouped(queries.make, 'd.make_slug', 'make'),
      await grouped(queries.difficulty, 'd.difficulty', 'difficulty'),
      await grouped(queries.free, 'd.is_free::text', 'free'),
    ].join(' UNION ALL ');
    const rows = (await this.dataSource.query(sql, params.values)) as {
      facet: string;
      value: string | null;
      n: number;
    }[];
    const facets: RawFacets = {
      make: {},
      universal: 0,
      difficulty: {},
      free: { free: 0, paid: 0 },
    };
    for (const { facet, value, n } of rows) {
      if (facet === 'make') {
        if (value === null) facets.universal += n;
        else facets.make[value] = n;
      } else if (facet === 'difficulty') facets.difficulty[value!] = n;
      else facets.free[value === 'true' ? 'free' : 'paid'] = n;
    }
    return facets;
  }

  async size(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM search.listing_doc`,
    )) as { n: number }[];
    return row!.n;
  }

  async clear(tx?: EntityManager): Promise<void> {
    await (tx ?? this.dataSource.manager).query(`DELETE FROM search.listing_doc`);
  }

  async close(): Promise<void> {
    // The connection belongs to the service's data source.
  }

  private async count(criteria: SearchCriteria, text: TextQuery | null): Promise<number> {
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM search.listing_doc d WHERE ${conditionSql(criteria, text, params)}`,
      params.values,
    )) as { n: number }[];
    return row!.n;
  }

  private async upsert(documents: SearchDocument[], tx: EntityManager): Promise<void> {
    const rows = documents.map((doc) => ({
      id: doc.id,
      listing: doc.listing,
      title_key: normalizeText(doc.title),
      title: doc.title,
      related: [...doc.tags, doc.makeName, doc.modelName, doc.categoryName]
        .filter(Boolean)
        .join(' '),
      short_description: doc.shortDescription,
      long_description: doc.longDescription.slice(0, LONG_DESCRIPTION_INDEXED),
      make_id: doc.makeId,
      make_slug: doc.makeSlug,
      model_id: doc.modelId,
      model_slug: doc.modelSlug,
      generation_id: doc.generationId,
      trim_id: doc.trimId,
      trim_key: doc.trimKey,
      year_start: doc.yearStart,
      year_end: doc.yearEnd,
      is_universal: doc.isUniversalFit,
      category_id: doc.categoryId,
      is_free: doc.isFree,
      difficulty: doc.difficulty,
      price_cents: doc.priceCents,
      created_at: new Date(doc.createdAt).toISOString(),
      download_count: doc.downloadCount,
      like_count: doc.likeCount,
      rating_avg: doc.ratingAvg,
      rating_count: doc.ratingCount,
      trending: doc.trending,
    }));
    await tx.query(
      `INSERT INTO search.listing_doc AS d (id, listing, title_key, document, make_id, make_slug,
         model_id, model_slug, generation_id, trim_id, trim_key, year_start, year_end,
         is_universal, category_id, is_free, difficulty, price_cents, created_at,
         download_count, like_count, rating_avg, rating_count, trending)
       SELECT r.id, r.listing, r.title_key,
         setweight(to_tsvector('simple', r.title), 'A') ||
         setweight(to_tsvector('simple', r.related), 'B') ||
         setweight(to_tsvector('simple', r.short_description), 'C') ||
         setweight(to_tsvector('simple', r.long_description), 'D'),
         r.make_id, r.make_slug, r.model_id, r.model_slug, r.generation_id, r.trim_id,
         r.trim_key, r.year_start, r.year_end, r.is_universal, r.category_id, r.is_free,
         r.difficulty, r.price_cents, r.created_at, r.download_count, r.like_count,
         r.rating_avg, r.rating_count, r.trending
       FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS})
       ON CONFLICT (id) DO UPDATE SET listing = EXCLUDED.listing, title_key = EXCLUDED.title_key,
         document = EXCLUDED.document, make_id = EXCLUDED.make_id, make_slug = EXCLUDED.make_slug,
         model_id = EXCLUDED.model_id, model_slug = EXCLUDED.model_slug,
         generation_id = EXCLUDED.generation_id, trim_id = EXCLUDED.trim_id,
         trim_key = EXCLUDED.trim_key, year_start = EXCLUDED.year_start,
         year_end = EXCLUDED.year_end, is_universal = EXCLUDED.is_universal,
         category_id = EXCLUDED.category_id, is_free = EXCLUDED.is_free,
         difficulty = EXCLUDED.difficulty, price_cents = EXCLUDED.price_cents,
         created_at = EXCLUDED.created_at, download_count = EXCLUDED.download_count,
         like_count = EXCLUDED.like_count, rating_avg = EXCLUDED.rating_avg,
         rating_count = EXCLUDED.rating_count, trending = EXCLUDED.trending`,
      [JSON.stringify(rows)],
    );
    await this.vocabulary.learn(
      tx,
      wordsOf(
        ...documents.flatMap((doc) => [
          doc.title,
          doc.shortDescription,
          doc.makeName,
          doc.modelName,
          doc.categoryName,
          ...doc.tags,
        ]),
      ),
    );
    this.vocabulary.forget();
  }
}
