import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PreviewDto, UserStatus } from '@pitstop/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { ListingAccess } from '../domain/listing-access.js';
import type { ListingRow, MemberNames } from '../domain/listing-dto.js';
import { VISIBLE_SQL, memberNamesSql, readAccess, selectListings } from './listing-sql.js';

/** A collection as its summary shows it. */
export interface CollectionRow {
  id: string;
  ownerId: string;
  name: string;
  isPublic: boolean;
  itemCount: number;
  cover: PreviewDto | null;
  createdAt: Date;
  updatedAt: Date;
  /** Only when asked about a listing. */
  containsModel?: boolean;
}

/** Who may see and change a collection. */
export interface CollectionAccess {
  id: string;
  ownerId: string;
  isPublic: boolean;
}

/** Why a write was not made (the service words it). */
export type CollectionRefusal = 'too-many' | 'name-taken' | 'full' | 'gone' | 'account-deleted';

/**
 * The summary columns of collection `c`. itemCount and the cover count only listings everyone
 * may see: one taken down or deleted later stays in the collection, unshown. `modelParam`
 * (a placeholder) adds containsModel.
 */
function summaryColumns(modelParam?: string): string {
  const visibleItems = (join = '') => `FROM catalog.collection_item ci
    JOIN catalog.listing l ON l.id = ci.listing_id ${join}
    WHERE ci.collection_id = c.id AND ${VISIBLE_SQL}`;
  return `c.id, c.owner_id AS "ownerId", c.name, c.is_public AS "isPublic",
    c.created_at AS "createdAt", c.updated_at AS "updatedAt",
    (SELECT count(*)::int ${visibleItems()}) AS "itemCount",
    (SELECT json_build_object('id', p.id, 'storageUrl', p.storage_url, 'variants', p.variants)
       ${visibleItems('JOIN catalog.listing_preview p ON p.listing_id = l.id')}
       ORDER BY ci.added_at DESC, ci.listing_id, p.position LIMIT 1) AS cover
    ${
      modelParam
        ? `, EXISTS (SELECT 1 FROM catalog.collection_item mi
             WHERE mi.collection_id = c.id AND mi.listing_id = ${modelParam}::uuid) AS "containsModel"`
        : ''
    }`;
}

const isNameTaken = (err: unknown) =>
  err instanceof QueryFailedError &&
  (err.driverError as { code?: string; constraint?: string }).code === '23505' &&
  (err.driverError as { constraint?: string }).constraint === 'UQ_collection_owner_name';

/**
 * Collections and their items: the only code that reads and writes them. Every write to a
 * person's collections holds their member row's lock, so the per-person limit and the one name
 * per person hold under concurrent requests; every change of items holds the collection's.
 */
