import type { SearchCriteria } from './search-criteria.js';

/** How many listings have every one of these words (under the criteria's other filters). */
export type WordsCount = (words: string[]) => Promise<number>;

/**
 * When no listing has every word of the text, the words to require instead, so that a search
 * never ends on nothing while something matches: words no listing has are dropped first, then
 * the least important, the most common words ('for', 'mount') before the rare ones that say
 * what is wanted, until some listing has all that are left. The dropped words still rank
 * (optionalWords). Null when nothing has even one of the words.
 */
export async function relaxWords(
  criteria: SearchCriteria,
  countOf: WordsCount,
): Promise<SearchCriteria | null> {
  const { words } = criteria;
  if (words.length < 2) return null;
  const alone = await Promise.all(words.map((word) => countOf([word])));
  // Most important first: the rarer a word, the more it says; on a tie, the earlier word.
  const kept = words
    .map((word, i) => ({ word, i, n: alone[i]! }))
    .filter((entry) => entry.n > 0)
    .sort((a, b) => a.n - b.n || a.i - b.i);
  while (kept.length > 1 && (await countOf(inOrder(kept))) === 0) kept.pop();
  if (kept.length === 0) return null;
  const required = inOrder(kept);
  return {
    ...criteria,
    words: required,
    optionalWords: words.filter((word) => !required.includes(word)),
  };
}

/** The kept words in the order they were typed. */
function inOrder(kept: { word: string; i: number }[]): string[] {
  return [...kept].sort((a, b) => a.i - b.i).map((entry) => entry.word);
}
