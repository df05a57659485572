import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Outbox, queryRows } from '@pitstop/common';
import type { ImageVariants, ObjectAnalysedEvent } from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  VISIBLE_SQL,
  announceListingsChanged,
  lockHolders,
  recordCountsChanged,
  type FileRecord,
  type PreviewRecord,
} from './listing-sql.js';

/** A listing whose previews show an image: its seller, and whether it is public. */
interface ImageHolderRow {
  sellerId: string;
  public: boolean;
}

export interface StoredFile extends Omit<FileRecord, 'id'> {
  id: string;
  listingId: string;
  createdAt: Date;
  /** Set on a file taken off a listing someone bought: kept for its buyers only. */
  removedAt: Date | null;
}

export interface DownloadRow {
  listingId: string;
  firstAt: Date;
  lastAt: Date;
  times: number;
  downloadedVersion: number;
  latestVersion: number;
}

const FILE_COLUMNS = `id, listing_id AS "listingId", filename, file_type AS "fileType",
  size_bytes::float8 AS "sizeBytes", object_key AS "objectKey", external_url AS "externalUrl",
  analysis_state AS "analysisState", analysis, analysis_error AS "analysisError",
  created_at AS "createdAt", removed_at AS "removedAt"`;

/**
 * A listing's model files, previews' variants and the download records. Changes that show on the
 * listing (an analysis, variants) bump its version and announce it, like any other change.
 */
