import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, SqlParams } from '@pitstop/common';
import {
  CatalogEvents,
  CatalogNoticeEvents,
  TRENDING_RULE,
  type AdminAction,
  type ApprovalStatus,
  type AuditDetails,
} from '@pitstop/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AccessGuard, ListingAccess } from '../domain/listing-access.js';
import { toListingChangedEvent, type ListingRow } from '../domain/listing-dto.js';
import type { ListingFields } from '../domain/listing-input.js';
import type { ListingFilter } from '../domain/listing-query.js';
import { recordAdminAction } from './admin-audit.js';
import {
  LISTING_FROM,
  announceListingsChanged,
  VISIBLE_SQL,
  fieldAssignments,
  lockAndGuard,
  readAccess,
  replaceFiles,
  replacePreviews,
  selectListings,
  selectListingsByIds,
  type FileRecord,
  type PreviewRecord,
} from './listing-sql.js';
import {
  closeCurrentVersion,
  openVersion,
  settleHeldNotices,
  type NewVersion,
} from './listing-version.repository.js';

/** What an accepted change does to a listing, and which event announces it. */
export interface ListingChange {
  /** The listing's content, checked as a whole (an edit). */
  fields?: ListingFields;
  /** Replaces the previews, in this order. */
  previews?: PreviewRecord[];
  /** Replaces the model files, in this order. */
  files?: FileRecord[];
  approvalStatus?: ApprovalStatus;
  /** Approval publishes: no longer a draft, public. */
  publish?: boolean;
  event: 'updated' | 'approved' | 'rejected';
  /** An admin's decision: goes on the audit log with the change. */
  audit?: { action: AdminAction; details: AuditDetails };
  /** The new files are a new version (listing-version.repository): recorded and announced. */
  newVersion?: NewVersion;
}

/** Decides a change under the listing's lock; throws to refuse it. */
export type ChangePlan = (current: ListingRow) => ListingChange;

const SORTS: Record<ListingFilter['sort'], string> = {
  newest: 'l.created_at DESC, l.id DESC',
  popular: 'l.download_count DESC, l.id DESC',
  rating: 'l.rating_avg DESC, l.rating_count DESC, l.id DESC',
  price_asc: 'l.price_cents ASC, l.id ASC',
  price_desc: 'l.price_cents DESC, l.id DESC',
  // The search index's trending (TRENDING_RULE), for a seller's own list.
  trending: `log(1 + l.download_count + ${TRENDING_RULE.likeWeight} * l.like_count) + extract(epoch FROM l.created_at) / 86400 / ${TRENDING_RULE.decadeDays} DESC, l.id DESC`,
};

const SLUG_ATTEMPTS = 25;

/**
 * Listings: the only code that reads and writes the listing tables. Every change bumps the
 * listing's version and records its event in the outbox in the same transaction.
 */
