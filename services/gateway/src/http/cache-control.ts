import { Header } from '@nestjs/common';

/**
 * Answers that depend on who reads them (their drafts, what they like): a browser may keep them
 * but must ask again, and no shared cache may keep them at all.
 */
export const VIEWER_DEPENDENT = 'private, max-age=0';
export const ViewerDependent = () => Header('Cache-Control', VIEWER_DEPENDENT);

/** The same for everyone and briefly worth keeping, by the browser and shared caches alike. */
export const SHARED_BRIEFLY = 'public, max-age=30';
