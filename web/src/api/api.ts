import { createAction } from '@reduxjs/toolkit';
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
 * Where a store made on the server sends its requests (web/src/entry-server.tsx): the gateway
 * answers them itself, as a visitor's; the browser's store has none and asks /api.
 */
export interface ApiTransport {
  /** Absolute, ending in /api. */
  baseUrl: string;
  fetchFn: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

const transportQueries = new WeakMap<ApiTransport, typeof rawBaseQuery>();

function rawBaseQueryFor(extra: unknown): typeof rawBaseQuery {
  const transport = (extra as { apiTransport?: ApiTransport } | undefined)?.apiTransport;
  if (!transport) return rawBaseQuery;
  let query = transportQueries.get(transport);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: transport.baseUrl,
      fetchFn: transport.fetchFn,
      responseHandler: 'content-type',
    });
    transportQueries.set(transport, query);
  }
  return query;
}

/**
 * The answers the server rendered a page with, handed to the browser's store before it hydrates
 * that page, so its first render shows the same data and asks for none of it again.
 */
export interface ServerData {
  api: unknown;
}

export const serverDataArrived = createAction<ServerData>('app/serverDataArrived');

/**
 * A query asked again on purpose (a refetch after a change, a retry, the signed-in refresh of a
 * served page) asks the server, not the browser's HTTP cache: a visitor's public answers may be
 * kept there for a while (Cache-Control), and one kept from before an approval showed the old
 * counts again after the page had shown the new ones. Unchanged answers come back as 304.
 */
function revalidated(args: string | FetchArgs): FetchArgs {
  return typeof args === 'string'
    ? { url: args, cache: 'no-cache' }
    : { ...args, cache: 'no-cache' };
}

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
  const result = await rawBaseQueryFor(api.extra)(
    api.forced ? revalidated(args) : args,
    api,
    extraOptions,
  );
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
  // The served api state as RTK's hydration takes it (its type is the api's own state's).
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverDataArrived.match(action)
      ? (action.payload as unknown as Record<string, never>)[reducerPath]
      : undefined,
  endpoints: () => ({}),
});
