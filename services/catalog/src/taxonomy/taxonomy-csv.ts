import {
  IMPORT_LIMITS,
  TAXONOMY_IMPORT_COLUMNS,
  TAXONOMY_REQUIRED_COLUMNS,
  TaxonomyMessages,
  type ImportErrorDto,
  type TaxonomyImportColumn,
  type TaxonomyImportRow,
} from '@pitstop/contracts';
import { parseYearsCell, taxonomyName } from './taxonomy-input.js';

export type TaxonomyHeader = Map<TaxonomyImportColumn, number>;

/** The header's columns by position (any order, any case); a problem when it cannot be read. */
export function readTaxonomyHeader(record: string[]): TaxonomyHeader | { problem: string } {
  const columns: TaxonomyHeader = new Map();
  const unknown: string[] = [];
  record.forEach((cell, i) => {
    const name = cell.trim().toLowerCase().replace(/\s+/g, '_');
    if (TAXONOMY_IMPORT_COLUMNS.includes(name as TaxonomyImportColumn))
      columns.set(name as TaxonomyImportColumn, i);
    else if (name) unknown.push(cell.trim().slice(0, 40));
  });
  const missing = TAXONOMY_REQUIRED_COLUMNS.filter((c) => !columns.has(c));
  if (missing.length || unknown.length)
    return { problem: TaxonomyMessages.importColumns(missing, unknown) };
  return columns;
}

const cut = (cell: string) =>
  cell.length > IMPORT_LIMITS.errorCellChars
    ? `${cell.slice(0, IMPORT_LIMITS.errorCellChars)}…`
    : cell;

/** One record as a taxonomy row, or the first thing wrong with it (column and why). */
export function taxonomyRow(
  record: string[],
  header: TaxonomyHeader,
): { row: TaxonomyImportRow } | { error: Omit<ImportErrorDto, 'line'> } {
  const cell = (column: TaxonomyImportColumn) => (record[header.get(column) ?? -1] ?? '').trim();
  const named = (
    column: TaxonomyImportColumn,
  ): { name: string } | { error: Omit<ImportErrorDto, 'line'> } => {
    try {
      return { name: taxonomyName(cell(column)) };
    } catch (err) {
      const why = (err as Error).message;
      return {
        error: {
          column,
          reason: cell(column) ? `${why} ('${cut(cell(column))}')` : `${column}: ${why}`,
        },
      };
    }
  };
  const make = named('make');
  if ('error' in make) return { error: make.error };
  const model = named('model');
  if ('error' in model) return { error: model.error };
  const row: TaxonomyImportRow = { make: make.name, model: model.name };
  const years = cell('years');
  if (!cell('generation')) {
    if (years)
      return { error: { column: 'generation', reason: 'years were given without a generation.' } };
    if (cell('trim'))
      return { error: { column: 'generation', reason: 'A trim needs its generation.' } };
    return { row };
  }
  const generation = named('generation');
  if ('error' in generation) return { error: generation.error };
  const span = parseYearsCell(years);
  if (!span)
    return {
      error: {
        column: 'years',
        reason: years
          ? `${TaxonomyMessages.yearsCell} ('${cut(years)}')`
          : TaxonomyMessages.yearsCell,
      },
    };
  row.generation = { name: generation.name, ...span };
  if (!cell('trim')) return { row };
  const trim = named('trim');
  if ('error' in trim) return { error: trim.error };
  row.trim = {
    name: trim.name,
    bodyType: cell('body_type').slice(0, 40),
    drivetrain: cell('drivetrain').slice(0, 20) || null,
    engine: cell('engine').slice(0, 80) || null,
  };
  return { row };
}
