import {
  PRINT_DIFFICULTIES,
  fitsVehicle,
  passesPrintFilters,
  type ListingFit,
  type PrintDifficulty,
  type PrintFilterFields,
} from '@pitstop/contracts';
import { withoutFacet, type SearchCriteria } from '../../domain/search-criteria.js';
import type { EngineCounts, RawFacets } from '../search-engine.js';

/**
 * How many matching listings share each combination of the fields the page filters on
 * (vehicle, category, free, difficulty, mount location, materials): a few thousand cells for a whole catalogue. Counted
 * over the matches of a search text and price range (memory-index.ts), it answers the total and
 * every facet of any filter combination.
 */
export interface CubeCell extends FilterFields {
  n: number;
}

/** The fields a listing is filtered on besides its text and price. */
export interface FilterFields extends ListingFit, PrintFilterFields {
  categoryId: string | null;
  isFree: boolean;
  difficulty: PrintDifficulty;
}

/** Whether listings with these fields pass every filter of the criteria but text and price. */
export function passesFilters(fields: FilterFields, criteria: SearchCriteria): boolean {
  return (
    (!criteria.categoryId || fields.categoryId === criteria.categoryId) &&
    (criteria.isFree === undefined || fields.isFree === criteria.isFree) &&
    (!criteria.difficulty || fields.difficulty === criteria.difficulty) &&
    passesPrintFilters(fields, criteria) &&
    fitsVehicle(fields, criteria.vehicle)
  );
}

/** The total and, when asked, the facets (each under every filter but its own). */
export function tally(cells: CubeCell[], criteria: SearchCriteria, facets: boolean): EngineCounts {
  const anyMake = withoutFacet(criteria, 'make').vehicle;
  let total = 0;
  const raw: RawFacets = {
    make: {},
    universal: 0,
    difficulty: Object.fromEntries(PRINT_DIFFICULTIES.map((d) => [d, 0])),
    free: { free: 0, paid: 0 },
  };
  for (const cell of cells) {
    if (criteria.categoryId && cell.categoryId !== criteria.categoryId) continue;
    if (!passesPrintFilters(cell, criteria)) continue;
    const vehicle = fitsVehicle(cell, criteria.vehicle);
    const difficulty = !criteria.difficulty || cell.difficulty === criteria.difficulty;
    const free = criteria.isFree === undefined || cell.isFree === criteria.isFree;
    if (vehicle && difficulty && free) total += cell.n;
    if (!facets) continue;
    if (difficulty && free && fitsVehicle(cell, anyMake)) {
      if (cell.isUniversalFit || cell.makeSlug === null) raw.universal += cell.n;
      else raw.make[cell.makeSlug] = (raw.make[cell.makeSlug] ?? 0) + cell.n;
    }
    if (vehicle && free)
      raw.difficulty[cell.difficulty] = (raw.difficulty[cell.difficulty] ?? 0) + cell.n;
    if (vehicle && difficulty) raw.free[cell.isFree ? 'free' : 'paid'] += cell.n;
  }
  return facets ? { total, facets: raw } : { total };
}
