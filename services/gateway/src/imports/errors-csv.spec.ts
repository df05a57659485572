import { csvCell, errorsCsv } from './errors-csv.js';

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
});
