import { parse } from 'csv-parse/sync';
import { CsvRecordCounter } from './csv-record-count.js';

const LIMIT = 64;

/** What the import reads: csv-parse with the job's options, blank records left out. */
function parsed(text: string): number | 'refused' {
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: LIMIT,
    }) as string[][];
    return records.filter((record) => !record.every((cell) => cell.trim() === '')).length;
  } catch {
    return 'refused';
  }
}

/** Counts `text` fed in chunks of `size` bytes. */
function counted(text: string, size = 7): number | null {
  const counter = new CsvRecordCounter(LIMIT);
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size)
    if (!counter.push(bytes.subarray(at, at + size))) return null;
  return counter.end();
}

describe('CsvRecordCounter', () => {
  it.each([
    ['plain rows', 'a,b\n1,2\n3,4\n', 3],
    ['no line end at the end', 'a,b\n1,2', 2],
    ['CRLF line ends and a BOM', '\uFEFFa,b\r\n1,2\r\n', 2],
    ['quoted cells with commas, quotes and line breaks', 'a,b\n"x, ""y""\nz",2\n', 2],
    ['blank lines and rows of empty cells', 'a,b\n\n,\n  ,""\n1,2\n\n', 2],
    ['a quote inside an unquoted cell', 'a,b\n5" gauge,2\n', 2],
  ])('counts %s as the parser reads them', (_name, text, records) => {
    expect(counted(text)).toBe(records);
    expect(parsed(text)).toBe(records);
  });

  it.each([
    ['a quoted cell that never ends', 'a,b\n"never closed,2\n'],
    ['text after a closing quote', 'a,b\n"x"y,2\n'],
    ['a lone carriage return', 'a,b\r1,2\r'],
    ['LF and CRLF mixed', 'a,b\n1,2\r\n'],
    ['a record longer than the limit', `a,b\n${'x'.repeat(LIMIT + 1)},2\n`],
  ])('leaves %s to the parser', (_name, text) => {
    expect(counted(text)).toBeNull();
  });

  it('never disagrees with the parser: on random files it counts the same or leaves them to it', () => {
    const cells = ['a', 'bc', ' ', ',', '"', '""', 'é', '\uFEFF', '\t', '\u00a0'];
    // Most files keep to one kind of line end; a few mix them or hold a lone CR.
    const lineEnds = [['\n'], ['\r\n'], ['\n', '\r\n', '\r']];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    let decided = 0;
    for (let run = 0; run < 20_000; run++) {
      const pieces = [...cells, ...lineEnds[run % 3]!];
      let text = '';
      const length = Math.floor(random() * 40);
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      const count = counted(text, 1 + Math.floor(random() * 5));
      if (count === null) continue;
      decided++;
      expect({ text, count }).toEqual({ text, count: parsed(text) });
    }
    // The files it decides are most of them, not a lucky few.
    expect(decided).toBeGreaterThan(5_000);
  });
});
