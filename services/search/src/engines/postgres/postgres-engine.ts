import { SqlParams } from '@pitstop/common';
import type { ListingDto } from '@pitstop/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { SearchCriteria } from '../../domain/search-criteria.js';
import {
  listingWithCounts,
  type ListingCounts,
  type SearchDocument,
} from '../../domain/search-document.js';
import type {
  CountOptions,
  EngineCounts,
  IndexedVehicle,
  IndexWrite,
  SearchEngine,
} from '../search-engine.js';
import { CUBE_COLUMNS, tally, type CubeCell } from './count-cube.js';
import { allRequired, conditionSql, orderSql, type TextQuery } from './postgres-filters.js';
import { TypoVocabulary, wordsOf } from './typo-vocabulary.js';

/** Up to this many matches, a page sorts them instead of walking a sort index. */
const FEW_MATCHES = 5_000;
/** Beyond this many matches, best match first reads the title matches alone when they fill the page. */
const BROAD_MATCHES = 10_000;
/** Count cubes kept (one per search text and price range). */
const CUBES_MAX = 64;

/** Columns of search.listing_doc a document fills, with their types for jsonb_to_recordset. */
const COLUMNS = `id uuid, listing jsonb, title_key text, title text, vehicle text, related text,
  short_description text, long_description text, make_id uuid, make_slug text, model_id uuid,
  model_slug text, generation_id uuid, trim_id uuid, trim_key text, year_start int, year_end int,
  is_universal boolean, category_id uuid, is_free boolean, difficulty text, price_cents int,
  created_at timestamptz, download_count int, like_count int, rating_avg float8,
  rating_count int, trending float8`;

/** What a page or a suggestion reads of a document: the card and its newest counters. */
const CARD_COLUMNS = `d.listing, d.download_count AS "downloadCount", d.like_count AS "likeCount",
  d.rating_avg AS "ratingAvg", d.rating_count AS "ratingCount"`;
type CardRow = ListingCounts & { listing: ListingDto };
const cardOf = ({ listing, ...counts }: CardRow): ListingDto => listingWithCounts(listing, counts);

/**
 * The embedded engine: documents in the search service's own schema, matched with a weighted
 * tsvector (title A; tags, vehicle and category B; short description C; long description D),
 * prefixes for partial words and pg_trgm for typos; the title and the vehicle also have
 * tsvectors of their own, for ranking. Totals and facets come from count cubes
 * (count-cube.ts), kept per index generation.
 */
export class PostgresEngine implements SearchEngine {
  readonly kind = 'postgres' as const;
  private readonly vocabulary: TypoVocabulary;
  private readonly cubes = new Map<string, { generation: number; cells: Promise<CubeCell[]> }>();

