import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxMessageEntity, queryRows } from '@pitstop/common';
import {
  CatalogNoticeEvents,
  IMPORT_LIMITS,
  type ImportFinishedEvent,
  type ImportDto,
  type ImportErrorDto,
  type ImportKind,
  type ImportStatus,
} from '@pitstop/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { taxonomyKeys, type ImportTaxonomy } from './import-row.js';
import {
  ListingBulkRepository,
  type BulkListing,
} from '../repositories/listing-bulk.repository.js';

/** The count of all imports (the admin list's total). */
interface ImportCountRow {
  total: number;
}

/** An import as the worker reads it. */
export interface ImportRow extends ImportDto {
  adminId: string;
  objectKey: string;
  committedLine: number;
  cancelRequested: boolean;
  kind: ImportKind;
}

/** One batch of a file: its listings, its error rows, and the last line it covers. */
export interface ImportBatch {
  listings: BulkListing[];
  errors: ImportErrorDto[];
  /** Rows read in this batch (listings + errors). */
  rows: number;
  lastLine: number;
}

const COLUMNS = `id, id AS "jobId", admin_id AS "adminId", filename, size_bytes::float8 AS "sizeBytes",
  status, rows_total AS "rowsTotal", rows_done AS "rowsDone", imported, errors, message,
  object_key AS "objectKey", committed_line AS "committedLine", cancel_requested AS "cancelRequested",
  created_at AS "createdAt", finished_at AS "finishedAt", kind`;

/**
 * CSV imports: their records, and each batch committed as one transaction (its listings through
 * the bulk writer, its error rows, the counts and the line it reached), so a worker killed at
 * any moment resumes after the last batch that committed and writes no row twice.
 */
