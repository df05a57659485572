/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const USERS_MIGRATIONS: Function[] = [];
