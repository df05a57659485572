import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
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
import { CardCache } from './card-cache.js';
import { tally } from './count-cube.js';
import { MemoryIndex, type IndexedDoc } from './memory-index.js';
import { TypoVocabulary, wordsOf, type WordQuery } from './typo-vocabulary.js';

/** The text part of a search: each word's forms. */
interface TextQuery {
  /** The words every match has (SearchCriteria.words). */
  required: WordQuery[];
  /** Words that only rank (SearchCriteria.optionalWords). */
  optional: WordQuery[];
}

/**
 * Without a write of its own to wait for, the index reads what changed at most this often:
 * writes made by other replicas show in this one's answers within this window.
 */
const SYNC_MS = 100;
/** Rows read per round trip when the index loads or catches up. */
const SYNC_BATCH = 2_000;
/**
 * Cards kept in memory (card-cache.ts): a few kilobytes each, so some tens of megabytes; enough
 * for the first pages of every sort and the popular searches of a large catalog.
 */
const CARDS_KEPT = 10_000;

/** Columns of search.listing_doc a document fills, with their types for jsonb_to_recordset. */
const COLUMNS = `id uuid, listing jsonb, title_key text, title text, vehicle text, related text,
  short_description text, long_description text, make_id uuid, make_slug text, model_id uuid,
  model_slug text, generation_id uuid, trim_id uuid, trim_key text, year_start int, year_end int,
  is_universal boolean, category_id uuid, is_free boolean, difficulty text, mount_location text,
  materials text[], price_cents int,
  created_at timestamptz, download_count int, like_count int, rating_avg float8,
  rating_count int, trending float8, confirmed_fits text[]`;

/** What a page or a suggestion reads of a document: the card and its newest counters. */
const CARD_COLUMNS = `d.listing, d.download_count AS "downloadCount", d.like_count AS "likeCount",
  d.rating_avg AS "ratingAvg", d.rating_count AS "ratingCount"`;
type CardRow = ListingCounts & { listing: ListingDto };
const cardOf = ({ listing, ...counts }: CardRow): ListingDto => listingWithCounts(listing, counts);

/** What the index reads of a changed row (the card stays in Postgres). */
const INDEXED_COLUMNS = `d.id, d.title_key AS "titleKey", d.is_universal AS "isUniversalFit",
  d.make_id AS "makeId", d.make_slug AS "makeSlug", d.model_id AS "modelId",
  d.model_slug AS "modelSlug", d.generation_id AS "generationId", d.trim_id AS "trimId",
  d.trim_key AS "trimKey", d.year_start AS "yearStart", d.year_end AS "yearEnd",
  d.category_id AS "categoryId", d.is_free AS "isFree", d.difficulty,
  d.mount_location AS "mountLocation", d.materials, d.price_cents AS "priceCents",
  (extract(epoch FROM d.created_at) * 1000000)::float8 AS "createdAtUs",
  d.download_count AS "downloadCount", d.rating_avg AS "ratingAvg",
  d.rating_count AS "ratingCount", d.trending, d.confirmed_fits AS "confirmedFits",
  tsvector_to_array(d.document)::text AS "documentWords",
  tsvector_to_array(d.title_vector)::text AS "titleWords",
  tsvector_to_array(d.vehicle_vector)::text AS "vehicleWords"`;

/** A changed row as read: the lexemes as text[] literals, parsed here (much faster). */
type ChangedRow = Omit<IndexedDoc, 'documentWords' | 'titleWords' | 'vehicleWords'> & {
  documentWords: string;
  titleWords: string;
  vehicleWords: string;
};

/**
 * The elements of a text[] literal. Postgres quotes an element that is empty, holds a brace,
 * a comma, a quote, a backslash or white space, or reads NULL; lexemes seldom need it.
 */
