import { defineJob } from '../definitions.js';

/** The search service's jobs (its own process runs them: the rebuild reads the catalog). */
export const SearchJobs = {
  /** Rebuilds the index from the catalog; its result says how many listings it read. */
  rebuildIndex: defineJob<Record<string, never>, { processed: number }>('search.index.rebuild'),
} as const;
