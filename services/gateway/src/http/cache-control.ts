import { Header } from '@nestjs/common';

/**
 * Answers that depend on who reads them (their drafts, what they like): a browser may keep them
 * but must ask again, and no shared cache may keep them at all.
 */
export const ViewerDependent = () => Header('Cache-Control', 'private, max-age=0');
