import type { ImportErrorDto } from '@pitstop/contracts';
import { csvCell, errorsCsv, errorsCsvPages } from './errors-csv.js';

describe('the import error report', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=a,b', `"'=a,b"`],
  ])('writes %j as %j (no cell runs as a formula)', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('has a header and one line per error', () => {
    expect(errorsCsv([{ line: 3, column: 'make', reason: "make '=1+1' is not known" }])).toBe(
      "line,column,reason\r\n3,make,make '=1+1' is not known\r\n",
    );
  });

  it('streams page after page, each asked after the last line sent, until a short page', async () => {
    const rows: ImportErrorDto[] = [2, 3, 5, 8, 9].map((line) => ({
      line,
      column: 'make',
      reason: `make 'x${line}' is not known`,
    }));
    const asked: number[] = [];
    const nextPage = async (afterLine: number) => {
      asked.push(afterLine);
      return rows.filter((r) => r.line > afterLine).slice(0, 2);
    };
    const chunks: string[] = [];
    for await (const chunk of errorsCsvPages(rows.slice(0, 2), nextPage, 2)) chunks.push(chunk);
    expect(asked).toEqual([3, 8]);
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe(errorsCsv(rows));
  });

  it('asks for no second page after a short first one', async () => {
    let asked = 0;
    const nextPage = async () => {
      asked++;
      return [] as ImportErrorDto[];
    };
    const chunks: string[] = [];
    for await (const chunk of errorsCsvPages([], nextPage, 2)) chunks.push(chunk);
    expect(chunks.join('')).toBe('line,column,reason\r\n');
    expect(asked).toBe(0);
  });
});
