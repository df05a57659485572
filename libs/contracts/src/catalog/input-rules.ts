// What people may link on listings, checked by the gateway's DTOs and again by the catalog
// (the bus has other callers): one definition, so the two cannot drift.

/**
 * Paths on this site that an image may load from: the demo previews and uploaded media. Never
 * the API: an <img> pointing there would make every reader's browser call it with their cookie.
 */
export const SITE_IMAGE_PATHS = ['/demo/', '/media/'] as const;
/**
 * Paths on this site that a listing's files may be served from: uploads, and a stored file's own
 * download address (which an edit sends back to keep the file).
 */
export const SITE_FILE_PATHS = ['/media/', '/api/models3d/'] as const;

/** A listing preview or an image in user Markdown: absolute http(s), or a site image path. */
export function isAllowedImageUrl(url: string): boolean {
  return isAllowedAddress(url, SITE_IMAGE_PATHS);
}

/** A listing's downloadable file: absolute http(s), or a path under SITE_FILE_PATHS. */
export function isAllowedFileUrl(url: string): boolean {
  return isAllowedAddress(url, SITE_FILE_PATHS);
}

const SITE = 'http://site.invalid';

function isAllowedAddress(url: string, sitePaths: readonly string[]): boolean {
  // Whitespace, controls and backslashes: browsers drop or rewrite them, so what they fetch is
  // not what was checked.
  // eslint-disable-next-line no-control-regex
  if (typeof url !== 'string' || !url || /[\s\u0000-\u001F\u007F\\]/.test(url)) return false;
  if (/^https?:\/\//i.test(url)) {
    try {
      return new URL(url).hostname !== '';
    } catch {
      return false;
    }
  }
  if (!sitePaths.some((path) => url.startsWith(path))) return false;
  // The browser resolves '/media/../api/logout' (also spelled with %2e) to a path outside.
  const resolved = new URL(url, SITE);
  return resolved.origin === SITE && sitePaths.some((path) => resolved.pathname.startsWith(path));
}
