import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { queryRows } from '@pitstop/common';
import type { ModelUnit, ObjectPurpose } from '@pitstop/contracts';
import { DataSource } from 'typeorm';

export interface ObjectRow {
  key: string;
  ownerId: string;
  purpose: ObjectPurpose | null;
  filename: string | null;
  contentType: string | null;
  state: 'issued' | 'copied' | 'verified';
  /** Where a copied upload's verified copy is. */
  verifiedKey: string | null;
  /** Declared by the uploader while issued; measured once verified. */
  sizeBytes: number | null;
  fileType: string | null;
  expiresAt: Date;
}

export interface MultipartRow {
  id: string;
  key: string;
  storageUploadId: string;
  ownerId: string;
  sizeBytes: number;
  partSize: number;
  completedAt: Date | null;
}

const OBJECT_COLUMNS = `key, owner_id AS "ownerId", purpose, filename, content_type AS "contentType",
  state, size_bytes::float8 AS "sizeBytes", file_type AS "fileType", expires_at AS "expiresAt",
  verified_key AS "verifiedKey"`;
const MULTIPART_COLUMNS = `id, key, storage_upload_id AS "storageUploadId", owner_id AS "ownerId",
  size_bytes::float8 AS "sizeBytes", part_size AS "partSize", completed_at AS "completedAt"`;

/** The only code that touches media's tables of objects and uploads. */
@Injectable()
export class ObjectRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordIssued(row: Omit<ObjectRow, 'state' | 'fileType' | 'verifiedKey'>): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO media.stored_object (key, owner_id, purpose, filename, content_type, size_bytes, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.key,
        row.ownerId,
        row.purpose,
        row.filename,
        row.contentType,
        row.sizeBytes,
        row.expiresAt,
      ],
    );
  }

  /** Records the unit of an object `ownerId` uploaded; false when they have no such object. */
  async setUnit(key: string, ownerId: string, unit: ModelUnit): Promise<boolean> {
    const [, updated] = (await this.dataSource.query(
      `UPDATE media.stored_object SET unit = $3 WHERE key = $1 AND owner_id = $2`,
      [key, ownerId, unit],
    )) as [unknown, number];
    return updated > 0;
  }

  /**
   * A listed file's unit (the catalog checked who may): kept on the object and on the upload it
   * was copied from, which unitOf reads. The object's file type; null when media has no such key.
   */
  async setListedUnit(key: string, unit: ModelUnit): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      // An UPDATE … RETURNING answers [rows, count].
      const [[object]] = (await manager.query(
        `UPDATE media.stored_object SET unit = $2 WHERE key = $1 RETURNING file_type AS "fileType"`,
        [key, unit],
      )) as [{ fileType: string | null }[], number];
      if (!object) return null;
      await manager.query(`UPDATE media.stored_object SET unit = $2 WHERE verified_key = $1`, [
        key,
        unit,
      ]);
      return object.fileType ?? '';
    });
  }

  /**
   * The unit a model file is in: set on the upload, read for its verified copy too (the upload's
   * row names the copy's key). Millimetres unless the seller said otherwise.
   */
  async unitOf(key: string): Promise<ModelUnit> {
    const rows = await queryRows<{ unit: ModelUnit }>(
      this.dataSource.manager,
      `SELECT unit FROM media.stored_object WHERE (key = $1 OR verified_key = $1) AND unit <> 'mm'
       LIMIT 1`,
      [key],
    );
    return rows[0]?.unit ?? 'mm';
  }

  async find(key: string): Promise<ObjectRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT ${OBJECT_COLUMNS} FROM media.stored_object WHERE key = $1`,
      [key],
    )) as ObjectRow[];
    return rows[0] ?? null;
  }

  /**
   * Hands an issued upload over as its verified copy, while its claim window is open: the upload
   * becomes 'copied' (pointing at the copy), the copy is recorded as verified. False when the
   * upload was handed over meanwhile (another claim of it) or its window has closed (the sweep
   * takes only objects past it, so the two never meet on one object).
   */
  async recordVerifiedCopy(
    uploadKey: string,
    copy: {
      key: string;
      purpose: ObjectPurpose;
      sizeBytes: number;
      fileType: string;
      filename: string;
      contentType: string;
    },
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [owners] = (await manager.query(
        `UPDATE media.stored_object SET state = 'copied', verified_key = $2, verified_at = now()
         WHERE key = $1 AND state = 'issued' AND expires_at > now()
         RETURNING owner_id AS "ownerId"`,
        [uploadKey, copy.key],
      )) as [{ ownerId: string }[], number];
      const ownerId = owners[0]?.ownerId;
      if (!ownerId) return false;
      await manager.query(
        `INSERT INTO media.stored_object
           (key, owner_id, purpose, filename, content_type, state, size_bytes, file_type,
            expires_at, verified_at)
         VALUES ($1, $2, $3, $4, $5, 'verified', $6, $7, now(), now())`,
        [
          copy.key,
          ownerId,
          copy.purpose,
          copy.filename,
          copy.contentType,
          copy.sizeBytes,
          copy.fileType,
        ],
      );
      return true;
    });
  }

  /** Forgets objects (their bytes are deleted by the caller). */
  async forget(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.dataSource.query(`DELETE FROM media.stored_object WHERE key = ANY($1::text[])`, [
      keys,
    ]);
    await this.dataSource.query(`DELETE FROM media.file_analysis WHERE key = ANY($1::text[])`, [
      keys,
    ]);
  }

  /**
   * Upload keys past their claim window: issued ones nobody claimed, and copied ones (their
   * copy stays; the upload's own key may hold whatever was PUT to it since).
   */
  async expiredUploads(before: Date, limit: number): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT key FROM media.stored_object WHERE state IN ('issued', 'copied') AND expires_at < $1
       ORDER BY expires_at LIMIT $2`,
      [before, limit],
    )) as { key: string }[];
    return rows.map((row) => row.key);
  }

  async recordMultipart(row: Omit<MultipartRow, 'id' | 'completedAt'>): Promise<string> {
    const [inserted] = (await this.dataSource.query(
      `INSERT INTO media.multipart_upload (key, storage_upload_id, owner_id, size_bytes, part_size)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [row.key, row.storageUploadId, row.ownerId, row.sizeBytes, row.partSize],
    )) as { id: string }[];
    return inserted!.id;
  }

  async findMultipart(id: string): Promise<MultipartRow | null> {
    const rows = (await this.dataSource.query(
      `SELECT ${MULTIPART_COLUMNS} FROM media.multipart_upload WHERE id = $1`,
      [id],
    )) as MultipartRow[];
    return rows[0] ?? null;
  }

  async finishMultipart(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE media.multipart_upload SET completed_at = now() WHERE id = $1`,
      [id],
    );
  }

  async forgetMultipart(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(`DELETE FROM media.multipart_upload WHERE id = ANY($1::uuid[])`, [
      ids,
    ]);
  }

  /** Forgets multipart uploads completed before the given time (their objects stay). */
  async forgetCompletedMultipart(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM media.multipart_upload WHERE completed_at < $1`,
      [before],
    )) as [unknown, number];
    return count;
  }

  /** Multipart uploads started before the given time and never completed. */
  async staleMultipart(before: Date): Promise<MultipartRow[]> {
    return (await this.dataSource.query(
      `SELECT ${MULTIPART_COLUMNS} FROM media.multipart_upload
       WHERE completed_at IS NULL AND created_at < $1`,
      [before],
    )) as MultipartRow[];
  }
}