@Injectable()
export class CollectionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The owner's collections, newest first; with a listing, whether each holds it. */
  async listOwn(ownerId: string, modelId: string | null): Promise<CollectionRow[]> {
    const params: unknown[] = [ownerId];
    if (modelId) params.push(modelId);
    return (await this.dataSource.query(
      `SELECT ${summaryColumns(modelId ? '$2' : undefined)} FROM catalog.collection c
       WHERE c.owner_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
      params,
    )) as CollectionRow[];
  }

  async findAccess(id: string): Promise<CollectionAccess | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, owner_id AS "ownerId", is_public AS "isPublic" FROM catalog.collection
       WHERE id = $1`,
      [id],
    )) as CollectionAccess[];
    return row ?? null;
  }

  /** The summary, with the owner's names and account status as the catalog knows them. */
  async findWithOwner(
    id: string,
  ): Promise<(CollectionRow & { owner: MemberNames; ownerStatus: UserStatus | null }) | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${summaryColumns()}, ${memberNamesSql('m')} AS owner, m.status AS "ownerStatus"
       FROM catalog.collection c LEFT JOIN catalog.member m ON m.id = c.owner_id
       WHERE c.id = $1`,
      [id],
    )) as (CollectionRow & { owner: MemberNames; ownerStatus: UserStatus | null })[];
    return row ?? null;
  }

  /** One page of the listings everyone may see in it, the newest added first. */
  items(
    id: string,
    page: { limit: number; offset: number },
    viewerId: string | null,
  ): Promise<ListingRow[]> {
    return selectListings(
      this.dataSource.manager,
      viewerId,
      (p) =>
        `l.id IN (SELECT listing_id FROM catalog.collection_item WHERE collection_id = ${p.add(id)}) AND ${VISIBLE_SQL}`,
      (p) =>
        `ORDER BY (SELECT ci.added_at FROM catalog.collection_item ci
           WHERE ci.collection_id = ${p.add(id)} AND ci.listing_id = l.id) DESC, l.id DESC
         LIMIT ${p.add(page.limit)} OFFSET ${p.add(page.offset)}`,
    );
  }

  /** A new collection, unless the owner has `max` already or one of that name. */
  async create(
    ownerId: string,
    fields: { name: string; isPublic: boolean },
    max: number,
  ): Promise<CollectionRow | CollectionRefusal> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        if ((await lockOwner(manager, ownerId)) === 'deleted') return 'account-deleted';
        const [{ n }] = (await manager.query(
          'SELECT count(*)::int AS n FROM catalog.collection WHERE owner_id = $1',
          [ownerId],
        )) as [{ n: number }];
        if (n >= max) return 'too-many';
        if (await nameTaken(manager, ownerId, fields.name, null)) return 'name-taken';
        const [{ id }] = (await manager.query(
          `INSERT INTO catalog.collection (owner_id, name, is_public) VALUES ($1, $2, $3)
           RETURNING id`,
          [ownerId, fields.name, fields.isPublic],
        )) as [{ id: string }];
        return summary(manager, id);
      });
    } catch (err) {
      if (isNameTaken(err)) return 'name-taken';
      throw err;
    }
  }

  /** Renames it or makes it public or private; 'gone' when it was deleted meanwhile. */
  async update(
    access: CollectionAccess,
    changes: { name?: string; isPublic?: boolean },
  ): Promise<CollectionRow | CollectionRefusal> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await lockOwner(manager, access.ownerId);
        if (
          changes.name !== undefined &&
          (await nameTaken(manager, access.ownerId, changes.name, access.id))
        )
          return 'name-taken';
        const [rows] = (await manager.query(
          `UPDATE catalog.collection SET name = coalesce($2, name),
             is_public = coalesce($3, is_public), updated_at = now()
           WHERE id = $1 RETURNING id`,
          [access.id, changes.name ?? null, changes.isPublic ?? null],
        )) as [unknown[], number];
        if (rows.length === 0) return 'gone';
        return summary(manager, access.id);
      });
    } catch (err) {
      if (isNameTaken(err)) return 'name-taken';
      throw err;
    }
  }

  /**
   * Deletes every collection of the person, with their items (a deleted account's). Holds the
   * person's lock, so a collection being made meanwhile is deleted too, once it is there.
   */
  async deleteAllOf(ownerId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await lockOwner(manager, ownerId);
      const [, removed] = (await manager.query(
        'DELETE FROM catalog.collection WHERE owner_id = $1',
        [ownerId],
      )) as [unknown[], number];
      return removed;
    });
  }

  /** Deletes it with its items; whether there was one. */
  async delete(id: string): Promise<boolean> {
    const [, removed] = (await this.dataSource.query(
      'DELETE FROM catalog.collection WHERE id = $1',
      [id],
    )) as [unknown[], number];
    return removed > 0;
  }

  /**
   * Saves the listing in the collection unless `guard` refuses it (read under a share lock, so
   * it is not deleted before this commits). Saving one already there changes nothing; a new
   * one is refused when the collection shows `max` already. The limit counts what itemCount
   * counts, the listings everyone may see: a person told 'at most 500' while their collection
   * says 497 could do nothing about it, since the hidden ones are not shown to be removed.
   */
  async addItem(
    collectionId: string,
    listingId: string,
    max: number,
    guard: (listing: ListingAccess | null) => void,
  ): Promise<CollectionRow | CollectionRefusal> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await lockCollection(manager, collectionId))) return 'gone';
      guard(await readAccess(manager, listingId, 'share'));
      const there = (await manager.query(
        'SELECT 1 FROM catalog.collection_item WHERE collection_id = $1 AND listing_id = $2',
        [collectionId, listingId],
      )) as unknown[];
      if (there.length === 0) {
        const [{ n }] = (await manager.query(
          `SELECT count(*)::int AS n FROM catalog.collection_item ci
             JOIN catalog.listing l ON l.id = ci.listing_id
           WHERE ci.collection_id = $1 AND ${VISIBLE_SQL}`,
          [collectionId],
        )) as [{ n: number }];
        if (n >= max) return 'full';
        await manager.query(
          'INSERT INTO catalog.collection_item (collection_id, listing_id) VALUES ($1, $2)',
          [collectionId, listingId],
        );
        await touch(manager, collectionId);
      }
      return summary(manager, collectionId, listingId);
    });
  }

  /** Takes the listing out (nothing to do when it is not there). */
  async removeItem(
    collectionId: string,
    listingId: string,
  ): Promise<CollectionRow | CollectionRefusal> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await lockCollection(manager, collectionId))) return 'gone';
      const [, removed] = (await manager.query(
        'DELETE FROM catalog.collection_item WHERE collection_id = $1 AND listing_id = $2',
        [collectionId, listingId],
      )) as [unknown[], number];
      if (removed > 0) await touch(manager, collectionId);
      return summary(manager, collectionId, listingId);
    });
  }
}

/**
 * Serialises every change to one person's collections (their member row, made before), and
 * answers their account's status: users events change it under the same lock.
 */
async function lockOwner(manager: EntityManager, ownerId: string): Promise<UserStatus | null> {
  const [row] = (await manager.query('SELECT status FROM catalog.member WHERE id = $1 FOR UPDATE', [
    ownerId,
  ])) as { status: UserStatus }[];
  return row?.status ?? null;
}

async function lockCollection(manager: EntityManager, id: string): Promise<boolean> {
  const rows = (await manager.query(
    'SELECT 1 FROM catalog.collection WHERE id = $1 FOR NO KEY UPDATE',
    [id],
  )) as unknown[];
  return rows.length > 0;
}

async function nameTaken(
  manager: EntityManager,
  ownerId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM catalog.collection WHERE owner_id = $1 AND lower(name) = lower($2)
       AND id IS DISTINCT FROM $3::uuid`,
    [ownerId, name, exceptId],
  )) as unknown[];
  return rows.length > 0;
}

async function touch(manager: EntityManager, id: string): Promise<void> {
  await manager.query('UPDATE catalog.collection SET updated_at = now() WHERE id = $1', [id]);
}

async function summary(
  manager: EntityManager,
  id: string,
  modelId?: string,
): Promise<CollectionRow> {
  const [row] = (await manager.query(
    `SELECT ${summaryColumns(modelId ? '$2' : undefined)} FROM catalog.collection c WHERE c.id = $1`,
    modelId ? [id, modelId] : [id],
  )) as CollectionRow[];
  return row!;
}
