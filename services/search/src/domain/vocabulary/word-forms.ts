/**
 * The spellings of one word that search treats as that word: singular and plural, and letters
 * and digits written together or apart ('GR86', 'GR 86', 'F-150', 'F150').
 */

/** Plural-looking words that are not plurals. */
const NOT_PLURALS = new Set(['series', 'chassis', 'lens', 'gas', 'plus', 'bus', 'abs', 'news']);

/**
 * The singular of an English plural ('knobs' → 'knob', 'accessories' → 'accessory', 'boxes' →
 * 'box'), or the word itself. Short words and words with digits ('60mm', 'mk8s') are left
 * alone: rules for nouns would break model codes.
 */
export function singular(word: string): string {
  if (word.length < 4 || /\d/.test(word) || NOT_PLURALS.has(word)) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const LETTERS_DIGITS = /\p{L}+|\p{N}+/gu;

/** 'gr86' → ['gr', '86'], '4runner' → ['4', 'runner']; a word of letters or digits alone → []. */
export function letterDigitParts(word: string): string[] {
  const parts = word.match(LETTERS_DIGITS) ?? [];
  return parts.length > 1 ? parts : [];
}

const DIGITS = /^\p{N}+$/u;
const LETTERS = /^\p{L}+$/u;

/** A letters word and a digits word that read as one name: a short code or a single digit. */
function oneName(letters: string, digits: string): boolean {
  return (
    LETTERS.test(letters) && DIGITS.test(digits) && (letters.length <= 3 || digits.length === 1)
  );
}

/**
 * Neighbouring words that are one name written apart: a short letters word next to a digits
 * word, or a single digit next to letters ('gr 86', 'mk 8', 'f 150', '350 z', '60 mm',
 * '4 runner') → 'gr86', 'mk8'... ('86 gauge' stays apart).
 */
export function joinedNeighbours(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if (oneName(a, b) || oneName(b, a)) joined.push(a + b);
  }
  return joined;
}
