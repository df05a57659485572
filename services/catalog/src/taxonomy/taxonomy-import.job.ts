import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobRunner } from '@pitstop/common';
import {
  CatalogJobs,
  IMPORT_LIMITS,
  ImportMessages,
  type ImportErrorDto,
  type TaxonomyImportRow,
} from '@pitstop/contracts';
import { CsvError, parse } from 'csv-parse';
import { ImportFileRepository } from '../imports/import-file.repository.js';
import { ImportRepository } from '../imports/import.repository.js';
import { announceTaxonomyChange, listingsNaming } from './taxonomy-announce.js';
import { readTaxonomyHeader, taxonomyRow, type TaxonomyHeader } from './taxonomy-csv.js';
import { writeTaxonomyRows } from './taxonomy-writer.js';

/** Rows per transaction: a taxonomy file is small, and each batch re-reads the tree. */
const BATCH_ROWS = 500;

class FileProblem extends Error {}

/**
 * Imports a taxonomy CSV (catalog.taxonomy-import.run; the job id is the import's) through the
 * taxonomy's one writer, a batch of rows per transaction with its error rows and the line it
 * reached, so the Vehicles tab follows its progress and a worker restarted resumes after the
 * last batch. Rows found already change nothing: importing the same file again adds nothing.
 */
@Injectable()
@HandlesJob(CatalogJobs.runTaxonomyImport)
export class TaxonomyImportJobHandler implements JobRunner<typeof CatalogJobs.runTaxonomyImport> {
  private readonly logger = new Logger('TaxonomyImport');

  constructor(
    private readonly imports: ImportRepository,
    private readonly files: ImportFileRepository,
  ) {}

  async run(payload: { importId: string }, context: JobContext) {
    const current = await this.imports.find(payload.importId);
    if (!current) return { imported: 0, errors: 0 };
    if (current.status === 'queued' || current.status === 'running') {
      try {
        const total = current.rowsTotal ?? (await this.countRows(current.objectKey, context));
        if (await this.imports.markRunning(current.id, total)) {
          await context.progress({ rowsDone: current.rowsDone, rowsTotal: total });
          const outcome = await this.importRows(
            current.id,
            current.objectKey,
            current.committedLine,
            total,
            context,
          );
          await this.imports.finish(current.id, outcome);
        }
      } catch (err) {
        if (!(err instanceof FileProblem)) throw err;
        await this.imports.finish(current.id, 'failed', err.message);
      }
    }
    const ended = (await this.imports.find(payload.importId))!;
    this.logger.log(
      `taxonomy import ${ended.id}: ${ended.status}, ${ended.imported} rows, ${ended.errors} errors`,
    );
    return { imported: ended.imported, errors: ended.errors };
  }

  private async countRows(key: string, context: JobContext): Promise<number> {
    let rows = -1;
    for await (const { record } of this.records(key, context)) {
      if (rows === -1) header(record);
      rows++;
    }
    if (rows === -1) throw new FileProblem(ImportMessages.empty);
    if (rows === 0) throw new FileProblem(ImportMessages.noRows);
    return rows;
  }

  private async importRows(
    importId: string,
    key: string,
    committedLine: number,
    total: number,
    context: JobContext,
  ): Promise<'completed' | 'cancelled'> {
    let columns: TaxonomyHeader | null = null;
    let rows: TaxonomyImportRow[] = [];
    let errors: ImportErrorDto[] = [];
    let read = 0;
    let lastLine = 0;
    const commit = async () => {
      const batch = { rows, errors, read, lastLine };
      rows = [];
      errors = [];
      read = 0;
      await this.imports.inBatch(importId, batch.lastLine, async (manager) => {
        const written = await writeTaxonomyRows(manager, batch.rows, 'admin');
        if (
          written.added > 0 ||
          written.changedGenerationIds.length + written.changedTrimIds.length
        )
          await announceTaxonomyChange(manager, [
            ...(await listingsNaming(manager, 'generation_id', written.changedGenerationIds)),
            ...(await listingsNaming(manager, 'trim_id', written.changedTrimIds)),
          ]);
        return { rows: batch.read, imported: batch.rows.length, errors: batch.errors };
      });
      const now = await this.imports.find(importId);
      await context.progress({ rowsDone: now?.rowsDone ?? 0, rowsTotal: total });
      if (context.signal.aborted) throw new Error('the worker is stopping; the import resumes');
      return now?.cancelRequested ?? false;
    };
    for await (const { record, info } of this.records(key, context)) {
      if (!columns) {
        columns = header(record);
        continue;
      }
      if (info.lines <= committedLine) continue;
      const result = taxonomyRow(record, columns);
      if ('error' in result) errors.push({ line: info.lines, ...result.error });
      else rows.push(result.row);
      read++;
      lastLine = info.lines;
      if (read >= BATCH_ROWS && (await commit())) return 'cancelled';
    }
    if (read > 0 && (await commit())) return 'cancelled';
    return 'completed';
  }

  private async *records(key: string, context: JobContext) {
    const stream = await this.files.open(key, context.signal);
    const parser = stream.pipe(
      parse({
        bom: true,
        info: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: IMPORT_LIMITS.recordChars,
      }),
    );
    stream.on('error', (err) => parser.destroy(err));
    try {
      for await (const item of parser as AsyncIterable<{
        record: string[];
        info: { lines: number };
      }>) {
        if (item.record.every((cell) => cell.trim() === '')) continue;
        yield item;
      }
    } catch (err) {
      if (err instanceof CsvError)
        throw new FileProblem(
          ImportMessages.unreadable(Number((err as { lines?: number }).lines ?? 0), err.message),
        );
      throw err;
    } finally {
      stream.destroy();
    }
  }
}

function header(record: string[]): TaxonomyHeader {
  const read = readTaxonomyHeader(record);
  if ('problem' in read) throw new FileProblem(read.problem);
  return read;
}
