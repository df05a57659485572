/** Nest injection token of the SearchEngine the service runs on. */
export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');