@Injectable()
export class ListingFileRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** The listing's files, in order. */
  async files(
    listingId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredFile[]> {
    return await queryRows<StoredFile>(
      manager,
      `SELECT ${FILE_COLUMNS} FROM catalog.listing_file
       WHERE listing_id = $1 AND removed_at IS NULL ORDER BY position`,
      [listingId],
    );
  }

  /** The listing's files and, after them, those removed but kept for buyers (oldest first). */
  async keptFiles(listingId: string): Promise<StoredFile[]> {
    return (await this.dataSource.query(
      `SELECT ${FILE_COLUMNS} FROM catalog.listing_file WHERE listing_id = $1
       ORDER BY removed_at NULLS FIRST, position`,
      [listingId],
    )) as StoredFile[];
  }

  async previews(listingId: string): Promise<Required<PreviewRecord>[]> {
    return (await this.dataSource.query(
      `SELECT id, storage_url AS "storageUrl", object_key AS "objectKey", variants
       FROM catalog.listing_preview WHERE listing_id = $1 ORDER BY position`,
      [listingId],
    )) as Required<PreviewRecord>[];
  }

  /** Of these object keys, those no file or preview refers to any more. */
  async unreferenced(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT k FROM unnest($1::text[]) AS k
       WHERE NOT EXISTS (SELECT 1 FROM catalog.listing_file f WHERE f.object_key = k)
         AND NOT EXISTS (SELECT 1 FROM catalog.listing_preview p WHERE p.object_key = k)`,
      [keys],
    )) as { k: string }[];
    return rows.map((row) => row.k);
  }

  /**
   * The listings whose previews show this image, as the preview itself (its object) or one of
   * its variants (by this site's address of it): each one's seller and whether it is public.
   * Every card image asks, so each condition has an index (object_key, and the variants').
   */
  async imageHolders(
    key: string,
    address: string,
  ): Promise<{ sellerId: string; public: boolean }[]> {
    return await queryRows<ImageHolderRow>(
      this.dataSource,
      `SELECT DISTINCT l.seller_id AS "sellerId", (${VISIBLE_SQL}) AS public
       FROM catalog.listing_preview p JOIN catalog.listing l ON l.id = p.listing_id
       WHERE p.object_key = $1 OR p.variants->>'card' = $2 OR p.variants->>'full' = $2
       UNION
       -- An owner's fit photo: public once an admin approved it, before that its author's.
       SELECT DISTINCT f.author_id, (${VISIBLE_SQL} AND f.photo_status = 'approved'
         AND f.removed_at IS NULL)
       FROM catalog.fit_confirmation f JOIN catalog.listing l ON l.id = f.listing_id
       WHERE f.photo_key = $1`,
      [imageOfSocial(key) ?? key, address],
    );
  }

  /**
   * Stores what the worker found in a file. Returns false when no file has that object yet (the
   * event came before the listing's commit): the caller fails and the event is delivered again.
   */
  async applyAnalysis(event: ObjectAnalysedEvent): Promise<boolean> {
    return this.changeListings(
      'listing_file',
      event.key,
      `UPDATE catalog.listing_file SET analysis_state = $2, analysis = $3, analysis_error = $4
       WHERE object_key = $1 RETURNING listing_id`,
      [event.key, event.state, JSON.stringify(event.analysis), event.error],
    );
  }

  async applyVariants(key: string, variants: ImageVariants): Promise<boolean> {
    const applied = await this.changeListings(
      'listing_preview',
      key,
      `UPDATE catalog.listing_preview SET variants = $2 WHERE object_key = $1 RETURNING listing_id`,
      [key, JSON.stringify(variants)],
    );
    // An owner's fit photo is shown as uploaded: its variants are not needed, the event is done.
    return applied || (await this.isFitPhoto(key));
  }

  private async isFitPhoto(key: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      this.dataSource,
      `SELECT 1 AS one FROM catalog.fit_confirmation WHERE photo_key = $1 LIMIT 1`,
      [key],
    );
    return rows.length > 0;
  }

  /**
   * Gives each listing that holds this model file and has no preview image the picture rendered
   * from it. Null when no listing holds the file yet (the event came before the listing's
   * commit: the caller fails and the event comes again); otherwise how many listings took it.
   */
  async applyRenderedPreview(
    sourceKey: string,
    image: { key: string; address: string },
  ): Promise<number | null> {
    const result = await this.dataSource.transaction(async (manager) => {
      await lockHolders(manager, 'listing_file', sourceKey);
      const rows = (await manager.query(
        `WITH holders AS (
           SELECT DISTINCT listing_id FROM catalog.listing_file
           WHERE object_key = $1 AND removed_at IS NULL
         ), added AS (
           INSERT INTO catalog.listing_preview (listing_id, storage_url, object_key, position)
           SELECT h.listing_id, $2, $3, 1 FROM holders h
           WHERE NOT EXISTS (SELECT 1 FROM catalog.listing_preview p WHERE p.listing_id = h.listing_id)
           RETURNING listing_id
         )
         SELECT (SELECT count(*)::int FROM holders) AS holders,
                COALESCE((SELECT array_agg(listing_id) FROM added), '{}') AS added`,
        [sourceKey, image.address, image.key],
      )) as { holders: number; added: string[] }[];
      const { holders, added } = rows[0]!;
      if (added.length > 0) await announceListingsChanged(manager, this.outbox, added);
      return holders === 0 ? null : added.length;
    });
    if (result) void this.outbox.flush();
    return result;
  }

  /**
   * Records a download: the listing's count rises on a user's first download only; the newest
   * version they downloaded is kept for Downloads' 'Updated' mark.
   */
  async recordDownload(userId: string, listingId: string, version: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // xmax = 0 only on a row this statement inserted: the user's first download.
      const rows = (await manager.query(
        `INSERT INTO catalog.listing_download (user_id, listing_id, version) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, listing_id) DO UPDATE SET last_at = now(),
           times = catalog.listing_download.times + 1,
           version = GREATEST(catalog.listing_download.version, EXCLUDED.version)
         RETURNING (xmax = 0) AS first`,
        [userId, listingId, version],
      )) as { first: boolean }[];
      const first = rows[0]?.first === true;
      if (first)
        await recordCountsChanged(
          manager,
          this.outbox,
          listingId,
          'download_count = download_count + 1',
        );
    });
    void this.outbox.flush();
  }

  async downloads(userId: string, limit: number): Promise<DownloadRow[]> {
    return (await this.dataSource.query(
      `SELECT d.listing_id AS "listingId", d.first_at AS "firstAt", d.last_at AS "lastAt", d.times,
         d.version AS "downloadedVersion",
         (SELECT COALESCE(max(v.number), 1)::int FROM catalog.listing_version v
          WHERE v.listing_id = d.listing_id) AS "latestVersion"
       FROM catalog.listing_download d JOIN catalog.listing l ON l.id = d.listing_id
       WHERE d.user_id = $1 AND l.deleted_at IS NULL
       ORDER BY d.last_at DESC LIMIT $2`,
      [userId, limit],
    )) as DownloadRow[];
  }

  /** Runs sql (which returns the listing_id of each row it changed) after locking their listings. */
  private async changeListings(
    table: 'listing_file' | 'listing_preview',
    objectKey: string,
    sql: string,
    params: unknown[],
  ): Promise<boolean> {
    const changed = await this.dataSource.transaction(async (manager) => {
      await lockHolders(manager, table, objectKey);
      const result = (await manager.query(sql, params)) as [{ listing_id: string }[], number];
      const ids = [...new Set(result[0].map((row) => row.listing_id))];
      if (ids.length > 0) await announceListingsChanged(manager, this.outbox, ids);
      return ids.length > 0;
    });
    if (changed) void this.outbox.flush();
    return changed;
  }
}

/**
 * The image a link preview was made from (media keeps it at `derived/<image>/social.jpg`), or
 * null: whoever may see the image may see its preview, found by the image's indexed key.
 */
function imageOfSocial(key: string): string | null {
  const match = /^derived\/(.+)\/social\.jpg$/.exec(key);
  return match ? match[1]! : null;
}
