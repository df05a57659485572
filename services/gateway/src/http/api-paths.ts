/**
 * Addresses the API answers (uploaded images under /media are redirects to signed addresses);
 * everything else is the web app's. A query may follow the prefix directly (/api?x).
 */
const API_PATHS = /^\/(api|health|media)(\/|$|\?)/;
/** The OpenAPI browser (Swagger UI): a page of its own under /api, with scripts and styles. */
const API_DOCS_PAGES = /^\/api\/docs(\/|$|\?)/;

export const isApiPath = (url: string): boolean => API_PATHS.test(url);

/** An address whose answers are data (JSON, files, redirects), never a page to render. */
export const answersData = (url: string): boolean => isApiPath(url) && !API_DOCS_PAGES.test(url);
