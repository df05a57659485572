import type { DataSource, EntityManager } from 'typeorm';
import { splitWords } from '../../domain/search-criteria.js';
import { typosAllowed, withinTypos } from '../../domain/typos.js';
import { singular } from '../../domain/vocabulary/word-forms.js';

/** Nearest words by trigram distance considered per query word; the typo rule then decides. */
const NEAREST = 64;
const CACHE_MAX = 10_000;
const CACHE_TTL_MS = 60_000;
/** Shorter words cannot be typo matches of any word that allows typos (4 letters, ±1). */
const WORD_MIN = 3;
const WORD_MAX = 40;

/** Lower-cased words of the text as the index splits them. */
export function wordsOf(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts)
    for (const word of splitWords((text ?? '').toLowerCase()))
      if (word.length >= WORD_MIN && word.length <= WORD_MAX) words.add(word);
  return [...words];
}

/**
 * One query word in the forms it matches (letters and digits only). A listing has the word when
 * it has a lexeme starting with `prefix`, equal to one of `exact`, or equal to one of `typos`;
 * the first two need no typo.
 */
export interface WordQuery {
  /** The word as typed, matched as a prefix ('mou' finds 'mount'). */
  prefix: string;
  /** Other forms matched whole: its singular ('knobs' finds 'knob'). */
  exact: string[];
  /** Words of the index within the word's typos. */
  typos: string[];
}

/**
 * The words the index has seen (search.search_term), for typo matching: a query word matches
 * the indexed words within its typos, found among its nearest by trigram distance (pg_trgm's
 * GiST index). Lookups are cached for a minute: the vocabulary grows slowly.
 */
export class TypoVocabulary {
  private readonly cache = new Map<string, { words: string[]; at: number }>();
  /** The transactions that brought words new to the vocabulary, until they commit. */
  private readonly newWordsIn = new WeakSet<EntityManager>();
  /** Counts the times the cache was forgotten: a lookup begun before one is not kept. */
  private forgotten = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the words of new documents (in the writer's transaction). Only a word new to the
   * vocabulary can change a lookup, so the cached lookups are forgotten only when there is one,
   * once the transaction has committed (committed): a write of known words (most edits) leaves
   * them, and the searches after it do not each ask the trigram index again (tens of
   * milliseconds a word in a vocabulary of a few 100,000).
   */
  async learn(tx: EntityManager, words: string[]): Promise<void> {
    if (words.length === 0) return;
    const added = (await tx.query(
      `INSERT INTO search.search_term (word)
       SELECT DISTINCT w FROM unnest($1::text[]) AS w ORDER BY w ON CONFLICT DO NOTHING
       RETURNING 1`,
      [words],
    )) as unknown[];
    if (added.length > 0) this.newWordsIn.add(tx);
  }

  /**
   * After the transaction of learn() has committed: forgets the cached lookups if it brought a
   * new word, now that a lookup can find it. (Forgotten before the commit, a search in between
   * kept a lookup without the word for a minute.)
   */
  committed(tx: EntityManager): void {
    if (this.newWordsIn.delete(tx)) this.forget();
  }

  /** Each word's forms, in the words' order. */
  async wordQueries(words: string[]): Promise<WordQuery[]> {
    return Promise.all(
      words.map(async (word) => ({
        prefix: word,
        exact: singular(word) !== word ? [singular(word)] : [],
        typos: await this.typoMatches(word),
      })),
    );
  }

  private forget(): void {
    this.cache.clear();
    this.forgotten++;
  }

  private async typoMatches(word: string): Promise<string[]> {
    if (typosAllowed(word) === 0) return [];
    const cached = this.cache.get(word);
    if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.words;
    const forgotten = this.forgotten;
    const rows = (await this.dataSource.query(
      `SELECT word FROM search.search_term ORDER BY word <-> $1 LIMIT ${NEAREST}`,
      [word],
    )) as { word: string }[];
    const words = rows.map((r) => r.word).filter((w) => w !== word && withinTypos(word, w));
    // Forgotten while it ran: it may have read the vocabulary before the new words committed.
    if (forgotten !== this.forgotten) return words;
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(word, { words, at: Date.now() });
    return words;
  }
}
