import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxMessageEntity } from '@pitstop/common';
import {
  CatalogBulkEvents,
  CatalogEvents,
  type ApprovalStatus,
  type EventDef,
} from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, type EntityManager } from 'typeorm';
import { toListingChangedEvent } from '../domain/listing-dto.js';
import type { ListingFields } from '../domain/listing-input.js';
import { copyTextValue, type CopyValue } from './copy-text.js';
import { selectListingsByIds } from './listing-sql.js';
import { timeOrderedId } from './time-ordered-id.js';

/** One listing of a bulk write. */
export interface BulkListing {
  fields: ListingFields;
  sellerId: string;
  /** The slug (seeds: exactly this), or its base (imports: base, base-2, … when taken). */
  slug: string;
  approvalStatus: ApprovalStatus;
  /** Imports: the row's key. A batch written again finds its rows there and inserts nothing. */
  importKey?: { importId: string; line: number };
  createdDaysAgo?: number;
  downloadCount?: number;
}

/** What a bulk write did to each listing, in the order given. */
export interface BulkOutcome {
  /** null: the slug belongs to someone else's listing (seeds), which is left alone. */
  id: string | null;
  inserted: boolean;
  /** Its content was rewritten (seeds whose data changed). */
  changed: boolean;
}

/**
 * Listing columns a seed's re-run leaves as they are: the seed data does not decide them, so a
 * demo seller's changes in the app stay.
 */
const LEFT_TO_THE_APP = new Set(['currency', 'allow_personal_use', 'is_draft', 'visibility']);

/** The content columns, with the type each has in the batch's JSON record. */
const CONTENT: [column: string, key: keyof ListingFields, type: string][] = [
  ['title', 'title', 'text'],
  ['short_description', 'shortDescription', 'text'],
  ['long_description_md', 'longDescriptionMd', 'text'],
  ['long_description_html', 'longDescriptionHtml', 'text'],
  ['category_id', 'categoryId', 'uuid'],
  ['tags', 'tags', 'text[]'],
  ['price_cents', 'priceCents', 'integer'],
  ['currency', 'currency', 'text'],
  ['print_difficulty', 'printDifficulty', 'catalog.print_difficulty'],
  ['supports_required', 'supportsRequired', 'boolean'],
  ['infill_hint_percent', 'infillHintPercent', 'integer'],
  ['materials', 'materials', 'text[]'],
  ['mount_location', 'mountLocation', 'catalog.mount_location'],
  ['allow_personal_use', 'allowPersonalUse', 'boolean'],
  ['allow_commercial_use', 'allowCommercialUse', 'boolean'],
  ['is_draft', 'isDraft', 'boolean'],
  ['visibility', 'visibility', 'catalog.listing_visibility'],
  ['is_universal_fit', 'isUniversalFit', 'boolean'],
  ['make_id', 'makeId', 'uuid'],
  ['model_id', 'modelId', 'uuid'],
  ['generation_id', 'generationId', 'uuid'],
  ['trim_id', 'trimId', 'uuid'],
];
const EXTRA: [column: string, type: string][] = [
  ['slug', 'text'],
  ['seller_id', 'uuid'],
  ['approval_status', 'catalog.approval_status'],
  ['import_id', 'uuid'],
  ['import_line', 'integer'],
  ['download_count', 'integer'],
  ['days_ago', 'integer'],
  ['ord', 'integer'],
];
const COLUMNS = [...CONTENT.map(([column]) => column), ...EXTRA.map(([column]) => column)];
const RECORDSET = `jsonb_to_recordset($1::jsonb) AS r(${[
  ...CONTENT.map(([column, , type]) => `${column} ${type}`),
  ...EXTRA.map(([column, type]) => `${column} ${type}`),
].join(', ')})`;
const INSERTED = COLUMNS.filter((c) => c !== 'days_ago' && c !== 'ord');
const CREATED_AT = `now() - make_interval(days => coalesce(r.days_ago, 0))`;

/**
 * The one bulk writer of listings (CSV imports and the demo seeder): a batch is one INSERT of
 * many rows (a JSON recordset: one parameter however many rows, no per-row round trip), and
 * its events are recorded in the outbox in the caller's transaction. New listings have no
 * child rows yet, so nothing here locks a listing's previews or files (the lock order of
 * listing-sql.ts's lockHolders does not come into play); rewriting a seed's content locks the
 * listing row itself through its UPDATE.
 */
