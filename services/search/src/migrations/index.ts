/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const SEARCH_MIGRATIONS: Function[] = [];
