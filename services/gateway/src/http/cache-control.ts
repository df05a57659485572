import { Header } from '@nestjs/common';

/**
 * Answers that depend on who reads them (their drafts, what they like): a browser may keep them
 * but must ask again, and no shared cache may keep them at all.
 */
export const VIEWER_DEPENDENT = 'private, max-age=0';
export const ViewerDependent = () => Header('Cache-Control', VIEWER_DEPENDENT);

/** The same for everyone and briefly worth keeping, by the browser and shared caches alike. */
export const SHARED_BRIEFLY = 'public, max-age=30';

/**
 * A read that is the same for every visitor (a kept answer): browsers and a CDN may keep it a
 * little while and serve it stale while they ask again; a change shows in the gateway's own
 * answers at once (kept per index generation) and in theirs within max-age.
 */
export const PUBLIC_READ = 'public, max-age=10, stale-while-revalidate=60';

/** The same for every visitor, but asked again each time (a collection its owner may hide). */
export const PUBLIC_REVALIDATED = 'public, no-cache';
