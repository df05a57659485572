/**
 * The vehicle in the /search address (make and model slugs, a year, a trim value) as the
 * catalog's list filters it: make, model and generation ids.
 */
import type { VehicleIds } from './search-query';

/** What the address's vehicle does to the results. */
export type VehicleFilter =
  /** A level's taxonomy list is still on its way. */
  | { state: 'resolving' }
  /** A level the taxonomy doesn't have (a mistyped slug, a year the model wasn't built): no part fits it. */
  | { state: 'nothing' }
  | { state: 'known'; ids: VehicleIds };

interface Found {
  makes?: readonly { id: string; slug: string }[];
  /** The chosen make's models. */
  models?: readonly { id: string; slug: string }[];
  /** The chosen model's generations built in the address's year (generationsForYear). */
  yearGenerations?: readonly { id: string }[];
}

const RESOLVING: VehicleFilter = { state: 'resolving' };
const NOTHING: VehicleFilter = { state: 'nothing' };

/**
 * Resolves the levels top-down; each one below the make is only known within the one above it.
 *
 * Not filtered: the trim. The catalog matches trimId exactly, so it would hide the parts that fit
 * every trim of the generation (no trim set); the trim stays a chip until the search service
 * matches 'this trim or any' (issue 5).
 */
export function vehicleFilter(
  query: { make?: string; model?: string; year?: string },
  found: Found,
): VehicleFilter {
  const ids: VehicleIds = {};
  if (query.make) {
    if (!found.makes) return RESOLVING;
    const make = found.makes.find((m) => m.slug === query.make);
    if (!make) return NOTHING;
    ids.makeId = make.id;
  }
  if (query.model) {
    if (!ids.makeId) return NOTHING;
    if (!found.models) return RESOLVING;
    const model = found.models.find((m) => m.slug === query.model);
    if (!model) return NOTHING;
    ids.modelId = model.id;
  }
  if (query.year) {
    if (!ids.modelId) return NOTHING;
    if (!found.yearGenerations) return RESOLVING;
    if (found.yearGenerations.length === 0) return NOTHING;
    // A changeover year (Golf 2013: Mk6 or Mk7) is either generation, and the list filters one
    // generation at a time: rather than hide the parts for one of them, that year filters by
    // the model alone. The search service's fitment matching (issue 5) does it exactly.
    if (found.yearGenerations.length === 1) ids.generationId = found.yearGenerations[0]!.id;
  }
  return { state: 'known', ids };
}
