/**
 * PostgreSQL's COPY text format (`COPY … FROM STDIN`, the default format): one line per row,
 * columns separated by tabs, NULL as \N, and backslash, newline, carriage return and tab
 * escaped with a backslash. Arrays are written as array literals, then escaped like any value.
 */
export type CopyValue = string | number | boolean | null | undefined | readonly string[];

const ESCAPED = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeText(text: string): string {
  return text.replace(ESCAPED, (ch) => ESCAPES[ch]!);
}

/** A text[] literal: every element quoted, so commas, braces, spaces and 'NULL' stay text. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export function copyTextValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`COPY: ${value} is not a finite number`);
    return String(value);
  }
  return escapeText(typeof value === 'string' ? value : arrayLiteral(value));
}

/** One row, with its line end. */
export function copyTextRow(values: readonly CopyValue[]): string {
  return `${values.map(copyTextValue).join('\t')}\n`;
}
