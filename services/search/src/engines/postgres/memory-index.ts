import { confirmationKey, type SearchSort, type VehicleFilter } from '@pitstop/contracts';
import type { SearchCriteria } from '../../domain/search-criteria.js';
import { CellPasses } from './cell-passes.js';
import type { CubeCell, FilterFields } from './count-cube.js';
import { bitCount, firstInOrder, SortOrders } from './sort-orders.js';
import type { WordQuery } from './typo-vocabulary.js';

/** One document as the index keeps it: what search.listing_doc has besides the card. */
export interface IndexedDoc extends FilterFields {
  id: string;
  titleKey: string;
  priceCents: number;
  /** Microseconds since the epoch, as Postgres keeps timestamps (exact in a double). */
  createdAtUs: number;
  downloadCount: number;
  ratingAvg: number;
  ratingCount: number;
  trending: number;
  /** The vehicles owners confirmed it fits (confirmedFitKeys). */
  confirmedFits: string[];
  /**
   * The lexemes Postgres made of the document, the title and the vehicle ('simple' config),
   * each once.
   */
  documentWords: string[];
  titleWords: string[];
  vehicleWords: string[];
}

/** A sorted list of document slots, grown in place (new slots are always the highest). */
class Postings {
  slots = new Int32Array(2);
  length = 0;

  add(slot: number): void {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length++] = slot;
  }

  /** Keeps the live slots, renumbered (renumbering keeps their order). */
  compact(renumber: Int32Array): void {
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      const to = renumber[this.slots[i]!]!;
      if (to >= 0) this.slots[n++] = to;
    }
    this.length = n;
    if (this.slots.length > 2 * n + 2) this.slots = this.slots.slice(0, Math.max(n, 2));
  }
}

/** A lexeme: the documents that have it, and those that have it in the title or the vehicle. */
interface Lexeme {
  document: Postings;
  title: Postings | null;
  vehicle: Postings | null;
}
type Field = keyof Lexeme;

const NO_YEAR = -1;
/** Titles are at most 120 characters (LISTING_LIMITS.titleMax): 8 bits of a sort key. */
const TITLE_LENGTH_MAX = 255;
/**
 * A search ranks along a presorted order (sort-orders.ts) when it matches at least this many
 * slots per result it needs; fewer matches go through the heap.
 */
const WALK_MATCHES_PER_RESULT = 4;
/** Downloads, as far as a relevance key holds them (ties past it compare the real count). */
const DOWNLOADS_KEY_MAX = 2 ** 28 - 1;

/** Postgres's length(): characters, not UTF-16 units. */
function characters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** A document slot comparison: negative when `a` comes first. */
type Order = (a: number, b: number) => number;

/** A make and model that documents are listed for: the years they cover, how many, one's id. */
export interface VehicleGroup {
  makeSlug: string;
  modelSlug: string;
  yearStart: number;
  yearEnd: number;
  listings: number;
  sample: string;
}

/** A sort as a number per slot (times sign, the higher first) and the order of equal numbers. */
interface SortKey {
  keys: ArrayLike<number>;
  sign: 1 | -1;
  tie: Order;
}

/**
 * The Postgres engine's search index in memory: per document, typed arrays of the fields
 * searches sort on, its price and its cell (the other fields it is filtered and counted on, shared
 * with every document that has the same), and a lexicon of the lexemes Postgres made with the
 * documents that have each (postings). A query intersects postings, filters and ranks the
 * matches and keeps the best `offset + limit` (a heap), in a few hundred microseconds for
 * 100,000 listings; the cards are then read by primary key.
 *
 * Documents live in slots. A document whose words change gets a new slot (postings only ever
 * grow at their end, so they stay sorted) and its old slot is dead until a compaction
 * renumbers the live ones; a change of counters or filter fields is written in place.
 */
