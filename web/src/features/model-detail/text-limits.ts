/**
 * How long reviews, comments and report details may be. The contract's LISTING_LIMITS is a
 * value the app can't import (type-only imports keep the contracts out of the bundle); typed
 * by it, these fail to compile if they ever drift from it.
 */
import type { LISTING_LIMITS } from '@pitstop/contracts';

type Limits = typeof LISTING_LIMITS;

export const REVIEW_BODY_MAX: Limits['reviewBodyMax'] = 5000;
export const COMMENT_BODY_MAX: Limits['commentBodyMax'] = 2000;
export const REPORT_DETAILS_MAX: Limits['reportDetailsMax'] = 1000;
