/** Applied in order at start; listed explicitly so the build needs no file globbing. */
export const MEDIA_MIGRATIONS: Function[] = [];