  constructor(
    private readonly dataSource: DataSource,
    /** The plan thresholds (tests lower them to check each plan gives the same pages). */
    private readonly plans = { fewMatches: FEW_MATCHES, broadMatches: BROAD_MATCHES },
  ) {
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

  async page(criteria: SearchCriteria, total: number): Promise<ListingDto[]> {
    if (total === 0 || criteria.offset >= total) return [];
    const text = await this.textQuery(criteria);
    // Best match of a broad text ('mount'): the listings with every word in their title, or a
    // word in their vehicle, rank above all others (orderSql), so when they fill the page it is
    // read from those two indexes alone, without ranking every listing that mentions the words.
    if (
      text &&
      text.optional.length === 0 &&
      criteria.sort === 'relevance' &&
      total > this.plans.broadMatches
    ) {
      const page = await this.readPage(criteria, text, { leadersOnly: true });
      if (page.length === criteria.limit) return page;
    }
    // Few matches: sort them, rather than walk a sort index past everything that does not match.
    return this.readPage(criteria, text, { fewMatches: total <= this.plans.fewMatches });
  }

  private async textQuery(criteria: SearchCriteria): Promise<TextQuery | null> {
    if (criteria.words.length === 0 && criteria.optionalWords.length === 0) return null;
    const [required, optional] = await Promise.all([
      this.vocabulary.wordQueries(criteria.words),
      this.vocabulary.wordQueries(criteria.optionalWords),
    ]);
    return { required, optional };
  }

  private async readPage(
    criteria: SearchCriteria,
    text: TextQuery | null,
    how: { leadersOnly?: boolean; fewMatches?: boolean },
  ): Promise<ListingDto[]> {
    const params = new SqlParams();
    let where = conditionSql(criteria, text, params);
    if (how.leadersOnly) {
      const anyWord = text!.required.map((word) => word.matching).join(' | ');
      where += ` AND (d.title_vector @@ ${params.add(allRequired(text!))}::tsquery
        OR d.vehicle_vector @@ ${params.add(anyWord)}::tsquery)`;
    }
    const order = orderSql(criteria, text, params, how.fewMatches);
    const rows = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
       FROM search.listing_doc d WHERE ${where}
       ORDER BY ${order} LIMIT ${params.add(criteria.limit)} OFFSET ${params.add(criteria.offset)}`,
      params.values,
    )) as CardRow[];
    return rows.map(cardOf);
  }

  async count(criteria: SearchCriteria, options: CountOptions): Promise<EngineCounts> {
    return tally(await this.cube(criteria, options.generation), criteria, options.facets);
  }

  async suggest(words: string[], limit: number): Promise<ListingDto[]> {
    if (words.length === 0) return [];
    const queries = await this.vocabulary.wordQueries(words);
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `SELECT ${CARD_COLUMNS}
       FROM search.listing_doc d
       WHERE d.title_vector @@ ${params.add(queries.map((word) => word.matching).join(' & '))}::tsquery
       ORDER BY starts_with(d.title_key, ${params.add(words.join(' '))}) DESC,
         d.download_count DESC, d.id DESC
       LIMIT ${params.add(limit)}`,
      params.values,
    )) as CardRow[];
    return rows.map(cardOf);
  }

  async vehicles(): Promise<IndexedVehicle[]> {
    // Grouped by slugs first; the names are read from one listing of each group (the listing
    // is stored out of line: reading it for every row would cost a trip to TOAST each).
    return (await this.dataSource.query(
      `WITH v AS (
         SELECT make_slug, model_slug, min(year_start) AS year_start, max(year_end) AS year_end,
           count(*)::int AS listings, (array_agg(id))[1] AS sample
         FROM search.listing_doc WHERE make_slug IS NOT NULL AND model_slug IS NOT NULL
         GROUP BY make_slug, model_slug)
       SELECT v.make_slug AS "makeSlug", d.listing->'vehicleFitment'->>'makeName' AS "makeName",
         v.model_slug AS "modelSlug", d.listing->'vehicleFitment'->>'modelName' AS "modelName",
         v.year_start AS "yearStart", v.year_end AS "yearEnd", v.listings
       FROM v JOIN search.listing_doc d ON d.id = v.sample`,
    )) as IndexedVehicle[];
  }

  async size(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM search.listing_doc`,
    )) as { n: number }[];
    return row!.n;
  }

  async clear(): Promise<void> {
    await this.dataSource.query(`DELETE FROM search.listing_doc`);
  }

  async close(): Promise<void> {
    // The connection belongs to the service's data source.
  }

  /** The count cube of the criteria's text and price range, under this index generation. */
  private cube(criteria: SearchCriteria, generation: number): Promise<CubeCell[]> {
    const key = JSON.stringify([criteria.words, criteria.priceMin, criteria.priceMax]);
    const cached = this.cubes.get(key);
    if (cached && cached.generation === generation) {
      // Most recently used last: the first entry is the one to evict.
      this.cubes.delete(key);
      this.cubes.set(key, cached);
      return cached.cells;
    }
    const cells = this.countCube(criteria);
    this.cubes.delete(key);
    if (this.cubes.size >= CUBES_MAX) this.cubes.delete(this.cubes.keys().next().value!);
    this.cubes.set(key, { generation, cells });
    cells.catch(() => this.cubes.delete(key));
    return cells;
  }

  private async countCube(criteria: SearchCriteria): Promise<CubeCell[]> {
    const text = await this.textQuery(criteria);
    const params = new SqlParams();
    const where = conditionSql(
      {
        ...criteria,
        vehicle: null,
        categoryId: undefined,
        isFree: undefined,
        difficulty: undefined,
      },
      text,
      params,
    );
    return (await this.dataSource.query(
      `SELECT ${CUBE_COLUMNS}, count(*)::int AS n FROM search.listing_doc d WHERE ${where}
       GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
      params.values,
    )) as CubeCell[];
  }

  private async upsert(documents: SearchDocument[], tx: EntityManager): Promise<void> {
    const rows = documents.map((doc) => ({
      id: doc.id,
      listing: doc.listing,
      title_key: doc.titleKey,
      title: doc.title,
      vehicle: doc.vehicle,
      related: [doc.tags, doc.vehicle, doc.categoryName].join(' '),
      short_description: doc.shortDescription,
      long_description: doc.longDescription,
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
      `INSERT INTO search.listing_doc AS d (id, listing, title_key, title_vector, vehicle_vector,
         document, make_id, make_slug,
         model_id, model_slug, generation_id, trim_id, trim_key, year_start, year_end,
         is_universal, category_id, is_free, difficulty, price_cents, created_at,
         download_count, like_count, rating_avg, rating_count, trending)
       SELECT r.id, r.listing, r.title_key, to_tsvector('simple', r.title),
         to_tsvector('simple', r.vehicle),
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
         title_vector = EXCLUDED.title_vector, vehicle_vector = EXCLUDED.vehicle_vector,
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
          doc.vehicle,
          doc.tags,
          doc.categoryName,
          doc.shortDescription,
        ]),
      ),
    );
    this.vocabulary.forget();
  }
}
