import { PRINT_DIFFICULTIES, type PrintDifficulty } from '@pitstop/contracts';
import { withoutFacet, type SearchCriteria } from '../../domain/search-criteria.js';
import { fitsVehicle, type FitmentFields } from '../../domain/vehicle-match.js';
import type { EngineCounts, RawFacets } from '../search-engine.js';

/**
 * How many matching listings share each combination of the fields the page filters on
 * (vehicle, category, free, difficulty): a few thousand rows for a whole catalogue. Counted once
 * per search text (and price range) and index generation, it answers the total and every facet
 * of any filter combination without going back to the database.
 */
export interface CubeCell extends FitmentFields {
  categoryId: string | null;
  isFree: boolean;
  difficulty: PrintDifficulty;
  n: number;
}

/** The columns a cube groups by, as CubeCell's fields. */
export const CUBE_COLUMNS = `d.is_universal AS "isUniversalFit", d.make_id AS "makeId",
  d.make_slug AS "makeSlug", d.model_id AS "modelId", d.model_slug AS "modelSlug",
  d.generation_id AS "generationId", d.trim_id AS "trimId", d.trim_key AS "trimKey",
  d.year_start AS "yearStart", d.year_end AS "yearEnd", d.category_id AS "categoryId",
  d.is_free AS "isFree", d.difficulty`;

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
