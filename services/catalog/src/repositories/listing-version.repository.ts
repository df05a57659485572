import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows, type Outbox } from '@pitstop/common';
import { CatalogVersionEvents, type VersionAddedEvent } from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A recorded version; the latest one's files are the listing's live files. */
export interface VersionRow {
  number: number;
  changelog: string | null;
  fileIds: string[];
  createdAt: Date;
}

/** What a new version says, and to whom (its buyers, asked of orders before the edit). */
export interface NewVersion {
  changelog: string;
  buyerIds: string[];
}

const LIVE_FILE_IDS = `COALESCE((SELECT array_agg(f.id ORDER BY f.position) FROM catalog.listing_file f
  WHERE f.listing_id = $1 AND f.removed_at IS NULL), '{}')`;

/**
 * Before a new version replaces the files: the version it supersedes keeps the files the listing
 * has now (version 1, the files as published, is written on the first new version).
 */
export async function closeCurrentVersion(manager: EntityManager, listingId: string) {
  await manager.query(
    `INSERT INTO catalog.listing_version (listing_id, number, changelog, file_ids, created_at)
     SELECT l.id, 1, NULL, ${LIVE_FILE_IDS}, l.created_at FROM catalog.listing l WHERE l.id = $1
     ON CONFLICT (listing_id, number) DO NOTHING`,
    [listingId],
  );
  await manager.query(
    `UPDATE catalog.listing_version SET file_ids = ${LIVE_FILE_IDS}
     WHERE listing_id = $1 AND number = (SELECT max(number) FROM catalog.listing_version
       WHERE listing_id = $1)`,
    [listingId],
  );
}

/**
 * After the files were replaced: the new version with them, and its notice to those entitled
 * (its buyers and whoever downloaded it, never the seller). The notice goes in the same
 * transaction's outbox when buyers can reach the files now (the listing stays approved);
 * otherwise it is held on the version until the admins decide (settleHeldNotices).
 */
export async function openVersion(
  manager: EntityManager,
  outbox: Outbox,
  listing: { id: string; title: string; slug: string; sellerId: string; approvalStatus: string },
  version: NewVersion,
): Promise<number> {
  const [row] = await queryRows<{ number: number }>(
    manager,
    `INSERT INTO catalog.listing_version (listing_id, number, changelog, file_ids)
     SELECT $1, max(number) + 1, $2, ${LIVE_FILE_IDS} FROM catalog.listing_version
     WHERE listing_id = $1 RETURNING number`,
    [listing.id, version.changelog],
  );
  const downloaders = await queryRows<{ userId: string }>(
    manager,
    `SELECT user_id AS "userId" FROM catalog.listing_download WHERE listing_id = $1`,
    [listing.id],
  );
  const recipientIds = [
    ...new Set([...version.buyerIds, ...downloaders.map((d) => d.userId)]),
  ].filter((id) => id !== listing.sellerId);
  const notice: VersionAddedEvent = {
    listingId: listing.id,
    listingTitle: listing.title,
    slug: listing.slug,
    sellerId: listing.sellerId,
    number: row!.number,
    changelog: version.changelog,
    recipientIds,
  };
  if (listing.approvalStatus === 'approved')
    await outbox.enqueue(manager, CatalogVersionEvents.versionAdded, notice);
  else
    await manager.query(
      `UPDATE catalog.listing_version SET held_notice = $3 WHERE listing_id = $1 AND number = $2`,
      [listing.id, row!.number, JSON.stringify(notice)],
    );
  return row!.number;
}

/**
 * An admin's decision on a listing, under its lock: approving sends the notices its versions
 * held while it waited (each once: the hold is cleared); rejecting drops them unsent.
 */
export async function settleHeldNotices(
  manager: EntityManager,
  outbox: Outbox,
  listingId: string,
  approved: boolean,
): Promise<void> {
  const held = await queryRows<{ notice: VersionAddedEvent }>(
    manager,
    `SELECT held_notice AS notice FROM catalog.listing_version
     WHERE listing_id = $1 AND held_notice IS NOT NULL ORDER BY number`,
    [listingId],
  );
  if (held.length === 0) return;
  await manager.query(
    `UPDATE catalog.listing_version SET held_notice = NULL
     WHERE listing_id = $1 AND held_notice IS NOT NULL`,
    [listingId],
  );
  if (approved)
    for (const { notice } of held)
      await outbox.enqueue(manager, CatalogVersionEvents.versionAdded, notice);
}

/** A listing's recorded versions, newest first (none: it has only version 1). */
@Injectable()
export class ListingVersionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async versions(listingId: string): Promise<VersionRow[]> {
    return await queryRows<VersionRow>(
      this.dataSource,
      `SELECT number, changelog, file_ids::text[] AS "fileIds", created_at AS "createdAt"
       FROM catalog.listing_version WHERE listing_id = $1 ORDER BY number DESC`,
      [listingId],
    );
  }

  async latestNumber(listingId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.dataSource,
      `SELECT COALESCE(max(number), 1)::int AS n FROM catalog.listing_version
       WHERE listing_id = $1`,
      [listingId],
    );
    return row?.n ?? 1;
  }
}