export class MemoryIndex {
  private capacity = 0;
  /** Slots used, dead ones included. */
  private slots = 0;
  private dead = 0;
  private readonly slotOf = new Map<string, number>();
  /** By document id (no renumbering): the few listings owners confirmed, with their keys. */
  private readonly confirmedFits = new Map<string, readonly string[]>();
  private ids: (string | null)[] = [];
  private titleKeys: string[] = [];
  private titleLength = new Int32Array(0);
  private textHash = new Float64Array(0);
  private alive = new Uint8Array(0);
  private price = new Int32Array(0);
  private createdAt = new Float64Array(0);
  private downloads = new Int32Array(0);
  private ratingAvg = new Float64Array(0);
  private ratingCount = new Int32Array(0);
  private trending = new Float64Array(0);
  /**
   * Documents with the same FilterFields share a cell (count-cube.ts): counts and filters are
   * decided once per cell, not per document.
   */
  private cell = new Int32Array(0);
  private readonly cells: CubeCell[] = [];
  private readonly cellOf = new Map<string, number>();
  private readonly lexicon = new Map<string, Lexeme>();
  /** The lexicon's words in order, for prefixes (a prefix's words are one run). */
  private words: string[] = [];
  /**
   * Words new since `words` was last sorted: merged in when a query next needs the order. An
   * import adds thousands of new words (part numbers) per batch, and inserting each into the
   * sorted array in place moved the whole array every time (quadratic in the vocabulary).
   */
  private newWords: string[] = [];
  // Scratch for one query at a time (queries run synchronously).
  private stamp = new Uint32Array(0);
  private stampNow = 0;
  private vehicleHits = new Uint8Array(0);
  private titleHits = new Uint8Array(0);
  private exactHits = new Uint8Array(0);
  private optionalHits = new Uint8Array(0);
  private aliveBits = new Int32Array(0);
  private matchScratch = new Int32Array(0);
  private wordScratch = new Int32Array(0);
  private keyScratch = new Float64Array(0);
  private leaderScratch = new Int32Array(0);
  private readonly cellPasses = new CellPasses();
  /** Live slots in each sort's order, for searches that match much of the index. */
  private readonly sortOrders = new SortOrders();
  /** The id's first 48 bits: ties by id compare these first (uuids order as their hex). */
  private idKey = new Float64Array(0);

