import { BadRequestError, isUuid } from '@pitstop/common';
import {
  LISTING_LIMITS,
  LISTING_SORTS,
  ListingMessages,
  MOUNT_LOCATIONS,
  PRINT_DIFFICULTIES,
  PRINT_MATERIALS,
  type ListListingsPayload,
  type ListingFilters,
  type ListingSort,
  type Viewer,
} from '@pitstop/contracts';
import { isAdmin } from './people.js';
import { boundedText } from './plain-text.js';

/** A checked list query, as the repository runs it. */
export interface ListingFilter extends ListingFilters {
  /** Words that must each appear in the title, short description, tags, make or model. */
  words: string[];
  sellerId?: string;
  /** The seller's own list (or an admin's look at it): drafts, pending and rejected too. */
  includeUnpublished: boolean;
  sort: ListingSort;
  limit: number;
  offset: number;
}

const SEARCH_WORDS_MAX = 8;
const SEARCH_INVALID = `search must be text of at most ${LISTING_LIMITS.searchMax} characters`;

export function checkListingQuery(
  payload: ListListingsPayload,
  viewer: Viewer | null,
): ListingFilter {
  const id = (value: unknown, field: string) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (!isUuid(value)) throw new BadRequestError(`${field} must be a UUID`);
    return value.toLowerCase();
  };
  const search = boundedText(payload.search, 'search', {
    max: LISTING_LIMITS.searchMax,
    tooLong: SEARCH_INVALID,
  });
  const sellerId = id(payload.sellerId, 'sellerId');
  if (payload.isFree !== undefined && typeof payload.isFree !== 'boolean')
    throw new BadRequestError('isFree must be true or false');
  if (payload.difficulty !== undefined && !PRINT_DIFFICULTIES.includes(payload.difficulty))
    throw new BadRequestError(`difficulty must be one of ${PRINT_DIFFICULTIES.join(', ')}`);
  if (payload.mountLocation !== undefined && !MOUNT_LOCATIONS.includes(payload.mountLocation))
    throw new BadRequestError(ListingMessages.mountLocationInvalid);
  if (payload.material !== undefined && !PRINT_MATERIALS.includes(payload.material))
    throw new BadRequestError(`material must be one of ${PRINT_MATERIALS.join(', ')}`);
  if (payload.sort !== undefined && !LISTING_SORTS.includes(payload.sort))
    throw new BadRequestError(`sort must be one of ${LISTING_SORTS.join(', ')}`);
  return {
    words: search.trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS_MAX),
    makeId: id(payload.makeId, 'makeId'),
    modelId: id(payload.modelId, 'modelId'),
    generationId: id(payload.generationId, 'generationId'),
    trimId: id(payload.trimId, 'trimId'),
    categoryId: id(payload.categoryId, 'categoryId'),
    isFree: payload.isFree,
    difficulty: payload.difficulty,
    mountLocation: payload.mountLocation,
    material: payload.material,
    sellerId,
    includeUnpublished: !!sellerId && (viewer?.id === sellerId || isAdmin(viewer)),
    sort: payload.sort ?? 'newest',
    limit: wholeNumber(
      payload.limit,
      LISTING_LIMITS.pageSizeDefault,
      1,
      LISTING_LIMITS.pageSizeMax,
      'limit',
    ),
    offset: wholeNumber(payload.offset, 0, 0, LISTING_LIMITS.offsetMax, 'offset'),
  };
}

/** One page of reviews or comments, counted from the newest. */
export interface FeedbackPage {
  limit: number;
  offset: number;
}

/** The newest 100 unless asked for fewer, or for older ones with an offset. */
export function checkFeedbackPage(payload: { limit?: unknown; offset?: unknown }): FeedbackPage {
  const max = LISTING_LIMITS.feedbackPageMax;
  return {
    limit: wholeNumber(payload?.limit, max, 1, max, 'limit'),
    offset: wholeNumber(payload?.offset, 0, 0, LISTING_LIMITS.offsetMax, 'offset'),
  };
}

export function wholeNumber(
  value: unknown,
  fallback: number,
  min: number,
  max: number,
  field: string,
): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new BadRequestError(`${field} must be a whole number from ${min} to ${max}`);
  return value;
}
