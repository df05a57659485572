// Types only: a value import would bundle the contracts into the app.
import type {
  CommentDto,
  FeedbackRemovalDto,
  LikeStateDto,
  ListingDto,
  ListingInput,
  ListingListQuery,
  ListingPage,
  ListingSort,
  PrintDifficulty,
  ReviewDto,
  SellerProfileDto,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import {
  isApiError,
  shownInlineAs,
  withErrorTitle,
  withServerTextOr,
  withSpecTextAndReason,
  type ApiError,
} from '../../api/api-error';
import { totalFrom } from './total-count';

export type Listing = ListingDto;
export type Review = ReviewDto;
export type FeedbackRemovalResult = FeedbackRemovalDto;
export type Comment = CommentDto;
export type Seller = SellerProfileDto;
export type { ListingPage, ListingSort, PrintDifficulty };

/** GET /api/models3d's query (docs/product.md §7). Absent fields mean no filter. */
export type ListingQuery = ListingListQuery;

export interface NewReview {
  listingId: string;
  rating: number;
  title: string;
  bodyMd: string;
}

export interface NewComment {
  listingId: string;
  bodyMd: string;
}

/** A review or comment taken away: the author's own, or an admin's removal with a reason. */
export interface FeedbackRemoval {
  listingId: string;
  id: string;
  /** An admin removing someone else's says why. */
  reason?: string;
}

/** The heart's new state: sent explicitly, so repeating it (two hearts, a double click) is harmless. */
export interface LikeChange {
  listingId: string;
  liked: boolean;
}

export interface ListingChange {
  id: string;
  changes: Partial<ListingInput>;
}

/** No such listing (or one this user may not see: the server answers 404), or a refusal. */
export function isMissingListing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

/** A creator page's listings per Load More (the server's default page). */
export const CREATOR_PAGE_SIZE = 12;

/**
 * The listings in a cached answer of another feature's page of cards: a collection's items, a
 * creator page's listings, each page of an infinite query.
 */
export function forEachCard(data: unknown, apply: (listing: Listing) => void): void {
  if (Array.isArray(data)) data.forEach((item) => forEachCard(item, apply));
  else if (data && typeof data === 'object') {
    const value = data as Record<string, unknown>;
    if ('likedByMe' in value && 'slug' in value) apply(value as unknown as Listing);
    else for (const key of ['pages', 'items', 'listings']) forEachCard(value[key], apply);
  }
}

/** The tags of a page of cards (see forEachCard): a like finds the page by them. */
export function cardTags(listings: Listing[]) {
  return listings.map((listing) => ({ type: 'ListingCard' as const, id: listing.id }));
}

/** Drops empty filters so the URL (and the cache key) only holds what is set. */
export function queryParams(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number | boolean>;
}

/**
 * Listings, their reviews, comments and likes, and the creator card. Search (features/search),
 * reports (admin/moderationApi) and approvals (admin/approvalsApi) inject their own.
 */
export const listingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of listings, with the total over all pages (X-Total-Count). */
    listListings: build.query<ListingPage, ListingQuery>({
      query: (query) => ({ url: 'models3d', params: queryParams(query) }),
      transformResponse: (items: Listing[], meta) => ({
        items,
        total: totalFrom(meta?.response?.headers, items.length),
      }),
      providesTags: (result) => [
        { type: 'Listing', id: 'LIST' },
        ...(result?.items ?? []).map((listing) => ({ type: 'Listing' as const, id: listing.id })),
      ],
      transformErrorResponse: withErrorTitle('Failed to fetch models'),
    }),
    getListingBySlug: build.query<Listing, string>({
      query: (slug) => `models3d/slug/${encodeURIComponent(slug)}`,
      providesTags: (result) => (result ? [{ type: 'Listing', id: result.id }] : []),
      // The page shows its own 'OFF-TRACK…' screen for a 404.
      transformErrorResponse: (error: ApiError) => ({ ...error, inline: error.status === 404 }),
    }),
    /** The edit screen's listing. */
    getListing: build.query<Listing, string>({
      query: (id) => `models3d/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Listing', id }],
      // docs/product.md §8's load error, then the page goes to /profile. Any other failure (the
      // catalog down, no connection) is no reason to leave: the page offers a retry instead.
      transformErrorResponse: (error: ApiError): ApiError =>
        isMissingListing(error)
          ? {
              ...error,
              title: 'Model not found',
              description: "Model not found or you don't have permission to edit it.",
            }
          : { ...error, title: "Couldn't load the model", inline: true },
    }),
    listRelated: build.query<Listing[], string>({
      query: (id) => `models3d/${encodeURIComponent(id)}/related`,
      providesTags: (result) => [
        { type: 'Listing', id: 'LIST' },
        ...(result ?? []).map((listing) => ({ type: 'Listing' as const, id: listing.id })),
      ],
      transformErrorResponse: withErrorTitle('Failed to fetch models'),
    }),
    createListing: build.mutation<Listing, ListingInput>({
      query: (body) => ({ url: 'models3d', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Listing', id: 'LIST' },
        { type: 'PendingListing', id: 'LIST' },
      ],
      transformErrorResponse: withSpecTextAndReason(
        'Upload failed',
        'Failed to upload your model. Please try again.',
      ),
    }),
    updateListing: build.mutation<Listing, ListingChange>({
      query: ({ id, changes }) => ({
        url: `models3d/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Listing', id },
        { type: 'Listing', id: 'LIST' },
        { type: 'PendingListing', id: 'LIST' },
      ],
      transformErrorResponse: withErrorTitle(
        'Update Failed',
        'Failed to update your model. Please try again.',
      ),
    }),
    listReviews: build.query<Review[], string>({
      query: (listingId) => `models3d/${encodeURIComponent(listingId)}/reviews`,
      providesTags: (_result, _error, listingId) => [{ type: 'Review', id: listingId }],
      transformErrorResponse: withErrorTitle('Failed to fetch reviews'),
    }),
    postReview: build.mutation<Review, NewReview>({
      query: ({ listingId, ...body }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/reviews`,
        method: 'POST',
        body,
      }),
      // The listing's ratingAvg and ratingCount change with it.
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'Review', id: listingId },
        { type: 'Listing', id: listingId },
      ],
      transformErrorResponse: withErrorTitle('Error', 'Failed to post review. Please try again.'),
    }),
    /** DELETE …/reviews/{id}: the rating changes with it. */
    removeReview: build.mutation<FeedbackRemovalResult, FeedbackRemoval>({
      query: ({ listingId, id, reason }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/reviews/${encodeURIComponent(id)}`,
        method: 'DELETE',
        body: reason === undefined ? undefined : { reason },
      }),
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'Review', id: listingId },
        { type: 'Listing', id: listingId },
      ],
      transformErrorResponse: withServerTextOr(
        'Delete Failed',
        'Failed to delete the review. Please try again.',
      ),
    }),
    listComments: build.query<Comment[], string>({
      query: (listingId) => `models3d/${encodeURIComponent(listingId)}/comments`,
      providesTags: (_result, _error, listingId) => [{ type: 'Comment', id: listingId }],
      transformErrorResponse: withErrorTitle('Failed to fetch comments'),
    }),
    postComment: build.mutation<Comment, NewComment>({
      query: ({ listingId, bodyMd }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/comments`,
        method: 'POST',
        body: { bodyMd },
      }),
      invalidatesTags: (_result, _error, { listingId }) => [{ type: 'Comment', id: listingId }],
      transformErrorResponse: withErrorTitle('Error', 'Failed to post comment. Please try again.'),
    }),
    removeComment: build.mutation<FeedbackRemovalResult, FeedbackRemoval>({
      query: ({ listingId, id, reason }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/comments/${encodeURIComponent(id)}`,
        method: 'DELETE',
        body: reason === undefined ? undefined : { reason },
      }),
      invalidatesTags: (_result, _error, { listingId }) => [{ type: 'Comment', id: listingId }],
      transformErrorResponse: withServerTextOr(
        'Delete Failed',
        'Failed to delete the comment. Please try again.',
      ),
    }),
    /**
     * A heart click. The body says which way ({liked}) instead of a bare POST that flips: two
     * hearts showing the same listing (a card and the model page, two tabs) can then never undo
     * each other, and a repeated request lands where the first did. The reply is the new state.
     */
    toggleLike: build.mutation<LikeStateDto, LikeChange>({
      query: ({ listingId, liked }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/like`,
        method: 'POST',
        body: { liked },
      }),
      transformErrorResponse: withErrorTitle(
        'Error',
        'Failed to update favorites. Please try again.',
      ),
      async onQueryStarted({ listingId }, { dispatch, getState, queryFulfilled }) {
        let state: LikeStateDto;
        try {
          ({ data: state } = await queryFulfilled);
        } catch {
          return;
        }
        // Every card and page showing this listing flips at once, without refetching.
        const apply = (listing: Listing) => {
          if (listing.id !== listingId) return;
          listing.likedByMe = state.liked;
          listing.likeCount = state.likeCount;
        };
        const root = getState();
        for (const args of listingsApi.util.selectCachedArgsForQuery(root, 'listListings'))
          dispatch(
            listingsApi.util.updateQueryData('listListings', args, (page) =>
              page.items.forEach(apply),
            ),
          );
        for (const args of listingsApi.util.selectCachedArgsForQuery(root, 'listRelated'))
          dispatch(listingsApi.util.updateQueryData('listRelated', args, (l) => l.forEach(apply)));
        for (const args of listingsApi.util.selectCachedArgsForQuery(root, 'getListingBySlug'))
          dispatch(listingsApi.util.updateQueryData('getListingBySlug', args, apply));
        for (const args of listingsApi.util.selectCachedArgsForQuery(root, 'getListing'))
          dispatch(listingsApi.util.updateQueryData('getListing', args, apply));
        // Other pages of cards (search, creator pages, collections) tag theirs: see cardTags.
        for (const { endpointName, originalArgs } of api.util.selectInvalidatedBy(root, [
          { type: 'ListingCard', id: listingId },
        ]))
          dispatch(
            listingsApi.util.updateQueryData(
              endpointName as 'getSellerPage',
              originalArgs as string,
              (data) => forEachCard(data, apply),
            ),
          );
      },
    }),
    /** The model page's creator card: the creator and their totals, no listings. */
    getSeller: build.query<Seller, string>({
      query: (sellerId) => ({
        url: `sellers/${encodeURIComponent(sellerId)}`,
        params: { limit: 0 },
      }),
      providesTags: (_result, _error, sellerId) => [{ type: 'Seller', id: sellerId }],
      transformErrorResponse: withErrorTitle('Failed to fetch creator'),
    }),
    /**
     * The creator page: each page is GET /api/sellers/{id} from an offset, the creator with
     * CREATOR_PAGE_SIZE of their published listings, newest first; Load More asks for the next.
     */
    getSellerPage: build.infiniteQuery<Seller, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, offset) => {
          const next = offset + last.listings.length;
          return last.listings.length > 0 && next < last.listingCount ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: `sellers/${encodeURIComponent(queryArg)}`,
        params: { limit: CREATOR_PAGE_SIZE, offset: pageParam },
      }),
      providesTags: (result, _error, sellerId) => [
        { type: 'Seller', id: sellerId },
        ...cardTags((result?.pages ?? []).flatMap((page) => page.listings)),
      ],
      // The page shows its own 'not found' screen, or the failure with a Retry.
      transformErrorResponse: shownInlineAs('Failed to fetch creator'),
    }),
  }),
});

export const {
  useListListingsQuery,
  useGetListingBySlugQuery,
  useGetListingQuery,
  useListRelatedQuery,
  useCreateListingMutation,
  useUpdateListingMutation,
  useListReviewsQuery,
  usePostReviewMutation,
  useListCommentsQuery,
  usePostCommentMutation,
  useRemoveReviewMutation,
  useRemoveCommentMutation,
  useToggleLikeMutation,
  useGetSellerQuery,
  useGetSellerPageInfiniteQuery,
} = listingsApi;