  /** Documents in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  /**
   * Adds a document or replaces the one with its id. `hash` stands for its words (textHash): a
   * document whose words are unchanged (a counters update) is rewritten in place.
   */
  upsert(doc: IndexedDoc, hash: number): void {
    const known = this.slotOf.get(doc.id);
    if (known !== undefined && this.textHash[known] === hash) {
      this.writeFields(known, doc);
      if (doc.confirmedFits.length > 0) this.confirmedFits.set(doc.id, doc.confirmedFits);
      else this.confirmedFits.delete(doc.id);
      return;
    }
    if (known !== undefined) this.kill(known);
    if (this.slots === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    const slot = this.slots++;
    if (doc.confirmedFits.length > 0) this.confirmedFits.set(doc.id, doc.confirmedFits);
    this.sortOrders.invalidate();
    this.ids[slot] = doc.id;
    this.idKey[slot] = parseInt(doc.id.slice(0, 8) + doc.id.slice(9, 13), 16);
    this.alive[slot] = 1;
    this.aliveBits[slot >>> 5]! |= 1 << (slot & 31);
    this.textHash[slot] = hash;
    this.slotOf.set(doc.id, slot);
    this.writeFields(slot, doc);
    // tsvector_to_array gives each lexeme once.
    for (const word of doc.documentWords) this.lexeme(word).document.add(slot);
    for (const word of doc.titleWords) {
      const lexeme = this.lexeme(word);
      (lexeme.title ??= new Postings()).add(slot);
    }
    for (const word of doc.vehicleWords) {
      const lexeme = this.lexeme(word);
      (lexeme.vehicle ??= new Postings()).add(slot);
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot !== undefined) this.kill(slot);
  }

  clear(): void {
    for (const slot of this.slotOf.values()) this.kill(slot);
  }

  /**
   * Renumbers the live slots when dead ones are many: their postings are walked for every
   * query they are in. Rare: words change only when a listing's text does.
   */
  compactIfWorthIt(): void {
    if (this.dead < 1_000 || this.dead * 4 < this.slots) return;
    const renumber = new Int32Array(this.slots).fill(-1);
    let n = 0;
    for (let slot = 0; slot < this.slots; slot++) if (this.alive[slot]) renumber[slot] = n++;
    const keep = <T extends Int32Array | Uint32Array | Uint8Array | Float64Array>(array: T) => {
      for (let slot = 0; slot < this.slots; slot++)
        if (renumber[slot]! >= 0) array[renumber[slot]!] = array[slot]!;
    };
    for (const array of this.columns()) keep(array);
    const ids: (string | null)[] = new Array<string | null>(this.capacity).fill(null);
    const titleKeys: string[] = new Array<string>(this.capacity).fill('');
    for (let slot = 0; slot < this.slots; slot++)
      if (renumber[slot]! >= 0) {
        ids[renumber[slot]!] = this.ids[slot]!;
        titleKeys[renumber[slot]!] = this.titleKeys[slot]!;
      }
    this.ids = ids;
    this.titleKeys = titleKeys;
    this.alive.fill(0, n, this.slots);
    this.aliveBits.fill(0);
    for (let slot = 0; slot < n; slot++) this.aliveBits[slot >>> 5]! |= 1 << (slot & 31);
    for (const [word, lexeme] of this.lexicon) {
      lexeme.document.compact(renumber);
      lexeme.title?.compact(renumber);
      lexeme.vehicle?.compact(renumber);
      if (lexeme.document.length === 0) this.lexicon.delete(word);
    }
    this.words = this.sortedWords().filter((word) => this.lexicon.has(word));
    for (const [id, slot] of this.slotOf) this.slotOf.set(id, renumber[slot]!);
    this.slots = n;
    this.dead = 0;
    this.sortOrders.invalidate();
  }

  /** Bytes the typed arrays and postings hold (strings and maps not included). */
  arrayBytes(): number {
    let bytes = 0;
    for (const array of this.columns()) bytes += array.byteLength;
    for (const lexeme of this.lexicon.values())
      bytes +=
        lexeme.document.slots.byteLength +
        (lexeme.title?.slots.byteLength ?? 0) +
        (lexeme.vehicle?.slots.byteLength ?? 0);
    return bytes;
  }

  get lexemes(): number {
    return this.lexicon.size;
  }

  /**
   * How many match the text and price range, per cell: the count cube of the criteria. The
   * rows are the index's own: read them (tally) before the next query.
   */
  cube(criteria: SearchCriteria, required: WordQuery[]): CubeCell[] {
    const match = this.matchBits(required, 'document');
    const counts = new Int32Array(this.cells.length);
    const cell = this.cell;
    const price = this.price;
    const min = criteria.priceMin ?? -Infinity;
    const max = criteria.priceMax ?? Infinity;
    const words = (this.slots + 31) >>> 5;
    for (let w = 0; w < words; w++)
      for (let bits = match[w]!; bits !== 0; bits &= bits - 1) {
        const slot = (w << 5) | (31 - Math.clz32(bits & -bits));
        if (price[slot]! >= min && price[slot]! <= max) counts[cell[slot]!]!++;
      }
    // The index's own cell rows, counted anew: valid until the next cube.
    const cells: CubeCell[] = [];
    for (let i = 0; i < counts.length; i++)
      if (counts[i]! > 0) {
        const row = this.cells[i]!;
        row.n = counts[i]!;
        cells.push(row);
      }
    return cells;
  }

  /** The ids of one page, in the criteria's order. */
  page(criteria: SearchCriteria, required: WordQuery[], optional: WordQuery[]): string[] {
    const fits = this.filter(criteria);
    const match = this.matchBits(required, 'document');
    const k = criteria.offset + criteria.limit;
    if (criteria.sort === 'relevance' && required.length + optional.length > 0) {
      const { keys, tie, leaders } = this.relevance(criteria, required, optional);
      const ranked = (bits: Int32Array, n: number): number[] => {
        const best = new TopK(n, tie);
        // Leaders (a word in the title or the vehicle) rank above every other match: when
        // enough of them pass the filters, the others need no key at all.
        const leading = this.bitsAnd(bits, leaders, this.wordScratch);
        this.relevanceKeys(criteria, leading, keys);
        this.offerAll(leading, fits, keys, 1, best);
        if (best.size < n) {
          const others = this.bitsAndNot(bits, leaders, this.wordScratch);
          this.relevanceKeys(criteria, others, keys);
          this.offerAll(others, fits, keys, 1, best);
        }
        return best.sorted();
      };
      // Owners of the vehicle confirmed these fit: they come first, each group by relevance.
      const confirmed = this.confirmedBits(criteria.vehicle);
      let slots: number[];
      if (confirmed === null) slots = ranked(match, k);
      else {
        const words = (this.slots + 31) >>> 5;
        slots = ranked(this.bitsAnd(match, confirmed, new Int32Array(words)), k);
        if (slots.length < k) {
          const rest = this.bitsAndNot(match, confirmed, new Int32Array(words));
          slots = [...slots, ...ranked(rest, k - slots.length)];
        }
      }
      return slots.slice(criteria.offset).map((slot) => this.ids[slot]!);
    }
    const { keys, sign, tie } = this.order(criteria.sort);
    const matches = bitCount(match, (this.slots + 31) >>> 5);
    if (matches >= WALK_MATCHES_PER_RESULT * k) {
      // Sorts without words share the newest order.
      const sort = criteria.sort === 'relevance' ? 'newest' : criteria.sort;
      const order = this.sortOrders.get(sort, () => this.sortedSlots(keys, sign, tie));
      const first = order && firstInOrder(order, match, fits, k, matches);
      if (first) return first.slice(criteria.offset).map((slot) => this.ids[slot]!);
    }
    const best = new TopK(k, tie);
    this.offerAll(match, fits, keys, sign, best);
    return best
      .sorted()
      .slice(criteria.offset)
      .map((slot) => this.ids[slot]!);
  }

  /** Offers every slot of the bitset that passes the filters. */
  private offerAll(
    bits: Int32Array,
    fits: ((slot: number) => boolean) | null,
    keys: ArrayLike<number>,
    sign: number,
    best: TopK,
  ): void {
    const words = (this.slots + 31) >>> 5;
    for (let w = 0; w < words; w++)
      for (let word = bits[w]!; word !== 0; word &= word - 1) {
        const slot = (w << 5) | (31 - Math.clz32(word & -word));
        if (fits === null || fits(slot)) best.offer(slot, sign * keys[slot]!);
      }
  }

  /** The slots owners of the vehicle confirmed (isConfirmedFit); null when there are none. */
  private confirmedBits(vehicle: VehicleFilter | null): Int32Array | null {
    const key = confirmationKey(vehicle);
    if (key === null || this.confirmedFits.size === 0) return null;
    let bits: Int32Array | null = null;
    for (const [id, keys] of this.confirmedFits) {
      const slot = this.slotOf.get(id);
      if (slot === undefined || !keys.includes(key)) continue;
      bits ??= new Int32Array((this.slots + 31) >>> 5);
      bits[slot >>> 5]! |= 1 << (slot & 31);
    }
    return bits;
  }

  private bitsAnd(a: Int32Array, b: Int32Array, into: Int32Array): Int32Array {
    const words = (this.slots + 31) >>> 5;
    for (let w = 0; w < words; w++) into[w] = a[w]! & b[w]!;
    return into;
  }

  private bitsAndNot(a: Int32Array, b: Int32Array, into: Int32Array): Int32Array {
    const words = (this.slots + 31) >>> 5;
    for (let w = 0; w < words; w++) into[w] = a[w]! & ~b[w]!;
    return into;
  }

  /**
   * Suggestions: titles with every word (each in any of its forms), those starting with the
   * words as typed first, then the most downloaded.
   */
  suggest(words: WordQuery[], typed: string, limit: number): string[] {
    const match = this.matchBits(words, 'title');
    const best = new TopK(limit, (a, b) => this.byIdDesc(a, b));
    const count = (this.slots + 31) >>> 5;
    for (let w = 0; w < count; w++)
      for (let bits = match[w]!; bits !== 0; bits &= bits - 1) {
        const slot = (w << 5) | (31 - Math.clz32(bits & -bits));
        // Downloads are below 2^31: starting with the words outweighs any count.
        const starts = this.titleKeys[slot]!.startsWith(typed) ? 2 ** 32 : 0;
        best.offer(slot, starts + this.downloads[slot]!);
      }
    return best.sorted().map((slot) => this.ids[slot]!);
  }

  /** Every make and model with documents: years covered, how many, one document's id. */
  vehicles(): VehicleGroup[] {
    const groups = new Map<string, VehicleGroup>();
    for (let slot = 0; slot < this.slots; slot++) {
      if (!this.alive[slot]) continue;
      const { makeSlug, modelSlug, yearStart, yearEnd } = this.cells[this.cell[slot]!]!;
      if (makeSlug === null || modelSlug === null) continue;
      const start = yearStart ?? NO_YEAR;
      const end = yearEnd ?? NO_YEAR;
      const key = `${makeSlug} ${modelSlug}`;
      const group = groups.get(key);
      if (!group) {
        groups.set(key, {
          makeSlug,
          modelSlug,
          yearStart: start,
          yearEnd: end,
          listings: 1,
          sample: this.ids[slot]!,
        });
        continue;
      }
      group.listings++;
      if (start !== NO_YEAR && (group.yearStart === NO_YEAR || start < group.yearStart))
        group.yearStart = start;
      if (end !== NO_YEAR && end > group.yearEnd) group.yearEnd = end;
    }
    return [...groups.values()];
  }

  // ---- matching ----

  /**
   * The live documents with every word (in any of its forms) in the field, as a bitset over the
   * slots (scratch: valid until the next query).
   */
  private matchBits(words: WordQuery[], field: Field): Int32Array {
    const count = (this.slots + 31) >>> 5;
    const match = this.matchScratch;
    match.set(this.aliveBits.subarray(0, count));
    const word = this.wordScratch;
    for (const query of words) {
      word.fill(0, 0, count);
      for (const lexeme of this.lexemesOf(query, true)) {
        const postings = lexeme[field];
        if (!postings) continue;
        const slots = postings.slots;
        for (let i = 0; i < postings.length; i++) {
          const slot = slots[i]!;
          word[slot >>> 5]! |= 1 << (slot & 31);
        }
      }
      for (let w = 0; w < count; w++) match[w]! &= word[w]!;
    }
    return match;
  }

  /** Each slot in any of the lexemes' postings of the field, once. */
  private forEachIn(lexemes: Lexeme[], field: Field, visit: (slot: number) => void): void {
    if (lexemes.length === 1) {
      const postings = lexemes[0]![field];
      if (postings) for (let i = 0; i < postings.length; i++) visit(postings.slots[i]!);
      return;
    }
    if (++this.stampNow === 0xffffffff) {
      this.stamp.fill(0);
      this.stampNow = 1;
    }
    const now = this.stampNow;
    const stamp = this.stamp;
    for (const lexeme of lexemes) {
      const postings = lexeme[field];
      if (!postings) continue;
      for (let i = 0; i < postings.length; i++) {
        const slot = postings.slots[i]!;
        if (stamp[slot] !== now) {
          stamp[slot] = now;
          visit(slot);
        }
      }
    }
  }

  /** The lexemes a word matches: its prefix's run, its other forms and (when asked) typos. */
  private lexemesOf(word: WordQuery, typos: boolean): Lexeme[] {
    const found: Lexeme[] = [];
    const words = this.sortedWords();
    for (let i = this.lowerBound(word.prefix); i < words.length; i++) {
      if (!words[i]!.startsWith(word.prefix)) break;
      found.push(this.lexicon.get(words[i]!)!);
    }
    const others = typos ? [...word.exact, ...word.typos] : word.exact;
    for (const other of others) {
      if (other.startsWith(word.prefix)) continue;
      const lexeme = this.lexicon.get(other);
      if (lexeme && !found.includes(lexeme)) found.push(lexeme);
    }
    return found;
  }

  /** Every word of the lexicon in code unit order (the new ones merged in first). */
  private sortedWords(): string[] {
    if (this.newWords.length === 0) return this.words;
    const added = this.newWords.sort();
    const merged = new Array<string>(this.words.length + added.length);
    let a = 0;
    let b = 0;
    for (let i = 0; i < merged.length; i++)
      merged[i] =
        b >= added.length || (a < this.words.length && this.words[a]! < added[b]!)
          ? this.words[a++]!
          : added[b++]!;
    this.words = merged;
    this.newWords = [];
    return merged;
  }

  /** Where `word` is or would go in the sorted words (sortedWords first). */
  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // ---- filters ----

  /** Every filter of the criteria but the text, as one test of a slot. */
  private filter(criteria: SearchCriteria): ((slot: number) => boolean) | null {
    const byCell =
      Boolean(criteria.vehicle) ||
      criteria.categoryId !== undefined ||
      criteria.isFree !== undefined ||
      criteria.difficulty !== undefined ||
      criteria.mountLocation !== undefined ||
      criteria.material !== undefined;
    const min = criteria.priceMin ?? -Infinity;
    const max = criteria.priceMax ?? Infinity;
    const { cell, price } = this;
    if (!byCell) {
      if (criteria.priceMin === undefined && criteria.priceMax === undefined) return null;
      return (slot) => price[slot]! >= min && price[slot]! <= max;
    }
    // Each cell decided once per filter combination (count-cube's rule), and kept.
    const passes = this.cellPasses.of(this.cells, criteria);
    return (slot) => passes[cell[slot]!] === 1 && price[slot]! >= min && price[slot]! <= max;
  }

  // ---- orders ----

  /** Ties go by id, compared as Postgres compares uuids (their hex text, in order). */
  private byIdDesc(a: number, b: number): number {
    const first = this.idKey[b]! - this.idKey[a]!;
    if (first !== 0) return first;
    const x = this.ids[a]!;
    const y = this.ids[b]!;
    return x < y ? 1 : x > y ? -1 : 0;
  }

  /**
   * The SQL engine's ORDER BY for each sort (see the reference in the tests): a number per
   * slot (times `sign`, the higher first) and the order of equal numbers.
   */
  private order(sort: SearchSort): SortKey {
    const byId = (a: number, b: number) => this.byIdDesc(a, b);
    switch (sort) {
      case 'relevance': // without words to rank by
      case 'newest':
        return { keys: this.createdAt, sign: 1, tie: byId };
      case 'popular':
        return { keys: this.downloads, sign: 1, tie: byId };
      case 'rating':
        return {
          keys: this.ratingAvg,
          sign: 1,
          tie: (a, b) => this.ratingCount[b]! - this.ratingCount[a]! || this.byIdDesc(a, b),
        };
      case 'price_asc':
        return { keys: this.price, sign: -1, tie: (a, b) => -this.byIdDesc(a, b) };
      case 'price_desc':
        return { keys: this.price, sign: 1, tie: byId };
      case 'trending':
        return { keys: this.trending, sign: 1, tie: byId };
      default:
        return unknownSort(sort);
    }
  }

  /**
   * Best match: the parts listed for a vehicle the words name first; then words in the title,
   * whatever typo they needed; more of the optional words; the title as typed; title words
   * without typos; the shorter title; downloads. All but the exact downloads (past 2^28) and
   * the id fold into one number per match (53 bits).
   */
  private relevance(
    criteria: SearchCriteria,
    required: WordQuery[],
    optional: WordQuery[],
  ): { keys: Float64Array; tie: Order; leaders: Int32Array } {
    const vehicleHits = this.fresh(this.vehicleHits);
    const titleHits = this.fresh(this.titleHits);
    const exactHits = this.fresh(this.exactHits);
    const optionalHits = this.fresh(this.optionalHits);
    const leaders = this.leaderScratch.fill(0, 0, (this.slots + 31) >>> 5);
    const lead = (slot: number) => void (leaders[slot >>> 5]! |= 1 << (slot & 31));
    for (const word of [...required, ...optional]) {
      const matching = this.lexemesOf(word, true);
      this.forEachIn(matching, 'vehicle', (slot) => {
        vehicleHits[slot]!++;
        lead(slot);
      });
      this.forEachIn(matching, 'title', (slot) => {
        titleHits[slot]!++;
        lead(slot);
      });
      this.forEachIn(this.lexemesOf(word, false), 'title', (slot) => void exactHits[slot]!++);
    }
    for (const word of optional)
      this.forEachIn(this.lexemesOf(word, true), 'document', (slot) => void optionalHits[slot]!++);
    const downloads = this.downloads;
    return {
      keys: this.keyScratch,
      tie: (a, b) => downloads[b]! - downloads[a]! || this.byIdDesc(a, b),
      leaders,
    };
  }

  /**
   * The relevance keys of the slots in the bitset, from the hits relevance() counted: all but
   * the exact downloads (past 2^28) and the id fold into one number (53 bits).
   */
  private relevanceKeys(criteria: SearchCriteria, bits: Int32Array, keys: Float64Array): void {
    const text = criteria.text;
    const { titleKeys, titleLength, downloads, vehicleHits, titleHits, exactHits, optionalHits } =
      this;
    const words = (this.slots + 31) >>> 5;
    for (let w = 0; w < words; w++)
      for (let word = bits[w]!; word !== 0; word &= word - 1) {
        const slot = (w << 5) | (31 - Math.clz32(word & -word));
        const rank =
          ((((vehicleHits[slot]! * 16 + titleHits[slot]!) * 16 + optionalHits[slot]!) * 2 +
            (titleKeys[slot] === text ? 1 : 0)) *
            16 +
            exactHits[slot]!) *
            256 +
          (TITLE_LENGTH_MAX - titleLength[slot]!);
        keys[slot] = rank * 2 ** 28 + Math.min(downloads[slot]!, DOWNLOADS_KEY_MAX);
      }
  }

  /** The live slots in a sort's order: the key times its sign, higher first, then the tie. */
  private sortedSlots(keys: ArrayLike<number>, sign: number, tie: Order): Int32Array {
    const live = new Int32Array(this.size);
    let n = 0;
    for (let slot = 0; slot < this.slots; slot++) if (this.alive[slot]) live[n++] = slot;
    return live.sort((a, b) => sign * keys[b]! - sign * keys[a]! || tie(a, b));
  }

  /** A scratch array of the index's capacity, zeroed. */
  private fresh(array: Uint8Array): Uint8Array {
    array.fill(0, 0, this.slots);
    return array;
  }

  // ---- storage ----

  private lexeme(word: string): Lexeme {
    let lexeme = this.lexicon.get(word);
    if (!lexeme) {
      lexeme = { document: new Postings(), title: null, vehicle: null };
      this.lexicon.set(word, lexeme);
      this.newWords.push(word);
    }
    return lexeme;
  }

  private writeFields(slot: number, doc: IndexedDoc): void {
    this.invalidateChangedOrders(slot, doc);
    this.titleKeys[slot] = doc.titleKey;
    this.titleLength[slot] = Math.min(characters(doc.titleKey), TITLE_LENGTH_MAX);
    this.price[slot] = doc.priceCents;
    this.createdAt[slot] = doc.createdAtUs;
    this.downloads[slot] = doc.downloadCount;
    this.ratingAvg[slot] = doc.ratingAvg;
    this.ratingCount[slot] = doc.ratingCount;
    this.trending[slot] = doc.trending;
    // One literal shape for every cell row: tally reads thousands of them per count.
    const cell: CubeCell = {
      isUniversalFit: doc.isUniversalFit,
      makeId: doc.makeId,
      makeSlug: doc.makeSlug,
      modelId: doc.modelId,
      modelSlug: doc.modelSlug,
      generationId: doc.generationId,
      trimId: doc.trimId,
      trimKey: doc.trimKey,
      yearStart: doc.yearStart,
      yearEnd: doc.yearEnd,
      categoryId: doc.categoryId,
      isFree: doc.isFree,
      difficulty: doc.difficulty,
      mountLocation: doc.mountLocation,
      materials: doc.materials,
      n: 0,
    };
    const key = JSON.stringify(Object.values(cell));
    let id = this.cellOf.get(key);
    if (id === undefined) {
      id = this.cells.length;
      this.cells.push(cell);
      this.cellOf.set(key, id);
    }
    this.cell[slot] = id;
  }

  /**
   * The sort orders whose key or tie the document's new fields change (a counters update): the
   * fields each sort of order() reads.
   */
  private invalidateChangedOrders(slot: number, doc: IndexedDoc): void {
    const orders = this.sortOrders;
    if (this.createdAt[slot] !== doc.createdAtUs) orders.invalidate('newest');
    if (this.downloads[slot] !== doc.downloadCount) orders.invalidate('popular');
    if (this.ratingAvg[slot] !== doc.ratingAvg || this.ratingCount[slot] !== doc.ratingCount)
      orders.invalidate('rating');
    if (this.price[slot] !== doc.priceCents) {
      orders.invalidate('price_asc');
      orders.invalidate('price_desc');
    }
    if (this.trending[slot] !== doc.trending) orders.invalidate('trending');
  }

  private kill(slot: number): void {
    this.slotOf.delete(this.ids[slot]!);
    this.confirmedFits.delete(this.ids[slot]!);
    this.alive[slot] = 0;
    this.aliveBits[slot >>> 5]! &= ~(1 << (slot & 31));
    this.ids[slot] = null;
    this.dead++;
  }

  private columns(): (Int32Array | Uint32Array | Uint8Array | Float64Array)[] {
    return [
      this.idKey,
      this.titleLength,
      this.textHash,
      this.alive,
      this.price,
      this.createdAt,
      this.downloads,
      this.ratingAvg,
      this.ratingCount,
      this.trending,
      this.cell,
    ];
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Uint32Array | Uint8Array | Float64Array>(array: T): T => {
      const next = new (array.constructor as new (n: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.idKey = grown(this.idKey);
    this.titleLength = grown(this.titleLength);
    this.textHash = grown(this.textHash);
    this.alive = grown(this.alive);
    this.price = grown(this.price);
    this.createdAt = grown(this.createdAt);
    this.downloads = grown(this.downloads);
    this.ratingAvg = grown(this.ratingAvg);
    this.ratingCount = grown(this.ratingCount);
    this.trending = grown(this.trending);
    this.cell = grown(this.cell);
    this.stamp = new Uint32Array(capacity);
    this.stampNow = 0;
    this.vehicleHits = new Uint8Array(capacity);
    this.titleHits = new Uint8Array(capacity);
    this.exactHits = new Uint8Array(capacity);
    this.optionalHits = new Uint8Array(capacity);
    const aliveBits = new Int32Array(capacity >>> 5);
    aliveBits.set(this.aliveBits);
    this.aliveBits = aliveBits;
    this.matchScratch = new Int32Array(capacity >>> 5);
    this.wordScratch = new Int32Array(capacity >>> 5);
    this.keyScratch = new Float64Array(capacity);
    this.leaderScratch = new Int32Array(capacity >>> 5);
    this.capacity = capacity;
  }
}

function unknownSort(sort: never): never {
  throw new Error(`unknown sort ${String(sort)}`);
}

/** The best `k` slots: the highest keys, equal keys in the tie's order (a min-heap). */
class TopK {
  private readonly keys: Float64Array;
  private readonly slots: Int32Array;
  size = 0;

  constructor(
    private readonly k: number,
    private readonly tie: Order,
  ) {
    this.keys = new Float64Array(k);
    this.slots = new Int32Array(k);
  }

  offer(slot: number, key: number): void {
    if (this.size < this.k) {
      let i = this.size++;
      this.keys[i] = key;
      this.slots[i] = slot;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) return;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    if (this.k === 0) return;
    const top = this.keys[0]!;
    if (key < top || (key === top && this.tie(slot, this.slots[0]!) >= 0)) return;
    this.keys[0] = key;
    this.slots[0] = slot;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < this.size && this.worse(left, worst)) worst = left;
      if (right < this.size && this.worse(right, worst)) worst = right;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }

  /** Best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i).sort(
      (i, j) => this.keys[j]! - this.keys[i]! || this.tie(this.slots[i]!, this.slots[j]!),
    );
    return order.map((i) => this.slots[i]!);
  }

  /** Whether entry i comes after entry j. */
  private worse(i: number, j: number): boolean {
    const a = this.keys[i]!;
    const b = this.keys[j]!;
    return a < b || (a === b && this.tie(this.slots[i]!, this.slots[j]!) > 0);
  }

  private swap(i: number, j: number): void {
    const key = this.keys[i]!;
    this.keys[i] = this.keys[j]!;
    this.keys[j] = key;
    const slot = this.slots[i]!;
    this.slots[i] = this.slots[j]!;
    this.slots[j] = slot;
  }
}
