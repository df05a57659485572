import type { VehicleSuggestion } from '@pitstop/contracts';
import type { IndexedVehicle } from '../../engines/search-engine.js';
import { OPEN_YEAR_END } from '../search-document.js';
import { withinTypos } from '../typos.js';
import { searchableText } from '../vocabulary/search-vocabulary.js';
import { singular } from '../vocabulary/word-forms.js';

/** A make, or a make's model, that can be suggested, with every word it answers to. */
interface Candidate {
  suggestion: VehicleSuggestion;
  words: string[];
  listings: number;
}

/** A name's words and the other words it stands for (aliases, codes apart and together). */
const wordsOfName = (name: string): string[] => searchableText(name).split(' ');

function years(start: number, end: number): string {
  return `${start}–${end === OPEN_YEAR_END ? 'Present' : end}`;
}

/** The makes (with their models' listings summed) and the models of the index's vehicles. */
function candidatesOf(vehicles: readonly IndexedVehicle[]): Candidate[] {
  const makes = new Map<string, Candidate>();
  const models: Candidate[] = [];
  for (const vehicle of vehicles) {
    const makeWords = wordsOfName(vehicle.makeName);
    const make = makes.get(vehicle.makeSlug);
    if (make) make.listings += vehicle.listings;
    else
      makes.set(vehicle.makeSlug, {
        suggestion: {
          label: vehicle.makeName,
          makeSlug: vehicle.makeSlug,
          modelSlug: null,
          years: null,
        },
        words: makeWords,
        listings: vehicle.listings,
      });
    models.push({
      suggestion: {
        label: `${vehicle.makeName} ${vehicle.modelName}`,
        makeSlug: vehicle.makeSlug,
        modelSlug: vehicle.modelSlug,
        years: years(vehicle.yearStart, vehicle.yearEnd),
      },
      words: [...makeWords, ...wordsOfName(vehicle.modelName)],
      listings: vehicle.listings,
    });
  }
  return [...makes.values(), ...models];
}

/**
 * How well a typed word matches a name's words: 3 the same word, 2 the start of one (the word
 * being typed), 1 within its typos; 0 none.
 */
function matchOf(typed: string, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === typed || word === singular(typed)) return 3;
    if (word.startsWith(typed)) best = Math.max(best, 2);
    else if (best === 0 && withinTypos(typed, word)) best = 1;
  }
  return best;
}

/**
 * The makes and models whose names (or aliases: 'chevy', 'vette') have every typed word: the
 * closest matches first, a make before its models, then the vehicles with more parts.
 */
export function suggestVehicles(
  vehicles: readonly IndexedVehicle[],
  typed: readonly string[],
  limit: number,
): VehicleSuggestion[] {
  if (typed.length === 0) return [];
  const scored: { candidate: Candidate; score: number }[] = [];
  for (const candidate of candidatesOf(vehicles)) {
    let score = 0;
    for (const word of typed) {
      const match = matchOf(word, candidate.words);
      if (match === 0) {
        score = -1;
        break;
      }
      score += match;
    }
    if (score > 0) scored.push({ candidate, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.candidate.suggestion.modelSlug !== null) -
          Number(b.candidate.suggestion.modelSlug !== null) ||
        b.candidate.listings - a.candidate.listings ||
        a.candidate.suggestion.label.localeCompare(b.candidate.suggestion.label),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate.suggestion);
}