@Injectable()
export class ListingBulkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Inserts listings whose slug is a base to make unique (imports): the first free of base,
   * base-2, …, decided for the whole batch with one read. Rows whose import key is already
   * there (a batch written again after a crash) insert nothing and come back with inserted
   * false.
   */
  async insertNew(manager: EntityManager, listings: BulkListing[]): Promise<BulkOutcome[]> {
    if (listings.length === 0) return [];
    const slugs = await freeSlugs(
      manager,
      listings.map((l) => l.slug),
    );
    const outcomes: BulkOutcome[] = listings.map(() => ({
      id: null,
      inserted: false,
      changed: false,
    }));
    let pending = listings.map((listing, ord) => ({ listing, ord, slug: slugs[ord]! }));
    for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
      const rows = (await manager.query(
        `INSERT INTO catalog.listing AS l (${INSERTED.join(', ')}, created_at, updated_at)
         SELECT ${INSERTED.map((c) => `r.${c}`).join(', ')}, ${CREATED_AT}, ${CREATED_AT}
         FROM ${RECORDSET} ORDER BY r.ord
         ON CONFLICT DO NOTHING RETURNING l.id, l.slug`,
        [JSON.stringify(pending.map((p) => record(p.listing, p.ord, p.slug)))],
      )) as { id: string; slug: string }[];
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      const left: typeof pending = [];
      for (const p of pending) {
        const row = bySlug.get(p.slug);
        if (row) outcomes[p.ord] = { id: row.id, inserted: true, changed: true };
        else left.push(p);
      }
      pending = await this.notYetImported(manager, left, outcomes);
      // Someone took the slug between the read and the insert: a suffix nobody else picks.
      for (const p of pending) p.slug = `${p.listing.slug}-${randomBytes(4).toString('hex')}`;
    }
    return outcomes;
  }

  /**
   * Inserts new listings as insertNew does, with COPY (CSV imports): no JSON to take apart and
   * no conflict arbitration per row. Most imported titles are new to the catalog, so a batch
   * whose slugs differ from each other is first copied with them as they are; only a batch that
   * meets a taken slug (COPY stops at a unique index: a slug, or rows of the batch already there
   * from an attempt a crash cut short) reads the free ones (freeSlugs) and is copied again, and
   * one that still meets one goes through insertNew. Each attempt runs under a savepoint. Ids
   * are chosen here, in time order (timeOrderedId); the created and updated times are the
   * transaction's (createdDaysAgo is for seeds, not taken).
   */
  async copyNew(manager: EntityManager, listings: BulkListing[]): Promise<BulkOutcome[]> {
    if (listings.length === 0) return [];
    const bases = listings.map((l) => l.slug);
    const ids = listings.map(() => timeOrderedId());
    const copied =
      (new Set(bases).size === bases.length &&
        (await this.tryCopy(manager, listings, ids, bases))) ||
      (await this.tryCopy(manager, listings, ids, await freeSlugs(manager, bases)));
    if (!copied) return this.insertNew(manager, listings);
    return ids.map((id) => ({ id, inserted: true, changed: true }));
  }

  /**
   * One COPY of the batch with these ids and slugs; false (and undone) when a unique index
   * refuses a row.
   */
  private async tryCopy(
    manager: EntityManager,
    listings: BulkListing[],
    ids: string[],
    slugs: string[],
  ): Promise<boolean> {
    const client = (await manager.queryRunner!.connect()) as PoolClient;
    await manager.query('SAVEPOINT copy_new');
    try {
      await pipeline(
        // One string for the batch (a few hundred kilobytes): one write, not one per row.
        Readable.from([
          listings.map((listing, ord) => copyRow(listing, ids[ord]!, slugs[ord]!)).join(''),
        ]),
        client.query(copyFrom(`COPY catalog.listing (${COPIED.join(', ')}) FROM STDIN`)),
      );
    } catch (err) {
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
      await manager.query('ROLLBACK TO SAVEPOINT copy_new');
      return false;
    }
    await manager.query('RELEASE SAVEPOINT copy_new');
    return true;
  }

  /**
   * Upserts listings by their exact slug (the demo seeds): new ones are inserted; an existing
   * one of the same seller has its content rewritten when the data changed (download counts only
   * grow); a slug that someone else's listing holds comes back with id null.
   */
  async upsertBySlug(manager: EntityManager, listings: BulkListing[]): Promise<BulkOutcome[]> {
    if (listings.length === 0) return [];
    const content = CONTENT.map(([column]) => column).filter((c) => !LEFT_TO_THE_APP.has(c));
    const rows = (await manager.query(
      `INSERT INTO catalog.listing AS l (${INSERTED.join(', ')}, created_at, updated_at)
       SELECT ${INSERTED.map((c) => `r.${c}`).join(', ')}, ${CREATED_AT}, ${CREATED_AT}
       FROM ${RECORDSET} ORDER BY r.ord
       ON CONFLICT (slug) DO UPDATE SET
         ${content.map((c) => `${c} = excluded.${c}`).join(', ')},
         download_count = greatest(l.download_count, excluded.download_count), updated_at = now()
       WHERE l.seller_id = excluded.seller_id AND l.deleted_at IS NULL AND (
         (${content.map((c) => `l.${c}`).join(', ')}) IS DISTINCT FROM
         (${content.map((c) => `excluded.${c}`).join(', ')})
         OR l.download_count < excluded.download_count)
       RETURNING id, slug, (xmax = 0) AS inserted`,
      [JSON.stringify(listings.map((listing, ord) => record(listing, ord, listing.slug)))],
    )) as { id: string; slug: string; inserted: boolean }[];
    const written = new Map(rows.map((row) => [row.slug, row]));
    const untouched = listings.filter((l) => !written.has(l.slug)).map((l) => l.slug);
    const existing = untouched.length
      ? ((await manager.query(
          `SELECT id, slug, seller_id AS "sellerId", deleted_at AS "deletedAt"
           FROM catalog.listing WHERE slug = ANY($1::text[])`,
          [untouched],
        )) as { id: string; slug: string; sellerId: string; deletedAt: Date | null }[])
      : [];
    const bySlug = new Map(existing.map((row) => [row.slug, row]));
    return listings.map((listing) => {
      const row = written.get(listing.slug);
      if (row) return { id: row.id, inserted: row.inserted, changed: true };
      const found = bySlug.get(listing.slug);
      if (!found || found.sellerId !== listing.sellerId || found.deletedAt)
        return { id: null, inserted: false, changed: false };
      return { id: found.id, inserted: false, changed: false };
    });
  }

  /** Bumps the version of listings changed otherwise (a seed's previews, reviews, counters). */
  async bumpVersions(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE catalog.listing SET version = version + 1 WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /**
   * Records one event per listing in the outbox (created or updated, as given), read back as the
   * listings now are in one statement.
   */
  async announceEach(
    manager: EntityManager,
    events: Map<string, EventDef<unknown>>,
  ): Promise<void> {
    if (events.size === 0) return;
    const rows = await selectListingsByIds(manager, [...events.keys()]);
    if (rows.length === 0) return;
    await manager.insert(
      OutboxMessageEntity,
      rows.map((row) => ({
        topic: (events.get(row.id) ?? CatalogEvents.listingUpdated).topic,
        payload: toListingChangedEvent(row),
      })),
    );
  }

  /**
   * Records one event for a batch of imported listings, by id (the search index reads them from
   * the catalog and takes them in one write, one generation bump).
   */
  async announceImported(manager: EntityManager, importId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.insert(OutboxMessageEntity, {
      topic: CatalogBulkEvents.listingsImported.topic,
      payload: { importId, ids },
    });
  }

  /**
   * Clear All, one batch of live listings in id order after `afterId`: listings someone bought
   * are hidden (soft-deleted: buyers keep their files and receipts), the others are destroyed
   * with their previews, files, reviews, comments, likes, reports and download records. The
   * listing rows are locked first, then their child rows (the codebase's lock order). One
   * removal event for the batch. Returns the storage keys no listing refers to any more (the
   * caller asks media to delete them after the commit), or null when none are left.
   */
  async clearBatch(
    afterId: string | null,
    limit: number,
  ): Promise<{ lastId: string; deleted: number; hidden: number; keys: string[] } | null> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT l.id, EXISTS (SELECT 1 FROM catalog.listing_sale s WHERE s.listing_id = l.id) AS sold
         FROM catalog.listing l WHERE l.deleted_at IS NULL AND ($1::uuid IS NULL OR l.id > $1)
         ORDER BY l.id LIMIT $2 FOR NO KEY UPDATE`,
        [afterId, limit],
      )) as { id: string; sold: boolean }[];
      if (rows.length === 0) return null;
      const hidden = rows.filter((r) => r.sold).map((r) => r.id);
      const destroyed = rows.filter((r) => !r.sold).map((r) => r.id);
      const removed: { id: string; version: number }[] = [];
      if (hidden.length) {
        const [updated] = (await manager.query(
          `UPDATE catalog.listing SET deleted_at = now(), version = version + 1
           WHERE id = ANY($1::uuid[]) RETURNING id, version::int AS version`,
          [hidden],
        )) as [{ id: string; version: number }[], number];
        removed.push(...updated);
      }
      let keys: string[] = [];
      if (destroyed.length) {
        keys = (
          (await manager.query(
            `SELECT object_key AS key FROM catalog.listing_file
               WHERE listing_id = ANY($1::uuid[]) AND object_key IS NOT NULL
             UNION SELECT object_key FROM catalog.listing_preview
               WHERE listing_id = ANY($1::uuid[]) AND object_key IS NOT NULL`,
            [destroyed],
          )) as { key: string }[]
        ).map((r) => r.key);
        // Their previews, files, reviews, comments, likes, reports and downloads go with them
        // (each table's foreign key cascades); listing_sale never does: sold listings are hidden.
        const [gone] = (await manager.query(
          `DELETE FROM catalog.listing WHERE id = ANY($1::uuid[])
           RETURNING id, version::int + 1 AS version`,
          [destroyed],
        )) as [{ id: string; version: number }[], number];
        removed.push(...gone);
      }
      await manager.insert(OutboxMessageEntity, {
        topic: CatalogBulkEvents.listingsRemoved.topic,
        payload: { removed },
      });
      return {
        lastId: rows[rows.length - 1]!.id,
        deleted: destroyed.length,
        hidden: hidden.length,
        keys,
      };
    });
  }

  /** Of rows not inserted, those whose import key is there are done; the rest hit a slug. */
  private async notYetImported<T extends { listing: BulkListing; ord: number }>(
    manager: EntityManager,
    left: T[],
    outcomes: BulkOutcome[],
  ): Promise<T[]> {
    const keyed = left.filter((p) => p.listing.importKey);
    if (keyed.length === 0) return left;
    const rows = (await manager.query(
      `SELECT id, import_line AS line FROM catalog.listing
       WHERE import_id = $1 AND import_line = ANY($2::int[])`,
      [keyed[0]!.listing.importKey!.importId, keyed.map((p) => p.listing.importKey!.line)],
    )) as { id: string; line: number }[];
    const done = new Map(rows.map((row) => [row.line, row.id]));
    return left.filter((p) => {
      const id = p.listing.importKey ? done.get(p.listing.importKey.line) : undefined;
      if (id) outcomes[p.ord] = { id, inserted: false, changed: false };
      return !id;
    });
  }
}

const UNIQUE_VIOLATION = '23505';

/**
 * The columns copyNew writes, in copyRow's order; the others take their defaults (counters 0,
 * version 1, now()).
 */
const COPIED = [
  ...CONTENT.map(([column]) => column),
  'slug',
  'seller_id',
  'approval_status',
  'import_id',
  'import_line',
  'download_count',
  'id',
];

/**
 * One listing as a COPY line in COPIED's order, written column by column (a batch of thousands
 * is encoded on the worker's event loop; no record object per row).
 */
function copyRow(listing: BulkListing, id: string, slug: string): string {
  let line = '';
  for (const [, key] of CONTENT) line += `${copyTextValue(listing.fields[key] as CopyValue)}\t`;
  return `${line}${copyTextValue(slug)}\t${listing.sellerId}\t${listing.approvalStatus}\t${
    listing.importKey ? `${listing.importKey.importId}\t${listing.importKey.line}` : '\\N\t\\N'
  }\t${listing.downloadCount ?? 0}\t${id}\n`;
}

function record(listing: BulkListing, ord: number, slug: string): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [column, key] of CONTENT) row[column] = listing.fields[key];
  row.slug = slug;
  row.seller_id = listing.sellerId;
  row.approval_status = listing.approvalStatus;
  row.import_id = listing.importKey?.importId ?? null;
  row.import_line = listing.importKey?.line ?? null;
  row.download_count = listing.downloadCount ?? 0;
  row.days_ago = listing.createdDaysAgo ?? 0;
  row.ord = ord;
  return row;
}

/**
 * For each base, base itself when nobody has it and no earlier row of the batch took it, else
 * one above the highest base-N taken (deleted listings included), as ListingRepository.create
 * names single listings. One read for the whole batch.
 */
async function freeSlugs(manager: EntityManager, bases: string[]): Promise<string[]> {
  const unique = [...new Set(bases)];
  // The exact slugs first (the unique index answers); only bases already taken need their
  // numbered siblings, read as byte ranges of IDX_listing_slug_prefix.
  const exact = (await manager.query(
    `SELECT slug FROM catalog.listing WHERE slug = ANY($1::text[])`,
    [unique],
  )) as { slug: string }[];
  const taken = exact.map((row) => row.slug);
  const rows = taken.length
    ? ((await manager.query(
        `SELECT b.base, max(nullif(substring(l.slug FROM '-([0-9]{1,9})$'), '')::int) AS highest
         FROM unnest($1::text[]) AS b(base)
           JOIN catalog.listing l ON l.slug ~>=~ (b.base || '-') AND l.slug ~<~ (b.base || '.')
             AND l.slug ~ ('^' || b.base || '-[0-9]{1,9}$')
         GROUP BY b.base`,
        [taken],
      )) as { base: string; highest: number | null }[])
    : [];
  const highest = new Map<string, number>(taken.map((slug) => [slug, 1]));
  for (const row of rows) highest.set(row.base, Math.max(row.highest ?? 1, 1));
  return bases.map((base) => {
    const high = highest.get(base);
    if (high === undefined) {
      highest.set(base, 1);
      return base;
    }
    highest.set(base, high + 1);
    return `${base}-${high + 1}`;
  });
}
