import { VEHICLE_ALIASES } from '@pitstop/contracts';
import { splitWords } from '../search-criteria.js';
import { PART_SYNONYMS } from './part-synonyms.js';
import { joinedNeighbours, letterDigitParts, singular } from './word-forms.js';

/** A synonym group as words: each member phrase split as the index splits text. */
type Group = readonly (readonly string[])[];

const toWords = (phrase: string): string[] => splitWords(phrase.toLowerCase());

/** Every group of names that mean the same: the vehicle aliases and the part synonyms. */
export const SYNONYM_GROUPS: readonly Group[] = [...VEHICLE_ALIASES, ...PART_SYNONYMS].map(
  (group) => group.map(toWords),
);

/** Groups by the first word of each member, so a text is scanned once. */
const byFirstWord = new Map<string, { member: readonly string[]; group: Group }[]>();
for (const group of SYNONYM_GROUPS)
  for (const member of group) {
    const first = member[0]!;
    const entries = byFirstWord.get(first) ?? [];
    entries.push({ member, group });
    byFirstWord.set(first, entries);
  }

/** Whether `member` starts at `words[at]` (a word or its singular matches each of its words). */
function startsAt(words: readonly string[], at: number, member: readonly string[]): boolean {
  if (at + member.length > words.length) return false;
  return member.every((part, i) => {
    const word = words[at + i]!;
    return word === part || singular(word) === part;
  });
}

/**
 * The words a text's words stand for besides themselves, which the index keeps beside them so
 * that every spelling finds the text: singulars of plurals, letters and digits apart and
 * together, and the other names of any synonym group a phrase of the text belongs to (with
 * those names' own spellings). The words themselves are not repeated.
 */
export function alsoKnownAs(words: readonly string[]): string[] {
  const own = new Set(words);
  const extra = new Set<string>();
  const add = (word: string) => {
    if (!own.has(word)) extra.add(word);
  };
  const addSpellings = (phrase: readonly string[]) => {
    for (const word of phrase) {
      add(word);
      add(singular(word));
      letterDigitParts(word).forEach(add);
    }
    joinedNeighbours(phrase).forEach(add);
  };
  addSpellings(words);
  for (let at = 0; at < words.length; at++) {
    const candidates = [
      ...(byFirstWord.get(words[at]!) ?? []),
      ...(byFirstWord.get(singular(words[at]!)) ?? []),
    ];
    for (const { member, group } of candidates) {
      if (!startsAt(words, at, member)) continue;
      for (const other of group) if (other !== member) addSpellings(other);
    }
  }
  return [...extra];
}

/** A text's words followed by the other words it stands for: what the index searches. */
export function searchableText(...texts: (string | null | undefined)[]): string {
  const words = splitWords(texts.filter(Boolean).join(' ').toLowerCase());
  return [...words, ...alsoKnownAs(words)].join(' ');
}

/**
 * The same groups as Meilisearch's `synonyms` setting: each name maps to every other name of
 * its group (Meilisearch applies them to queries; the index keeps them too, see alsoKnownAs).
 */
export function meilisearchSynonyms(): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  for (const group of SYNONYM_GROUPS) {
    const names = group.map((member) => member.join(' '));
    for (const name of names) {
      const others = names.filter((other) => other !== name);
      synonyms[name] = [...new Set([...(synonyms[name] ?? []), ...others])];
    }
  }
  return synonyms;
}
