import { UnreadableFileError } from '../errors.js';

/** Powers of ten a double holds exactly: a mantissa below 2^53 times or over one rounds once. */
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
/** Significant digits that always fit a double's 53-bit mantissa exactly. */
const MAX_EXACT_DIGITS = 15;

export function isSpace(b: number): boolean {
  return b === 0x20 || (b >= 0x09 && b <= 0x0d);
}

/**
 * The decimal number spelt by bytes [start, end): `[+-]digits[.digits][(e|E)[+-]digits]`, NaN
 * when the bytes are anything else (including "nan" and "inf"). Exact for up to 15 significant
 * digits and exponents within ±22, as most exporters write; the rest goes through Number().
 */
export function parseDecimal(b: Uint8Array, start: number, end: number): number {
  let i = start;
  let negative = false;
  if (i < end && (b[i] === 0x2d || b[i] === 0x2b)) {
    negative = b[i] === 0x2d;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let exponent = 0;
  let anyDigit = false;
  let exact = true;
  for (; i < end; i++) {
    const d = b[i] - 0x30;
    if (d < 0 || d > 9) break;
    anyDigit = true;
    if (digits < MAX_EXACT_DIGITS) {
      mantissa = mantissa * 10 + d;
      if (mantissa > 0) digits++;
    } else {
      exact = false;
    }
  }
  if (i < end && b[i] === 0x2e) {
    for (i++; i < end; i++) {
      const d = b[i] - 0x30;
      if (d < 0 || d > 9) break;
      anyDigit = true;
      if (digits < MAX_EXACT_DIGITS) {
        mantissa = mantissa * 10 + d;
        if (mantissa > 0) digits++;
        exponent--;
      } else {
        exact = false;
      }
    }
  }
  if (!anyDigit) return NaN;
  if (i < end && (b[i] === 0x65 || b[i] === 0x45)) {
    i++;
    let negativeExponent = false;
    if (i < end && (b[i] === 0x2d || b[i] === 0x2b)) {
      negativeExponent = b[i] === 0x2d;
      i++;
    }
    const first = i;
    let e = 0;
    for (; i < end; i++) {
      const d = b[i] - 0x30;
      if (d < 0 || d > 9) break;
      if (e < 100_000) e = e * 10 + d;
    }
    if (i === first) return NaN;
    exponent += negativeExponent ? -e : e;
  }
  if (i !== end) return NaN;
  if (mantissa === 0) return negative ? -0 : 0;
  if (exact && exponent >= -22 && exponent <= 22) {
    const value =
      exponent < 0 ? mantissa / EXACT_POWERS[-exponent] : mantissa * EXACT_POWERS[exponent];
    return negative ? -value : value;
  }
  return Number(latin1(b, start, end));
}

/** A whole number, possibly negative (OBJ indices); NaN when the bytes are not one. */
export function parseInteger(b: Uint8Array, start: number, end: number): number {
  let i = start;
  let negative = false;
  if (i < end && (b[i] === 0x2d || b[i] === 0x2b)) {
    negative = b[i] === 0x2d;
    i++;
  }
  if (i === end) return NaN;
  let value = 0;
  for (; i < end; i++) {
    const d = b[i] - 0x30;
    if (d < 0 || d > 9) return NaN;
    value = value * 10 + d;
  }
  return negative ? -value : value;
}

/** True when bytes [start, end) are `word` (lowercase ASCII), in any case. */
export function isWord(b: Uint8Array, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let k = 0; k < word.length; k++) {
    let c = b[start + k];
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    if (c !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** Why bytes that should spell a coordinate do not: not a number at all, or NaN / infinity. */
export function badNumber(where: string, b: Uint8Array, start: number, end: number): string {
  const word = quote(b, start, end);
  return /^'[+-]?(nan|inf)/i.test(word)
    ? `${where} has a coordinate that is not a finite number (${word}).`
    : `${where} has ${word} where a number should be.`;
}

/** A short, printable quote of some bytes for an error message. */
export function quote(b: Uint8Array, start: number, end: number): string {
  const text = new TextDecoder().decode(b.subarray(start, Math.min(end, start + 24)));
  return `'${text.replace(/[^\x20-\x7e]/g, '?')}${end - start > 24 ? '…' : ''}'`;
}

export function latin1(b: Uint8Array, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) out += String.fromCharCode(b[i]);
  return out;
}

/**
 * Feeds a byte stream to `scan` in runs that end at a boundary (a line break for `lines`, any
 * blank for `words`), so no line or word is ever split between two calls; what follows the last
 * boundary of a chunk is carried over to the next. The last run may end without a boundary.
 * `scan` sees bytes [0, end) of `b`, a buffer reused between calls.
 */
export async function scanRuns(
  chunks: AsyncIterable<Uint8Array>,
  until: 'lines' | 'words',
  scan: (b: Uint8Array, end: number) => void,
  maxRun = 1024 * 1024,
): Promise<void> {
  let work = new Uint8Array(128 * 1024);
  let carried = 0;
  for await (const chunk of chunks) {
    const length = carried + chunk.length;
    if (length > work.length) {
      const grown = new Uint8Array(Math.max(length, work.length * 2));
      grown.set(work.subarray(0, carried));
      work = grown;
    }
    work.set(chunk, carried);
    let cut = length;
    if (until === 'lines') {
      while (cut > 0 && work[cut - 1] !== 0x0a) cut--;
    } else {
      while (cut > 0 && !isSpace(work[cut - 1])) cut--;
    }
    if (cut === 0 && length > maxRun) {
      throw new UnreadableFileError(
        `The file has a ${until === 'lines' ? 'line' : 'word'} longer than ${maxRun} bytes.`,
      );
    }
    if (cut > 0) scan(work, cut);
    work.copyWithin(0, cut, length);
    carried = length - cut;
  }
  if (carried > 0) scan(work, carried);
}
