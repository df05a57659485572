import { UnreadableFileError } from '../errors.js';
import { chunks, split } from './mesh-fixtures.spec.js';
import { isWord, parseDecimal, parseInteger, scanRuns } from './text-scan.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const decimal = (s: string) => parseDecimal(bytes(s), 0, s.length);

describe('parseDecimal', () => {
  it.each([
    '0',
    '-0',
    '12',
    '+7',
    '-3.25',
    '0.1',
    '.5',
    '5.',
    '1e3',
    '1E-3',
    '-1.5e+2',
    '6.02214076e23',
    '0.000001234',
    '123456789012345',
    '1.234567890123456789',
    '3.4028234663852886e38',
    '1e-40',
    '0.30000000000000004',
    '9007199254740993',
    '1e-310',
  ])('reads %s as Number() does', (text) => {
    expect(Object.is(decimal(text), Number(text))).toBe(true);
  });

  it('rounds to float32 as Number() does for the digits exporters write', () => {
    let state = 5;
    for (let i = 0; i < 2000; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const value = Math.fround((state / 2 ** 32 - 0.5) * 10 ** ((state % 9) - 3));
      for (const text of [value.toExponential(8), value.toFixed(6), String(value)]) {
        expect(Math.fround(decimal(text))).toBe(Math.fround(Number(text)));
      }
    }
  });

  it.each([
    '',
    '-',
    '.',
    'e5',
    '1e',
    '1e+',
    '1.2.3',
    '12a',
    'nan',
    'NaN',
    'inf',
    '-Infinity',
    '0x10',
    '1,5',
    ' 1',
  ])('gives NaN for %j', (text) => {
    expect(decimal(text)).toBeNaN();
  });

  it('reads only the given range', () => {
    expect(parseDecimal(bytes('x=12.5;'), 2, 6)).toBe(12.5);
  });
});

describe('parseInteger', () => {
  it('reads whole numbers with a sign, and nothing else', () => {
    const integer = (s: string) => parseInteger(bytes(s), 0, s.length);
    expect(integer('42')).toBe(42);
    expect(integer('-3')).toBe(-3);
    expect(integer('+3')).toBe(3);
    for (const bad of ['', '-', '1.0', '1e2', '7a']) expect(integer(bad)).toBeNaN();
  });
});

describe('isWord', () => {
  it('matches a whole word in any case', () => {
    expect(isWord(bytes('EndSolid'), 0, 8, 'endsolid')).toBe(true);
    expect(isWord(bytes('endsolids'), 0, 9, 'endsolid')).toBe(false);
    expect(isWord(bytes('facet'), 0, 5, 'facets')).toBe(false);
  });
});

describe('scanRuns', () => {
  async function runs(
    input: AsyncIterable<Uint8Array>,
    until: 'lines' | 'words',
  ): Promise<string[]> {
    const seen: string[] = [];
    await scanRuns(input, until, (b, end) =>
      seen.push(new TextDecoder().decode(b.subarray(0, end))),
    );
    return seen;
  }

  it('never splits a line between two runs, and loses nothing', async () => {
    const text = bytes('first line\nsecond line\nthird, without a break');
    for (let at = 1; at < text.length; at++) {
      const seen = await runs(split(text, at), 'lines');
      expect(seen.join('')).toBe(new TextDecoder().decode(text));
      for (const run of seen.slice(0, -1)) expect(run.endsWith('\n')).toBe(true);
    }
  });

  it('never splits a word between two runs', async () => {
    const text = bytes('vertex 1.5 2.5\t3.5\nendloop');
    for (let at = 1; at < text.length; at++) {
      const seen = await runs(split(text, at), 'words');
      expect(seen.join('')).toBe(new TextDecoder().decode(text));
      for (const run of seen.slice(0, -1)) expect(run).toMatch(/\s$/);
    }
  });

  it('refuses a line longer than the limit', async () => {
    const long = bytes('v '.padEnd(5000, '1'));
    await expect(scanRuns(chunks(long, 100), 'lines', () => undefined, 1000)).rejects.toThrow(
      new UnreadableFileError('The file has a line longer than 1000 bytes.'),
    );
  });
});
