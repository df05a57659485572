import type { SearchCriteria } from '../../domain/search-criteria.js';
import { passesFilters, type FilterFields } from './count-cube.js';

/**
 * Which cells (count-cube.ts) pass a search's filters, one byte per cell, kept per filter
 * combination: a large catalogue has tens of thousands of cells, and deciding them all again for
 * every query was a third of the search service's time. Cells are only ever appended, so a kept
 * answer is completed for the cells added since rather than decided again; the least recently
 * used combinations go first beyond `capacity`.
 */
export class CellPasses {
  private readonly kept = new Map<string, { passes: Uint8Array; decided: number }>();

  constructor(private readonly capacity = 128) {}

  /** passes[cell] is 1 when the cell passes the criteria's filters (not text or price). */
  of(cells: readonly FilterFields[], criteria: SearchCriteria): Uint8Array {
    const key = filterKey(criteria);
    let entry = this.kept.get(key);
    if (entry) this.kept.delete(key);
    else entry = { passes: new Uint8Array(0), decided: 0 };
    if (entry.decided < cells.length) {
      if (entry.passes.length < cells.length) {
        const grown = new Uint8Array(Math.max(cells.length, entry.passes.length * 2, 64));
        grown.set(entry.passes);
        entry.passes = grown;
      }
      for (let i = entry.decided; i < cells.length; i++)
        entry.passes[i] = passesFilters(cells[i]!, criteria) ? 1 : 0;
      entry.decided = cells.length;
    }
    this.kept.set(key, entry);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value!);
    return entry.passes;
  }
}

/** The criteria's fields that passesFilters reads, as one string. */
function filterKey(criteria: SearchCriteria): string {
  return JSON.stringify([
    criteria.categoryId ?? null,
    criteria.isFree ?? null,
    criteria.difficulty ?? null,
    criteria.mountLocation ?? null,
    criteria.material ?? null,
    criteria.vehicle,
  ]);
}
