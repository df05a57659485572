/** The search service's tables (its own `search` schema). */
export const SEARCH_ENTITIES: Function[] = [];
