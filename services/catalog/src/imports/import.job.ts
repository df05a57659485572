import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobRunner } from '@pitstop/common';
import { CatalogJobs, IMPORT_LIMITS, ImportMessages, type ImportColumn } from '@pitstop/contracts';
import { CsvError, parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { CsvRecordCounter } from './csv-record-count.js';
import { importRow, readHeader } from './import-row.js';
import { ImportFileRepository } from './import-file.repository.js';
import { ImportRepository, type ImportBatch, type ImportRow } from './import.repository.js';

/** A problem with the file as a whole: the import fails with this message. */
class FileProblem extends Error {}

interface CsvRecord {
  record: string[];
  /** The line the record ends on, and the bytes read up to its end. */
  info: { lines: number; bytes: number };
}

/**
 * Imports one CSV file (catalog.import.run; the job id is the import's). It reads the file as a
 * stream twice: once to count its rows (and refuse a file that is not CSV before writing
 * anything), then to import them in batches (the next one read while the last is written),
 * each committed as one transaction with the line it reached. A worker killed in the middle
 * runs the job again and skips to the line after the last batch that committed; a batch
 * written twice inserts nothing (listings are keyed by import and line). Memory stays at two
 * batches (each at most IMPORT_LIMITS.batchRows rows or batchBytes of the file), whatever the
 * file's size.
 */
@Injectable()
@HandlesJob(CatalogJobs.runImport)
export class ImportJobHandler implements JobRunner<typeof CatalogJobs.runImport> {
  private readonly logger = new Logger('ImportCsv');

  constructor(
    private readonly imports: ImportRepository,
    private readonly files: ImportFileRepository,
  ) {}

  async run(payload: { importId: string }, context: JobContext) {
    const current = await this.imports.find(payload.importId);
    if (!current) return { imported: 0, errors: 0 };
    const counts = () => this.imports.find(payload.importId);
    if (current.status !== 'queued' && current.status !== 'running')
      return { imported: current.imported, errors: current.errors };
    try {
      let total = current.rowsTotal;
      if (total === null) total = await this.countRows(current.objectKey, context.signal);
      if (!(await this.imports.markRunning(current.id, total))) {
        const ended = (await counts())!;
        return { imported: ended.imported, errors: ended.errors };
      }
      await context.progress({ rowsDone: current.rowsDone, rowsTotal: total });
      const outcome = await this.importRows(current, total, context);
      await this.imports.finish(current.id, outcome);
    } catch (err) {
      if (!(err instanceof FileProblem)) throw err;
      await this.imports.finish(current.id, 'failed', err.message);
    }
    const ended = (await counts())!;
    this.logger.log(
      `import ${ended.id}: ${ended.status}, ${ended.imported} imported, ${ended.errors} errors`,
    );
    return { imported: ended.imported, errors: ended.errors };
  }

  /**
   * Rows after the header, counted by the file's bytes (CsvRecordCounter); a file it leaves
   * undecided, or of a header alone, is counted by parsing it, where a file that is not CSV,
   * or has a wrong header, fails before anything is written. (A wrong header on a file of
   * rows fails on the import's first record, before its first batch.)
   */
  private async countRows(key: string, signal: AbortSignal): Promise<number> {
    const counter = new CsvRecordCounter(IMPORT_LIMITS.recordChars);
    const stream = await this.files.open(key, signal);
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) if (!counter.push(chunk)) break;
    } finally {
      stream.destroy();
    }
    const records = counter.end();
    if (records !== null && records > 1) return records - 1;
    return this.parseAndCountRows(key, signal);
  }

  private async parseAndCountRows(key: string, signal: AbortSignal): Promise<number> {
    let rows = -1;
    for await (const { record } of this.records(await this.files.open(key, signal), false)) {
      if (rows === -1) this.header(record);
      rows++;
    }
    if (rows === -1) throw new FileProblem(ImportMessages.empty);
    if (rows === 0) throw new FileProblem(ImportMessages.noRows);
    return rows;
  }

  private async importRows(
    current: ImportRow,
    total: number,
    context: JobContext,
  ): Promise<'completed' | 'cancelled'> {
    const { id: importId, objectKey: key, committedLine, adminId } = current;
    const taxonomy = await this.imports.taxonomy();
    let header: { columns: Map<ImportColumn, number>; width: number } | null = null;
    let batch = emptyBatch();
    /** Where in the file (bytes) the batch being read began. */
    let batchStartBytes = 0;
    let done = 0;
    const commit = async (full: ImportBatch) => {
      await this.imports.commitBatch(importId, full);
      const now = await this.imports.find(importId);
      done = now?.rowsDone ?? done;
      await context.progress({ rowsDone: done, rowsTotal: total });
      if (now?.cancelRequested) return 'cancelled' as const;
      // The worker is stopping: the job runs again (another worker, or this one restarted).
      if (context.signal.aborted) throw new Error('the worker is stopping; the import resumes');
      return undefined;
    };
    // One batch is written while the next is read: batches still commit one after another, in
    // line order, and at most two are in memory.
    let writing: Promise<'cancelled' | undefined> | null = null;
    const written = async () => {
      const pending = writing;
      writing = null;
      return pending ? await pending : undefined;
    };
    const writingNow = () => writing !== null;
    const startWriting = () => {
      const full = batch;
      batch = emptyBatch();
      writing = commit(full);
      // Awaited by written(); until then a failure must not count as unhandled.
      writing.catch(() => undefined);
    };
    try {
      for await (const { record, info } of this.records(
        await this.files.open(key, context.signal),
      )) {
        if (!header) {
          header = this.header(record);
          continue;
        }
        if (info.lines <= committedLine) {
          // Written before the worker restarted: the first batch begins after them.
          batchStartBytes = info.bytes;
          continue;
        }
        const result = importRow(record, header.columns, header.width, taxonomy);
        if ('error' in result) batch.errors.push({ line: info.lines, ...result.error });
        else
          batch.listings.push({
            fields: result.fields,
            sellerId: adminId,
            slug: result.slug,
            approvalStatus: 'approved',
            importKey: { importId, line: info.lines },
          });
        batch.rows++;
        batch.lastLine = info.lines;
        // Reading runs in bursts of buffered records: while a batch is being written, let its
        // database answers in now and then rather than after the whole burst.
        if (batch.rows % YIELD_EVERY === 0 && writingNow()) await nextTurn();
        if (
          batch.rows >= IMPORT_LIMITS.batchRows ||
          info.bytes - batchStartBytes >= IMPORT_LIMITS.batchBytes
        ) {
          batchStartBytes = info.bytes;
          if ((await written()) === 'cancelled') return 'cancelled';
          startWriting();
        }
      }
      if ((await written()) === 'cancelled') return 'cancelled';
      if (batch.rows > 0) {
        startWriting();
        if ((await written()) === 'cancelled') return 'cancelled';
      }
      return 'completed';
    } catch (err) {
      // The file failed (or the worker stops) while a batch was being written: it ends first.
      await written().catch(() => undefined);
      throw err;
    }
  }

  private header(record: string[]) {
    const header = readHeader(record);
    if ('problem' in header) throw new FileProblem(header.problem);
    return { columns: header, width: record.length };
  }

  /**
   * The file's records with the line each ends on (lines: false, for counting, leaves the lines
   * out: 0); CSV that cannot be read is the file's problem.
   */
  private async *records(stream: Readable, lines = true): AsyncGenerator<CsvRecord> {
    const parser = stream.pipe(
      parse({
        bom: true,
        info: lines,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        max_record_size: IMPORT_LIMITS.recordChars,
      }),
    );
    stream.on('error', (err) => parser.destroy(err));
    try {
      for await (const read of parser) {
        const item = lines
          ? (read as CsvRecord)
          : { record: read as string[], info: { lines: 0, bytes: 0 } };
        // A line of blanks (a sheet's empty row saved as ',,,,'), or a stray carriage return.
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

/** Records read between two turns of the event loop while a batch is being written. */
const YIELD_EVERY = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function emptyBatch(): ImportBatch {
  return { listings: [], errors: [], rows: 0, lastLine: 0 };
}
