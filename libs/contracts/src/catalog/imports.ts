import type { AdminPageQuery, Page } from '../admin-lists.js';
import { defineEvent, defineJob, defineRequest } from '../definitions.js';
import type { Actor } from './listings.js';

/** docs/product.md §3: the CSV import's columns, in the template's order. */
export const IMPORT_COLUMNS = [
  'title',
  'description',
  'make',
  'model',
  'generation',
  'price_cents',
  'print_difficulty',
  'supports_required',
  'infill_percent',
  'category',
  'tags',
  'external_url',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Download Template's file: the header and a sample row (tags comma-separated in a quoted cell). */
export const IMPORT_TEMPLATE_FILENAME = 'model_import_template.csv';
export const IMPORT_TEMPLATE_CSV =
  `${IMPORT_COLUMNS.join(',')}\r\n` +
  `Golf Mk7 Phone Mount,Clip-on phone mount for the centre vent,Volkswagen,Golf,Mk7,0,easy,false,20,Interior,"phone,mount,vent",\r\n` +
  `GTI Shift Knob,Weighted shift knob with the GTI pattern,Volkswagen,Golf,Mk7,499,medium,true,30,Interior,"shift knob,gti",https://example.com/gti-knob\r\n`;

export const IMPORT_LIMITS = {
  /** The largest file the gateway accepts (a million rows of a typical catalogue fit). */
  fileBytes: 256 * 1024 * 1024,
  /** A quoted cell never closed would otherwise read the rest of the file into one row. */
  recordChars: 2 * 1024 * 1024,
  /** Rows written per transaction (and per search-index batch). */
  batchRows: 2500,
  /**
   * A batch also ends at this many bytes of the file, so that the worker's memory (two batches)
   * stays small however long the rows are: 2,500 rows of 20,000-character descriptions would
   * otherwise be held twice over.
   */
  batchBytes: 4 * 1024 * 1024,
  /** How long POST /api/admin/import-csv waits for a small file's result before answering 202. */
  answerWithinMs: 3000,
  /** Error rows kept per import (the counts go on). */
  errorRowsKept: 50_000,
  /**
   * An error row quotes at most this many characters of a cell (then '…'): a file of 2 MB cells
   * made a 22 MB report. A reason is at most errorReasonChars whatever it quotes.
   */
  errorCellChars: 200,
  errorReasonChars: 1000,
  /** The error report crosses the bus this many rows at a time (each page under ~1 MB). */
  errorPageRows: 1000,
} as const;

export const IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One import as admins see it (GET /api/admin/imports[/{id}]). */
export interface ImportDto {
  id: string;
  /** The background job (its id is the import's). */
  jobId: string;
  filename: string;
  sizeBytes: number;
  status: ImportStatus;
  /** Rows read so far, of rowsTotal (null until the file has been counted). */
  rowsDone: number;
  rowsTotal: number | null;
  imported: number;
  errors: number;
  /** Why the whole file failed (a wrong header, not CSV), or null. */
  message: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** One error row of the report: where, which column ('' when the row as a whole), and why. */
export interface ImportErrorDto {
  line: number;
  column: string;
  reason: string;
}

export const ImportMessages = {
  fileRequired: "Choose a CSV file to import (form field 'csv').",
  empty: 'The file is empty.',
  notCsv: 'The file is not a CSV file (it holds binary data). Save the sheet as CSV and try again.',
  tooLarge: `The file is larger than ${IMPORT_LIMITS.fileBytes / (1024 * 1024)} MB. Split it into smaller files.`,
  noRows: 'The file has a header but no rows.',
  headerMissing: `The first line must be the header: ${IMPORT_COLUMNS.join(',')}`,
  headerWrong: (missing: string[], unknown: string[]) =>
    [
      missing.length
        ? `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`
        : '',
      unknown.length
        ? `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`
        : '',
      `The header must be: ${IMPORT_COLUMNS.join(',')}`,
    ]
      .filter(Boolean)
      .join(' '),
  unreadable: (line: number, why: string) =>
    `The file cannot be read as CSV at line ${line}: ${why}`,
  notFound: 'Import not found',
  notCancellable: 'The import has already finished.',
} as const;

export interface StartImportPayload {
  actor: Actor;
  /** The stored file (media's key, from issueImportUpload). */
  key: string;
  filename: string;
  sizeBytes: number;
  /** What the file holds: listings (the default) or vehicle taxonomy rows (the Vehicles tab). */
  kind?: ImportKind;
}

export const IMPORT_KINDS = ['listings', 'taxonomy'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportRef {
  actor: Actor;
  importId: string;
}

/** Clear All: one job; its id answers status. */
export interface ClearAllDto {
  jobId: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** Listings destroyed, and listings hidden (someone bought them: buyers keep their files). */
  deleted: number;
  hidden: number;
}

export const CatalogImports = {
  /** Records the import and queues its job. */
  start: defineRequest<StartImportPayload, ImportDto>('catalog.import.start'),
  /** A page of imports, the newest first. */
  list: defineRequest<{ actor: Actor } & AdminPageQuery, Page<ImportDto>>('catalog.import.list'),
  get: defineRequest<ImportRef, ImportDto>('catalog.import.get'),
  /** The worker stops after its current batch; what was committed stays. */
  cancel: defineRequest<ImportRef, ImportDto>('catalog.import.cancel'),
  /** The error rows, in line order, a page (at most IMPORT_LIMITS.errorPageRows) at a time. */
  errors: defineRequest<ImportRef & { afterLine?: number; limit?: number }, ImportErrorDto[]>(
    'catalog.import.errors',
  ),
  /** Queues Clear All (DELETE /api/admin/clear-all-models). */
  clearAll: defineRequest<{ actor: Actor }, ClearAllDto>('catalog.listing.clear-all'),
  clearStatus: defineRequest<{ actor: Actor; jobId: string }, ClearAllDto>(
    'catalog.listing.clear-status',
  ),
} as const;

/**
 * A batch of imported listings, by id: the search index reads them from the catalog
 * (CatalogListings.exportByIds) and takes them in one write (one generation bump). Ids, not the
 * listings: a batch's listings are megabytes that the outbox would write and read once more.
 */
export interface ListingsImportedEvent {
  importId: string;
  ids: string[];
}

export interface ListingsRemovedEvent {
  removed: { id: string; version: number }[];
}

export const CatalogBulkEvents = {
  listingsImported: defineEvent<ListingsImportedEvent>('catalog.listings.imported'),
  /** A batch of listings deleted or hidden (Clear All). */
  listingsRemoved: defineEvent<ListingsRemovedEvent>('catalog.listings.removed'),
} as const;

/** The catalog worker's jobs (its own process and Deployment). */
export const CatalogJobs = {
  /** Job id = import id: queueing it again is a no-op; a rerun resumes after the last batch. */
  runImport: defineJob<{ importId: string }, { imported: number; errors: number }>(
    'catalog.import.run',
  ),
  /** A taxonomy CSV (the Vehicles tab); job id = import id, as for listings. */
  runTaxonomyImport: defineJob<{ importId: string }, { imported: number; errors: number }>(
    'catalog.taxonomy-import.run',
  ),
  clearAll: defineJob<{ actorId: string }, { deleted: number; hidden: number }>(
    'catalog.listing.clear',
  ),
} as const;
