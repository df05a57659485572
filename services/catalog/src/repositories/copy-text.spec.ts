import { arrayLiteral, copyTextRow, copyTextValue } from './copy-text.js';

describe('COPY text format', () => {
  it('writes NULL as \\N and booleans as t/f', () => {
    expect(copyTextRow([null, undefined, true, false, 42])).toBe('\\N\t\\N\tt\tf\t42\n');
  });

  it('escapes what would end a column or a row, and the backslash itself', () => {
    expect(copyTextValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
  });

  it('keeps a literal \\N in text apart from NULL', () => {
    expect(copyTextValue('\\N')).toBe('\\\\N');
  });

  it('quotes every array element, so commas, braces, quotes and NULL stay text', () => {
    expect(arrayLiteral(['a,b', '{x}', 'say "hi"', 'NULL', 'back\\slash'])).toBe(
      '{"a,b","{x}","say \\"hi\\"","NULL","back\\\\slash"}',
    );
    expect(copyTextValue([])).toBe('{}');
    // The literal's own backslashes are escaped again for COPY.
    expect(copyTextValue(['a"b'])).toBe('{"a\\\\"b"}');
  });

  it('refuses numbers COPY could not read back', () => {
    expect(() => copyTextValue(Number.NaN)).toThrow(/finite/);
  });
});