@Injectable()
export class ImportRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly listings: ListingBulkRepository,
  ) {}

  async create(row: {
    id: string;
    adminId: string;
    filename: string;
    objectKey: string;
    sizeBytes: number;
    kind?: ImportKind;
  }): Promise<ImportRow> {
    await this.dataSource.query(
      `INSERT INTO catalog.listing_import (id, admin_id, filename, object_key, size_bytes, kind)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [row.id, row.adminId, row.filename, row.objectKey, row.sizeBytes, row.kind ?? 'listings'],
    );
    return (await this.find(row.id))!;
  }

  async find(id: string): Promise<ImportRow | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM catalog.listing_import WHERE id = $1`,
      [id],
    )) as RawImport[];
    return row ? toImport(row) : null;
  }

  /** One page of listing imports (the Imports tab's), newest first, and how many there are. */
  async list(page: {
    limit: number;
    offset: number;
  }): Promise<{ rows: ImportRow[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM catalog.listing_import WHERE kind = 'listings'
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [page.limit, page.offset],
      ) as Promise<RawImport[]>,
      queryRows<ImportCountRow>(
        this.dataSource,
        "SELECT count(*)::int AS total FROM catalog.listing_import WHERE kind = 'listings'",
      ),
    ]);
    return { rows: rows.map(toImport), total: counted!.total };
  }

  /** Asks a queued or running import to stop; a queued one stops at once. */
  async requestCancel(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE catalog.listing_import SET cancel_requested = true,
         status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END,
         finished_at = CASE WHEN status = 'queued' THEN now() ELSE finished_at END
       WHERE id = $1 AND status IN ('queued', 'running')`,
      [id],
    );
  }

  /** Reasons are cut to IMPORT_LIMITS.errorReasonChars here too: rows written before the rule. */
  async errors(id: string, afterLine: number, limit: number): Promise<ImportErrorDto[]> {
    return (await this.dataSource.query(
      `SELECT line, column_name AS column,
         CASE WHEN length(reason) > $4 THEN left(reason, $4) || '…' ELSE reason END AS reason
       FROM catalog.listing_import_error
       WHERE import_id = $1 AND line > $2 ORDER BY line LIMIT $3`,
      [id, afterLine, limit, IMPORT_LIMITS.errorReasonChars],
    )) as ImportErrorDto[];
  }

  /** The worker takes the import (again, after a crash); false when it has already ended. */
  async markRunning(id: string, rowsTotal: number | null): Promise<boolean> {
    const [, changed] = (await this.dataSource.query(
      `UPDATE catalog.listing_import SET status = 'running',
         rows_total = coalesce($2, rows_total)
       WHERE id = $1 AND status IN ('queued', 'running') AND NOT cancel_requested`,
      [id, rowsTotal],
    )) as [unknown, number];
    return changed > 0;
  }

  /**
   * Ends the import. A completed one's rows total becomes the rows it read: the count before
   * the import is taken from the file's bytes, and may see a row of odd blanks as a row.
   */
  async finish(id: string, status: ImportStatus, message: string | null = null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // pg answers an UPDATE … RETURNING through TypeORM as [rows, affected count].
      const [ended] = (await manager.query(
        `UPDATE catalog.listing_import SET status = $2, message = $3, finished_at = now(),
           rows_total = CASE WHEN $2 = 'completed' THEN rows_done ELSE rows_total END
         WHERE id = $1 AND status IN ('queued', 'running')
         RETURNING admin_id AS "adminId", filename, imported, errors`,
        [id, status, message],
      )) as [{ adminId: string; filename: string; imported: number; errors: number }[], number];
      const row = ended[0];
      // The admin who started it is mailed (the catalog service relays the outbox); only the
      // call that ended it records the event, so a retried job does not tell twice.
      if (!row || (status !== 'completed' && status !== 'failed')) return;
      const event: ImportFinishedEvent = {
        importId: id,
        adminId: row.adminId,
        fileName: row.filename,
        status,
        imported: row.imported,
        errors: row.errors,
        message,
      };
      await manager.insert(OutboxMessageEntity, {
        topic: CatalogNoticeEvents.importFinished.topic,
        payload: event,
      });
    });
  }

  /**
   * Commits one batch: the listings (rows already there from an earlier attempt insert
   * nothing), the error rows, the counts, and the line reached, all or nothing. The import's
   * row is locked first, so two workers given the same job cannot both count a batch: the
   * second finds the line already reached and writes nothing.
   */
  async commitBatch(importId: string, batch: ImportBatch): Promise<boolean> {
    return this.inBatch(importId, batch.lastLine, async (manager) => {
      const outcomes = await this.listings.copyNew(manager, batch.listings);
      const inserted = outcomes.flatMap((o) => (o.inserted && o.id ? [o.id] : []));
      await this.listings.announceImported(manager, importId, inserted);
      return { rows: batch.rows, imported: batch.listings.length, errors: batch.errors };
    });
  }

  /**
   * One batch's transaction for any kind of import: the import's row is locked (a second worker
   * given the same job finds the line already reached and writes nothing), `write` writes the
   * batch's rows, then its error rows (the first errorRowsKept of the whole import are kept; the
   * count goes on), the counts and the line reached, in one statement.
   */
  async inBatch(
    importId: string,
    lastLine: number,
    write: (
      manager: EntityManager,
    ) => Promise<{ rows: number; imported: number; errors: ImportErrorDto[] }>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // No wait for the disk at commit: a batch that a database crash loses takes the line it
      // reached with it (same transaction), so the worker writes it again, once.
      await manager.query(`SET LOCAL synchronous_commit = off`);
      const [current] = (await manager.query(
        `SELECT committed_line AS "committedLine", errors FROM catalog.listing_import
         WHERE id = $1 FOR UPDATE`,
        [importId],
      )) as { committedLine: number; errors: number }[];
      if (!current || current.committedLine >= lastLine) return false;
      const batch = await write(manager);
      const kept = batch.errors.slice(0, Math.max(0, IMPORT_LIMITS.errorRowsKept - current.errors));
      await manager.query(
        `WITH kept AS (
           INSERT INTO catalog.listing_import_error (import_id, line, column_name, reason)
           SELECT $1::uuid, e.line, e.column, e.reason
           FROM jsonb_to_recordset($6::jsonb) AS e(line int, "column" text, reason text)
           ON CONFLICT DO NOTHING)
         UPDATE catalog.listing_import SET committed_line = $2, rows_done = rows_done + $3,
           imported = imported + $4, errors = errors + $5 WHERE id = $1::uuid`,
        [importId, lastLine, batch.rows, batch.imported, batch.errors.length, JSON.stringify(kept)],
      );
      return true;
    });
  }

  /** The whole taxonomy, keyed by lower-cased names and slugs (small: read once per import). */
  async taxonomy(): Promise<ImportTaxonomy> {
    const rows = (await this.dataSource.query(
      `SELECT mk.id AS "makeId", mk.name AS "makeName", mk.slug AS "makeSlug",
         vm.id AS "modelId", vm.name AS "modelName", vm.slug AS "modelSlug",
         g.id AS "generationId", g.name AS "generationName", g.slug AS "generationSlug"
       FROM catalog.make mk
         LEFT JOIN catalog.vehicle_model vm ON vm.make_id = mk.id
         LEFT JOIN catalog.generation g ON g.model_id = vm.id`,
    )) as Record<string, string | null>[];
    const makes: ImportTaxonomy['makes'] = new Map();
    for (const row of rows) {
      const make = { id: row.makeId!, models: new Map() };
      const makeEntry = makes.get(row.makeSlug!) ?? make;
      for (const key of taxonomyKeys(row.makeName!, row.makeSlug!))
        if (!makes.has(key)) makes.set(key, makeEntry);
      if (!row.modelId) continue;
      const modelEntry = makeEntry.models.get(row.modelSlug!) ?? {
        id: row.modelId,
        generations: new Map<string, string>(),
      };
      for (const key of taxonomyKeys(row.modelName!, row.modelSlug!))
        if (!makeEntry.models.has(key)) makeEntry.models.set(key, modelEntry);
      if (!row.generationId) continue;
      for (const key of taxonomyKeys(row.generationName!, row.generationSlug!))
        if (!modelEntry.generations.has(key)) modelEntry.generations.set(key, row.generationId);
    }
    const categories = new Map<string, string>();
    for (const row of (await this.dataSource.query(
      `SELECT id, name, slug FROM catalog.category`,
    )) as { id: string; name: string; slug: string }[])
      for (const key of taxonomyKeys(row.name, row.slug))
        if (!categories.has(key)) categories.set(key, row.id);
    return { makes, categories };
  }
}

interface RawImport extends Omit<ImportRow, 'createdAt' | 'finishedAt'> {
  createdAt: Date;
  finishedAt: Date | null;
}

function toImport(raw: RawImport): ImportRow {
  return {
    ...raw,
    createdAt: raw.createdAt.toISOString(),
    finishedAt: raw.finishedAt ? raw.finishedAt.toISOString() : null,
  };
}

/** What admins are shown of an import (not its storage key or the worker's bookkeeping). */
export function toImportDto(row: ImportRow): ImportDto {
  const {
    adminId: _a,
    objectKey: _o,
    committedLine: _c,
    cancelRequested: _r,
    kind: _k,
    ...dto
  } = row;
  return dto;
}
