import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a GET is the person themselves opening the address: a top-level navigation from this
 * site (Sec-Fetch-Mode navigate, into a document, not cross-site). An <img>, fetch() or frame
 * on any page, even one of ours, is not. Without fetch metadata (curl, scripts, browsers that
 * predate it) it counts as a navigation: nothing else tells it apart.
 */
export function isOwnNavigation(headers: IncomingHttpHeaders): boolean {
  const mode = headers['sec-fetch-mode'];
  const site = headers['sec-fetch-site'];
  const dest = headers['sec-fetch-dest'];
  if (site === 'cross-site') return false;
  if (mode === undefined && site === undefined && dest === undefined) return true;
  return mode === 'navigate' && (dest === undefined || dest === 'document');
}
