import { defineEvent } from '../definitions.js';
import type { VehicleFilter } from './fitment.js';

/**
 * Best match for a vehicle ranks first the parts its owners confirmed (more say it fits than
 * say not). Both search engines read the rule through keys: a listing carries the keys of the
 * vehicles confirmed for it (confirmedFitKeys), a search asks for one key (confirmationKey), and
 * a listing is a confirmed fit when it carries that key (isConfirmedFit). The catalog makes the
 * keys from its confirmations, so the engines never count.
 */

/** One owner's word, with the car as the search address and the original client name it. */
export interface FitVote {
  fits: boolean;
  modelId: string;
  modelSlug: string;
  generationId: string | null;
  /** The generation's years; yearEnd null while it is still built. */
  yearStart: number | null;
  yearEnd: number | null;
  /** The car's model year, when the garage knows it. */
  year: number | null;
}

/** A running generation counts as built up to next year (new model years come out early). */
function lastYear(yearEnd: number | null, now: Date): number {
  return yearEnd ?? now.getUTCFullYear() + 1;
}

/** The keys a search vehicle may ask that one owner's car answers. */
function carKeys(vote: FitVote, now: Date): string[] {
  const years: number[] = [];
  if (vote.generationId !== null && vote.yearStart !== null)
    for (let y = vote.yearStart; y <= lastYear(vote.yearEnd, now); y++) years.push(y);
  else if (vote.year !== null) years.push(vote.year);
  const keys = years.flatMap((y) => [`year:${vote.modelId}:${y}`, `year:${vote.modelSlug}:${y}`]);
  if (vote.generationId !== null) keys.push(`generation:${vote.generationId}`);
  return keys;
}

/**
 * The vehicles owners confirmed a listing fits: for each key, the owners whose car answers it
 * say it fits more often than not. Sorted, so equal votes give equal keys.
 */
export function confirmedFitKeys(votes: readonly FitVote[], now = new Date()): string[] {
  const tally = new Map<string, number>();
  for (const vote of votes)
    for (const key of new Set(carKeys(vote, now)))
      tally.set(key, (tally.get(key) ?? 0) + (vote.fits ? 1 : -1));
  return [...tally.entries()]
    .filter(([, balance]) => balance > 0)
    .map(([key]) => key)
    .sort();
}

/**
 * The key a search's vehicle asks for: its generation, else its model and model year; null
 * when it names neither (a make or a model alone is no car owners could confirm).
 */
export function confirmationKey(vehicle: VehicleFilter | null): string | null {
  if (!vehicle) return null;
  if (vehicle.generationId !== undefined) return `generation:${vehicle.generationId}`;
  if (vehicle.year === undefined) return null;
  const model = vehicle.modelId ?? vehicle.modelSlug;
  return model === undefined ? null : `year:${model}:${vehicle.year}`;
}

/** Whether owners of the vehicle confirmed the listing fits (its keys hold the vehicle's). */
export function isConfirmedFit(keys: readonly string[], vehicle: VehicleFilter | null): boolean {
  const key = confirmationKey(vehicle);
  return key !== null && keys.includes(key);
}

/**
 * A listing's confirmations changed (one posted, changed or removed): its keys now. `version`
 * grows with every change of the listing's confirmations (the database clock in microseconds,
 * taken under the listing's lock): the index keeps the highest.
 */
export interface ListingFitsChangedEvent {
  id: string;
  version: number;
  confirmedFits: string[];
}

export const CatalogFitEvents = {
  changed: defineEvent<ListingFitsChangedEvent>('catalog.listing.fits-changed'),
} as const;
