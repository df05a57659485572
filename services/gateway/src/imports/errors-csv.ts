import { IMPORT_LIMITS, type ImportErrorDto } from '@pitstop/contracts';

/**
 * One cell of a CSV that spreadsheets open: a value beginning with = + - @ (or a tab or carriage
 * return) is prefixed with ' so that it is never run as a formula (CSV injection); quotes,
 * commas and line breaks are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADER = 'line,column,reason\r\n';
const errorLine = (r: ImportErrorDto) =>
  `${[r.line, r.column, r.reason].map(csvCell).join(',')}\r\n`;

/** The error report: line, column, reason. */
export function errorsCsv(rows: ImportErrorDto[]): string {
  return HEADER + rows.map(errorLine).join('');
}

/**
 * The error report as it streams: the header, then each page of rows as the catalog answers it
 * (`nextPage` after the last line sent), so that neither a bus message nor the gateway ever
 * holds more than a page. Ends at a short page, or at IMPORT_LIMITS.errorRowsKept rows.
 */
export async function* errorsCsvPages(
  first: ImportErrorDto[],
  nextPage: (afterLine: number) => Promise<ImportErrorDto[]>,
  pageRows: number,
): AsyncGenerator<string> {
  yield HEADER;
  let page = first;
  let sent = 0;
  for (;;) {
    if (page.length > 0) yield page.map(errorLine).join('');
    sent += page.length;
    if (page.length < pageRows || sent >= IMPORT_LIMITS.errorRowsKept) return;
    page = await nextPage(page[page.length - 1]!.line);
  }
}