@Injectable()
export class ListingRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async findById(id: string, viewerId: string | null): Promise<ListingRow | null> {
    const [row] = await selectListings(
      this.dataSource.manager,
      viewerId,
      (p) => `l.id = ${p.add(id)} AND l.deleted_at IS NULL`,
    );
    return row ?? null;
  }

  /**
   * The listing, deleted or not: a deleted listing's buyers keep its files, and its seller and
   * admins still reach them (docs/security.md, 'Purchased files').
   */
  async findKept(id: string, viewerId: string | null): Promise<ListingRow | null> {
    const [row] = await selectListings(
      this.dataSource.manager,
      viewerId,
      (p) => `l.id = ${p.add(id)}`,
    );
    return row ?? null;
  }

  /** Live listings of these ids, in no particular order (a missing or deleted one is left out). */
  async findByIds(ids: string[], viewerId: string | null): Promise<ListingRow[]> {
    if (ids.length === 0) return [];
    return selectListings(
      this.dataSource.manager,
      viewerId,
      (p) => `l.id = ANY(${p.add(ids)}::uuid[]) AND l.deleted_at IS NULL`,
    );
  }

  async findBySlug(slug: string, viewerId: string | null): Promise<ListingRow | null> {
    const [row] = await selectListings(
      this.dataSource.manager,
      viewerId,
      (p) => `l.slug = ${p.add(slug)} AND l.deleted_at IS NULL`,
    );
    return row ?? null;
  }

  /** Who may see or change a listing; null when there is none (or it was deleted). */
  findAccess(id: string): Promise<ListingAccess | null> {
    return readAccess(this.dataSource.manager, id);
  }

  /** One page and the number of matches (two statements with one condition, run side by side). */
  async list(
    filter: ListingFilter,
    viewerId: string | null,
  ): Promise<{ rows: ListingRow[]; total: number }> {
    const sort = `ORDER BY ${SORTS[filter.sort]}`;
    const [rows, [counted]] = await Promise.all([
      selectListings(
        this.dataSource.manager,
        viewerId,
        (p) => filterSql(filter, p),
        `${sort} LIMIT ${Number(filter.limit)} OFFSET ${Number(filter.offset)}`,
      ),
      (() => {
        const params = new SqlParams();
        return this.dataSource.query(
          `SELECT count(*)::int AS total FROM ${LISTING_FROM} WHERE ${filterSql(filter, params)}`,
          params.values,
        ) as Promise<{ total: number }[]>;
      })(),
    ]);
    return { rows, total: counted!.total };
  }

  /**
   * Visible listings like this one: same generation, then same model, then same category, then
   * the most downloaded. The candidates are each tier's top few (short indexed queries); each is
   * ranked by the closest tier it is in.
   */
  related(base: ListingRow, limit: number, viewerId: string | null): Promise<ListingRow[]> {
    const tiers = (
      [
        ['generation_id', base.generationId],
        ['model_id', base.modelId],
        ['category_id', base.categoryId],
      ] as const
    ).filter(([, value]) => value !== null);
    const sameAs = (params: SqlParams) =>
      tiers.map(([column, value]) => `l.${column} = ${params.add(value)}`);
    return selectListings(
      this.dataSource.manager,
      viewerId,
      (p) => {
        const self = p.add(base.id);
        const n = p.add(limit);
        const top = (condition: string) =>
          `(SELECT l.id FROM catalog.listing l
             WHERE ${VISIBLE_SQL} AND l.id <> ${self} AND ${condition}
             ORDER BY l.download_count DESC, l.id DESC LIMIT ${n})`;
        return `l.id IN (${[...sameAs(p), 'true'].map(top).join(' UNION ALL ')})`;
      },
      (p) => {
        const closest = sameAs(p).map((same, rank) => `WHEN ${same} THEN ${rank}`);
        const byTier = closest.length
          ? `CASE ${closest.join(' ')} ELSE ${closest.length} END,`
          : '';
        return `ORDER BY ${byTier} l.download_count DESC, l.id DESC LIMIT ${p.add(limit)}`;
      },
    );
  }

  /** Every listing, deleted ones too, in id order after `afterId` (the search index's rebuild). */
  exportPage(afterId: string | null, limit: number): Promise<ListingRow[]> {
    return selectListings(
      this.dataSource.manager,
      null,
      (p) => (afterId ? `l.id > ${p.add(afterId)}` : 'true'),
      (p) => `ORDER BY l.id LIMIT ${p.add(limit)}`,
    );
  }

  /** These listings, deleted ones too (an imported batch, read back for the search index). */
  exportByIds(ids: string[]): Promise<ListingRow[]> {
    return selectListingsByIds(this.dataSource.manager, ids);
  }

  /**
   * A page of those waiting for an admin, oldest first (IDX_listing_pending), and how many there
   * are; `titlePattern` (a LIKE pattern, lower-case) searches titles (IDX_listing_pending_title).
   */
  async listPending(
    viewerId: string | null,
    query: { titlePattern: string | null; limit: number; offset: number },
  ): Promise<{ rows: ListingRow[]; total: number }> {
    const where = (p: SqlParams) =>
      `l.approval_status = 'pending' AND l.deleted_at IS NULL` +
      (query.titlePattern ? ` AND lower(l.title) LIKE ${p.add(query.titlePattern)}` : '');
    const counting = new SqlParams();
    const [rows, [counted]] = await Promise.all([
      selectListings(
        this.dataSource.manager,
        viewerId,
        where,
        (p) =>
          `ORDER BY l.created_at ASC, l.id ASC LIMIT ${p.add(query.limit)} OFFSET ${p.add(query.offset)}`,
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM catalog.listing l WHERE ${where(counting)}`,
        counting.values,
      ) as Promise<{ total: number }[]>,
    ]);
    return { rows, total: counted!.total };
  }

  async categoryExists(id: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 FROM catalog.category WHERE id = $1', [
      id,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** The trim belongs to the generation, the generation to the model, the model to the make. */
  async fitmentExists(
    fields: Pick<ListingFields, 'makeId' | 'modelId' | 'generationId' | 'trimId'>,
  ): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM catalog.generation g
         JOIN catalog.vehicle_model vm ON vm.id = g.model_id
       WHERE g.id = $1 AND vm.id = $2 AND vm.make_id = $3
         AND ($4::uuid IS NULL OR EXISTS (
           SELECT 1 FROM catalog.trim t WHERE t.id = $4 AND t.generation_id = g.id))`,
      [fields.generationId, fields.modelId, fields.makeId, fields.trimId],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Inserts a listing with the first free slug of base, base-2, base-3, … Two sellers choosing
   * the same title at once both succeed: ON CONFLICT waits for the other insert, and the one
   * that finds its slug taken moves on to the next.
   */
  async create(
    fields: ListingFields,
    media: { previews: PreviewRecord[]; files: FileRecord[] },
    sellerId: string,
    slugBase: string,
  ): Promise<ListingRow> {
    const created = await this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const assigned = fieldAssignments(fields, params);
      const seller = params.add(sellerId);
      const slug = params.add(null); // set on each attempt below
      const slugAt = params.values.length - 1;
      const insert = `INSERT INTO catalog.listing (slug, seller_id, ${assigned.map(([c]) => c).join(', ')})
        VALUES (${slug}, ${seller}, ${assigned.map(([, v]) => v).join(', ')})
        ON CONFLICT (slug) DO NOTHING RETURNING id`;
      for (let attempt = 1; ; attempt++) {
        params.values[slugAt] =
          attempt <= SLUG_ATTEMPTS ? await freeSlug(manager, slugBase) : randomSlug(slugBase);
        const [inserted] = (await manager.query(insert, params.values)) as { id: string }[];
        if (!inserted) continue;
        await replacePreviews(manager, inserted.id, media.previews);
        await replaceFiles(manager, inserted.id, media.files);
        return this.recordChange(manager, inserted.id, sellerId, 'created');
      }
    });
    void this.outbox.flush();
    return created;
  }

  /** Applies a change decided under the listing's lock; null when there is no such listing. */
  async update(id: string, plan: ChangePlan, viewerId: string): Promise<ListingRow | null> {
    const updated = await this.dataSource.transaction(async (manager) => {
      if (!(await readAccess(manager, id, 'update'))) return null;
      const [current] = await selectListings(manager, viewerId, (p) => `l.id = ${p.add(id)}`);
      const change = plan(current!);
      const params = new SqlParams();
      const sets = ['version = version + 1'];
      if (change.fields)
        for (const [column, value] of fieldAssignments(change.fields, params))
          sets.push(`${column} = ${value}`);
      if (change.fields || change.previews || change.files) sets.push('updated_at = now()');
      if (change.approvalStatus)
        sets.push(`approval_status = ${params.add(change.approvalStatus)}`);
      if (change.publish) sets.push(`is_draft = false`, `visibility = 'public'`);
      await manager.query(
        `UPDATE catalog.listing SET ${sets.join(', ')} WHERE id = ${params.add(id)}`,
        params.values,
      );
      if (change.previews) await replacePreviews(manager, id, change.previews);
      if (change.files && change.newVersion) await closeCurrentVersion(manager, id);
      if (change.files) await replaceFiles(manager, id, change.files);
      const row = await this.recordChange(manager, id, viewerId, change.event);
      if (change.files && change.newVersion)
        await openVersion(manager, this.outbox, row, change.newVersion);
      if (change.event !== 'updated')
        await settleHeldNotices(manager, this.outbox, id, change.event === 'approved');
      if (change.audit)
        await recordAdminAction(manager, this.outbox, {
          actorId: viewerId,
          action: change.audit.action,
          targetType: 'listing',
          targetId: id,
          targetLabel: row.title,
          details: change.audit.details,
        });
      return row;
    });
    if (updated) void this.outbox.flush();
    return updated;
  }

  /** Soft delete: hidden everywhere, kept for reports and (later) buyers' entitlements. */
  async softDelete(id: string, guard: AccessGuard): Promise<{ id: string; version: number }> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      await lockAndGuard(manager, id, guard);
      // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected count].
      const [rows] = (await manager.query(
        `UPDATE catalog.listing SET deleted_at = now(), version = version + 1 WHERE id = $1
         RETURNING version::int AS version`,
        [id],
      )) as [{ version: number }[], number];
      const result = { id, version: rows[0]!.version };
      await this.outbox.enqueue(manager, CatalogEvents.listingDeleted, result);
      return result;
    });
    void this.outbox.flush();
    return deleted;
  }

  /**
   * Each live listing of the seller gets a new version and an updated event, in the caller's
   * transaction: their events carry the seller's name, which has just changed. Returns whether
   * there were any (the caller flushes the outbox after committing).
   */
  async reannounceSellerListings(manager: EntityManager, sellerId: string): Promise<boolean> {
    const live = (await manager.query(
      `SELECT id FROM catalog.listing WHERE seller_id = $1 AND deleted_at IS NULL`,
      [sellerId],
    )) as { id: string }[];
    if (live.length === 0) return false;
    await announceListingsChanged(
      manager,
      this.outbox,
      live.map((row) => row.id),
    );
    return true;
  }

  /**
   * A deleted account's listings leave the marketplace: every live public one becomes private
   * (hidden from search, pages and its creator page, as unpublished), with a new version and
   * an updated event that takes it out of search. Buyers keep their files (download-access:
   * a purchase outlives the listing's visibility). Returns how many changed; running it again
   * changes nothing.
   */
  async unpublishAllOf(sellerId: string): Promise<number> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE catalog.listing SET visibility = 'private'
         WHERE seller_id = $1 AND deleted_at IS NULL AND visibility <> 'private'
         RETURNING id`,
        [sellerId],
      )) as [{ id: string }[], number];
      const changed = rows.map((row) => row.id);
      if (changed.length > 0) await announceListingsChanged(manager, this.outbox, changed);
      return changed;
    });
    if (ids.length > 0) void this.outbox.flush();
    return ids.length;
  }

  /**
   * Takes a live listing down in the caller's transaction, which holds the listing's lock (a
   * report's settlement): hidden from everyone but its seller and admins, with the reason its
   * seller is told; its updated event takes it out of search. A listing already down keeps its
   * first reason and time and sends no event again. The caller flushes the outbox after commit.
   */
  async takeDown(
    manager: EntityManager,
    id: string,
    reason: string,
    adminId: string,
    reportId: string,
  ): Promise<void> {
    const [, changed] = (await manager.query(
      `UPDATE catalog.listing SET approval_status = 'taken_down', takedown_reason = $2,
         taken_down_at = now(), taken_down_by = $3, version = version + 1
       WHERE id = $1 AND approval_status <> 'taken_down'`,
      [id, reason, adminId],
    )) as [unknown, number];
    if (changed === 0) return;
    const row = await this.recordChange(manager, id, null, 'updated');
    // The seller is mailed the reason (the updated event carries no reason: it goes to search).
    await this.outbox.enqueue(manager, CatalogNoticeEvents.listingTakenDown, {
      listingId: id,
      sellerId: row.sellerId,
      title: row.title,
      reason,
      version: row.version,
    });
    await recordAdminAction(manager, this.outbox, {
      actorId: adminId,
      action: 'listing.taken-down',
      targetType: 'listing',
      targetId: id,
      targetLabel: row.title,
      details: { reason, reportId },
    });
  }

  /** Reads the listing as it now is and records its event. */
  private async recordChange(
    manager: EntityManager,
    id: string,
    viewerId: string | null,
    kind: 'created' | ListingChange['event'],
  ): Promise<ListingRow> {
    const [row] = await selectListings(manager, viewerId, (p) => `l.id = ${p.add(id)}`);
    const event = {
      created: CatalogEvents.listingCreated,
      updated: CatalogEvents.listingUpdated,
      approved: CatalogEvents.listingApproved,
      rejected: CatalogEvents.listingRejected,
    }[kind];
    await this.outbox.enqueue(manager, event, toListingChangedEvent(row!));
    return row!;
  }
}

function filterSql(filter: ListingFilter, params: SqlParams): string {
  const where = [filter.includeUnpublished ? 'l.deleted_at IS NULL' : VISIBLE_SQL];
  const equal = (column: string, value: string | undefined) => {
    if (value !== undefined) where.push(`${column} = ${params.add(value)}`);
  };
  equal('l.seller_id', filter.sellerId);
  equal('l.make_id', filter.makeId);
  equal('l.model_id', filter.modelId);
  equal('l.generation_id', filter.generationId);
  equal('l.trim_id', filter.trimId);
  equal('l.category_id', filter.categoryId);
  equal('l.print_difficulty', filter.difficulty);
  equal('l.mount_location', filter.mountLocation);
  if (filter.material !== undefined)
    where.push(`${params.add(filter.material)} = ANY(l.materials)`);
  if (filter.isFree !== undefined)
    where.push(filter.isFree ? 'l.price_cents = 0' : 'l.price_cents > 0');
  for (const word of filter.words) {
    const pattern = params.add(`%${word.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(`(l.title ILIKE ${pattern} OR l.short_description ILIKE ${pattern}
      OR array_to_string(l.tags, ' ') ILIKE ${pattern} OR mk.name ILIKE ${pattern} OR vm.name ILIKE ${pattern})`);
  }
  return where.join(' AND ');
}

/** After many sellers raced for one title: a suffix nobody else will pick. */
function randomSlug(base: string): string {
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/** base if nobody has it, else one above the highest base-N taken (deleted listings included). */
async function freeSlug(manager: EntityManager, base: string): Promise<string> {
  const rows = (await manager.query(
    // The numbered siblings are read as a byte range of IDX_listing_slug_prefix ('base-' up to
    // 'base.'), not by a regular expression over every slug.
    `SELECT slug FROM catalog.listing WHERE slug = $1
       OR (slug ~>=~ ($1 || '-') AND slug ~<~ ($1 || '.') AND slug ~ ('^' || $1 || '-[0-9]+$'))`,
    [base],
  )) as { slug: string }[];
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let highest = 1;
  for (const slug of taken) {
    const n = Number(slug.slice(base.length + 1));
    if (Number.isSafeInteger(n) && n > highest) highest = n;
  }
  return `${base}-${highest + 1}`;
}
