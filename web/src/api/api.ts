import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  // JSON when the server says so, text otherwise, so any error body can be shown.
  responseHandler: 'content-type',
});

/**
 * Every endpoint rejects with an ApiError, whatever went wrong. The response stays reachable
 * (meta.response) for endpoints that read a header, such as X-Total-Count.
 */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error)
    return {
      error: toApiError(result.error, result.meta?.response?.statusText),
      meta: result.meta,
    };
  return { data: result.data, meta: result.meta };
};

/**
 * The app's one RTK Query api. Features inject their endpoints (injectEndpoints) with the tags
 * below. Per the spec's data layer: no refetch on focus, reconnect or interval, no retry (the
 * base query never retries), and data is kept for the whole session. The one exception is the
 * signed-in user, which its hook refetches on mount and on window focus (app/access.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Make',
    'VehicleModel',
    'Generation',
    'Trim',
    'User',
    'AdminUser',
    'AdminAudit',
    'Listing',
    'PendingListing',
    'Review',
    'Comment',
    'Report',
    'Seller',
    'ModelFile',
    'Download',
    'Cart',
    'Order',
    'Entitlement',
    'Earnings',
    'Collection',
    // A listing shown as a card on another feature's page (a collection, a creator page):
    // toggleLike finds those caches by it and flips their hearts too.
    'ListingCard',
    'Garage',
  ],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
