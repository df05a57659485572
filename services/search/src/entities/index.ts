/**
 * The search service's tables (its own `search` schema) are written with SQL, not entities: the
 * ledger and the Postgres engine's documents (see migrations/1795400000000-SearchIndex.ts).
 */
export const SEARCH_ENTITIES: Function[] = [];