export function textArray(literal: string): string[] {
  if (literal === '{}') return [];
  const inner = literal.slice(1, -1);
  if (!inner.includes('"')) return inner.split(',');
  const elements: string[] = [];
  for (let i = 0; i < inner.length; i++) {
    let element = '';
    if (inner[i] === '"') {
      for (i++; inner[i] !== '"'; i++) element += inner[i] === '\\' ? inner[++i] : inner[i];
      i++;
    } else for (; i < inner.length && inner[i] !== ','; i++) element += inner[i];
    elements.push(element);
  }
  return elements;
}

/**
 * 48 bits of an MD5 of a document's words: an upsert whose words are unchanged (counters, a
 * price) is written in place rather than given a new slot.
 */
function textHash(row: ChangedRow): number {
  return createHash('md5')
    .update(row.documentWords)
    .update('\0')
    .update(row.titleWords)
    .update('\0')
    .update(row.vehicleWords)
    .digest()
    .readUIntBE(0, 6);
}

/**
 * The embedded engine. Postgres keeps the documents (search.listing_doc, with the listing for
 * the cards and tsvectors of the whole text, the title and the vehicle: title A; tags, vehicle
 * and category B; short description C; long description D) and the vocabulary typo matching
 * looks words up in. Matching, filters, orders, counts and suggestions are answered from an
 * index of the same documents in this process's memory (memory-index.ts), made of the lexemes
 * Postgres produced; a page then reads its cards by primary key.
 *
 * The index keeps in step with the table by transaction ids: every row carries the id of the
 * transaction that last wrote it (changed_xid), a removal leaves a tombstone with its own
 * (search.listing_removed). A sync reads, under one snapshot, the snapshot's xmin and every row
 * and tombstone written by a transaction from the previous sync's xmin on. Every transaction
 * below an xmin had finished when that snapshot was taken, so its rows were read by that sync
 * or an earlier one; rows of transactions at or above it are read again, which is harmless.
 * A query syncs first: after a write made by this process, until a sync's xmin is past that
 * write's transaction (read-after-write for whoever wrote here), and otherwise when the last
 * sync is older than SYNC_MS (other replicas' writes).
 */
export class PostgresEngine implements SearchEngine {
  readonly kind = 'postgres' as const;
  private readonly vocabulary: TypoVocabulary;
  private readonly logger = new Logger('PostgresEngine');
  private index = new MemoryIndex();
  private readonly cardCache = new CardCache(CARDS_KEPT);
  /** The xmin of the last sync's snapshot; null until the index is loaded. */
  private xmin: bigint | null = null;
  private syncedAt = 0;
  /** The newest transaction of this process's writes that no sync has yet seen finished. */
  private ownWrite: bigint | null = null;
  private syncing: Promise<void> | null = null;

  constructor(private readonly dataSource: DataSource) {
    this.vocabulary = new TypoVocabulary(dataSource);
  }

  /** Loads the index: the service answers its first search from memory. */
  async prepare(): Promise<void> {
    await this.fresh();
  }

  committed(tx: EntityManager): void {
    this.vocabulary.committed(tx);
  }

