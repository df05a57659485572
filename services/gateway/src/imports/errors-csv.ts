import type { ImportErrorDto } from '@pitstop/contracts';

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

/** The error report: line, column, reason. */
export function errorsCsv(rows: ImportErrorDto[]): string {
  return [
    'line,column,reason',
    ...rows.map((r) => [r.line, r.column, r.reason].map(csvCell).join(',')),
  ]
    .join('\r\n')
    .concat('\r\n');
}
