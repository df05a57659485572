/** Nest injection token of the search service's SearchConfig. */
export const SEARCH_CONFIG = Symbol('SEARCH_CONFIG');