  async write(batch: IndexWrite, tx: EntityManager): Promise<void> {
    await this.noteOwnWrite(tx);
    if (batch.removals.length > 0) await this.remove(batch.removals, tx);
    if (batch.upserts.length > 0) await this.upsert(batch.upserts, tx);
    if (batch.counts.length > 0)
      await tx.query(
        `UPDATE search.listing_doc d SET download_count = c.download_count,
           like_count = c.like_count, rating_avg = c.rating_avg, rating_count = c.rating_count,
           trending = c.trending, changed_xid = pg_current_xact_id()
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
    if (batch.fits?.length)
      await tx.query(
        `UPDATE search.listing_doc d SET confirmed_fits = f.confirmed_fits,
           changed_xid = pg_current_xact_id()
         FROM jsonb_to_recordset($1::jsonb) AS f(id uuid, confirmed_fits text[]) WHERE d.id = f.id`,
        [JSON.stringify(batch.fits.map((f) => ({ id: f.id, confirmed_fits: f.confirmedFits })))],
      );
  }

  async page(criteria: SearchCriteria): Promise<ListingDto[]> {
    const text = await this.textQuery(criteria);
    await this.fresh();
    return this.cards(this.index.page(criteria, text.required, text.optional));
  }

  async count(criteria: SearchCriteria, options: CountOptions): Promise<EngineCounts> {
    const text = await this.textQuery(criteria);
    await this.fresh();
    return tally(this.index.cube(criteria, text.required), criteria, options.facets);
  }

  async suggest(words: string[], limit: number): Promise<ListingDto[]> {
    if (words.length === 0) return [];
    const queries = await this.vocabulary.wordQueries(words);
    await this.fresh();
    return this.cards(this.index.suggest(queries, words.join(' '), limit));
  }

  async vehicles(): Promise<IndexedVehicle[]> {
    await this.fresh();
    const groups = this.index.vehicles();
    if (groups.length === 0) return [];
    // The names are in the listings (stored out of line): one read for each make and model.
    const rows = (await this.dataSource.query(
      `SELECT d.id, d.listing->'vehicleFitment'->>'makeName' AS "makeName",
         d.listing->'vehicleFitment'->>'modelName' AS "modelName"
       FROM search.listing_doc d WHERE d.id = ANY($1::uuid[])`,
      [groups.map((group) => group.sample)],
    )) as { id: string; makeName: string; modelName: string }[];
    const names = new Map(rows.map((row) => [row.id, row]));
    return groups.flatMap(({ sample, ...group }) => {
      const named = names.get(sample);
      // Removed since the sync: the next one drops it.
      if (!named) return [];
      return [
        {
          makeSlug: group.makeSlug,
          makeName: named.makeName,
          modelSlug: group.modelSlug,
          modelName: named.modelName,
          yearStart: group.yearStart,
          yearEnd: group.yearEnd,
          listings: group.listings,
        },
      ];
    });
  }

  async size(): Promise<number> {
    await this.fresh();
    return this.index.size;
  }

  async clear(): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await this.noteOwnWrite(tx);
      await this.remove(null, tx);
    });
  }

  async close(): Promise<void> {
    // The connection belongs to the service's data source.
  }

  /** How many documents and lexemes the index holds, and its typed arrays' bytes. */
  stats(): { documents: number; lexemes: number; arrayBytes: number } {
    return {
      documents: this.index.size,
      lexemes: this.index.lexemes,
      arrayBytes: this.index.arrayBytes(),
    };
  }

  private async textQuery(criteria: SearchCriteria): Promise<TextQuery> {
    const [required, optional] = await Promise.all([
      this.vocabulary.wordQueries(criteria.words),
      this.vocabulary.wordQueries(criteria.optionalWords),
    ]);
    return { required, optional };
  }

  /**
   * The cards of these documents, in this order: the kept ones from memory, the others in one
   * read by primary key (then kept).
   */
  private async cards(ids: string[]): Promise<ListingDto[]> {
    if (ids.length === 0) return [];
    const found = new Map<string, ListingDto>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cardCache.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const epoch = this.cardCache.epoch;
      const rows = (await this.dataSource.query(
        `SELECT d.id, ${CARD_COLUMNS} FROM search.listing_doc d WHERE d.id = ANY($1::uuid[])`,
        [missing],
      )) as (CardRow & { id: string })[];
      const read = rows.map(({ id, ...row }): [string, ListingDto] => [id, cardOf(row)]);
      this.cardCache.keep(epoch, read);
      for (const [id, card] of read) found.set(id, card);
    }
    // A document removed since the sync is left out; the next sync drops it from the index.
    return ids.flatMap((id) => {
      const card = found.get(id);
      return card ? [card] : [];
    });
  }

  // ---- keeping the index in step with the table ----

  /** The next queries wait for a sync that sees this transaction finished (read-after-write). */
  private async noteOwnWrite(tx: EntityManager): Promise<void> {
    const [{ xid }] = (await tx.query(`SELECT pg_current_xact_id()::text AS xid`)) as [
      { xid: string },
    ];
    const own = BigInt(xid);
    if (this.ownWrite === null || own > this.ownWrite) this.ownWrite = own;
  }

  private needsSync(): boolean {
    return (
      this.xmin === null ||
      (this.ownWrite !== null && this.ownWrite >= this.xmin) ||
      Date.now() - this.syncedAt >= SYNC_MS
    );
  }

  /** Syncs when needed (see the class comment); concurrent queries share one sync. */
  private async fresh(): Promise<void> {
    if (!this.needsSync()) return;
    // A sync already running may have taken its snapshot before a write this query must see.
    if (this.syncing) await this.syncing.catch(() => undefined);
    if (!this.needsSync()) return;
    this.syncing ??= this.sync().finally(() => (this.syncing = null));
    await this.syncing;
  }

  private async sync(): Promise<void> {
    const started = performance.now();
    const since = this.xmin;
    const heapBefore = process.memoryUsage().heapUsed;
    let upserts = 0;
    let removals = 0;
    const xmin = await this.dataSource.transaction('REPEATABLE READ', async (tx) => {
      const [{ xmin }] = (await tx.query(
        `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
      )) as [{ xmin: string }];
      if (since !== null) {
        const removed = (await tx.query(
          `SELECT id FROM search.listing_removed WHERE changed_xid >= $1::xid8`,
          [since.toString()],
        )) as { id: string }[];
        for (const { id } of removed) {
          this.index.remove(id);
          this.cardCache.drop(id);
        }
        removals = removed.length;
      }
      const apply = (rows: ChangedRow[]) => {
        for (const row of rows) {
          this.cardCache.drop(row.id);
          this.index.upsert(
            {
              ...row,
              documentWords: textArray(row.documentWords),
              titleWords: textArray(row.titleWords),
              vehicleWords: textArray(row.vehicleWords),
            },
            textHash(row),
          );
        }
        upserts += rows.length;
      };
      if (since === null) {
        // Everything: one pass over the table.
        await tx.query(
          `DECLARE changed NO SCROLL CURSOR FOR SELECT ${INDEXED_COLUMNS} FROM search.listing_doc d`,
        );
        for (;;) {
          const rows = (await tx.query(`FETCH ${SYNC_BATCH} FROM changed`)) as ChangedRow[];
          apply(rows);
          if (rows.length < SYNC_BATCH) break;
        }
      } else {
        // What changed, along the changed_xid index (a cursor's plan would rather scan the
        // table), a batch at a time.
        let after: { xid: string; id: string } | null = null;
        for (;;) {
          const rows = (await tx.query(
            `SELECT d.changed_xid::text AS "changedXid", ${INDEXED_COLUMNS}
             FROM search.listing_doc d
             WHERE d.changed_xid >= $1::xid8
               ${after ? 'AND (d.changed_xid, d.id) > ($2::xid8, $3::uuid)' : ''}
             ORDER BY d.changed_xid, d.id LIMIT ${SYNC_BATCH}`,
            after ? [since.toString(), after.xid, after.id] : [since.toString()],
          )) as (ChangedRow & { changedXid: string })[];
          apply(rows);
          if (rows.length < SYNC_BATCH) break;
          const last = rows[rows.length - 1]!;
          after = { xid: last.changedXid, id: last.id };
        }
      }
      return BigInt(xmin);
    });
    this.index.compactIfWorthIt();
    this.xmin = xmin;
    this.syncedAt = Date.now();
    if (this.ownWrite !== null && this.ownWrite < xmin) this.ownWrite = null;
    if (since === null) {
      const heap = process.memoryUsage().heapUsed - heapBefore;
      this.logger.log(
        `search index loaded: ${upserts} documents, ${this.index.lexemes} lexemes in ${Math.round(performance.now() - started)} ms (heap +${Math.round(heap / 1048576)} MB)`,
      );
    } else if (upserts + removals > 1_000)
      this.logger.log(
        `search index caught up: ${upserts} rows, ${removals} removals in ${Math.round(performance.now() - started)} ms`,
      );
  }

  /** Removes documents (all of them for null), leaving tombstones for other replicas' syncs. */
  private async remove(ids: string[] | null, tx: EntityManager): Promise<void> {
    await tx.query(
      `WITH gone AS (
         DELETE FROM search.listing_doc ${ids === null ? '' : 'WHERE id = ANY($1::uuid[])'}
         RETURNING id)
       INSERT INTO search.listing_removed AS r (id) SELECT id FROM gone
       ON CONFLICT (id) DO UPDATE SET changed_xid = pg_current_xact_id()`,
      ids === null ? [] : [ids],
    );
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
      mount_location: doc.mountLocation,
      materials: doc.materials,
      price_cents: doc.priceCents,
      created_at: new Date(doc.createdAt).toISOString(),
      download_count: doc.downloadCount,
      like_count: doc.likeCount,
      rating_avg: doc.ratingAvg,
      rating_count: doc.ratingCount,
      trending: doc.trending,
      confirmed_fits: doc.confirmedFits,
    }));
    await tx.query(
      `INSERT INTO search.listing_doc AS d (id, listing, title_key, title_vector, vehicle_vector,
         document, make_id, make_slug,
         model_id, model_slug, generation_id, trim_id, trim_key, year_start, year_end,
         is_universal, category_id, is_free, difficulty, mount_location, materials,
         price_cents, created_at, download_count, like_count, rating_avg, rating_count, trending,
         confirmed_fits)
       SELECT r.id, r.listing, r.title_key, to_tsvector('simple', r.title),
         to_tsvector('simple', r.vehicle),
         setweight(to_tsvector('simple', r.title), 'A') ||
         setweight(to_tsvector('simple', r.related), 'B') ||
         setweight(to_tsvector('simple', r.short_description), 'C') ||
         setweight(to_tsvector('simple', r.long_description), 'D'),
         r.make_id, r.make_slug, r.model_id, r.model_slug, r.generation_id, r.trim_id,
         r.trim_key, r.year_start, r.year_end, r.is_universal, r.category_id, r.is_free,
         r.difficulty, r.mount_location, r.materials, r.price_cents, r.created_at, r.download_count, r.like_count,
         r.rating_avg, r.rating_count, r.trending, r.confirmed_fits
       FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS})
       ON CONFLICT (id) DO UPDATE SET listing = EXCLUDED.listing, title_key = EXCLUDED.title_key,
         title_vector = EXCLUDED.title_vector, vehicle_vector = EXCLUDED.vehicle_vector,
         document = EXCLUDED.document, make_id = EXCLUDED.make_id, make_slug = EXCLUDED.make_slug,
         model_id = EXCLUDED.model_id, model_slug = EXCLUDED.model_slug,
         generation_id = EXCLUDED.generation_id, trim_id = EXCLUDED.trim_id,
         trim_key = EXCLUDED.trim_key, year_start = EXCLUDED.year_start,
         year_end = EXCLUDED.year_end, is_universal = EXCLUDED.is_universal,
         category_id = EXCLUDED.category_id, is_free = EXCLUDED.is_free,
         difficulty = EXCLUDED.difficulty, mount_location = EXCLUDED.mount_location,
         materials = EXCLUDED.materials, price_cents = EXCLUDED.price_cents,
         created_at = EXCLUDED.created_at, download_count = EXCLUDED.download_count,
         like_count = EXCLUDED.like_count, rating_avg = EXCLUDED.rating_avg,
         rating_count = EXCLUDED.rating_count, trending = EXCLUDED.trending,
         confirmed_fits = EXCLUDED.confirmed_fits, changed_xid = pg_current_xact_id()`,
      [JSON.stringify(rows)],
    );
    // Back in the index: its tombstone would tell other replicas it is gone.
    await tx.query(`DELETE FROM search.listing_removed WHERE id = ANY($1::uuid[])`, [
      documents.map((doc) => doc.id),
    ]);
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
  }
}
