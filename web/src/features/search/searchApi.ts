// Types only: a value import would bundle the contracts into the app.
import type { SearchAddress, SearchResult, SuggestResult } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, type ApiError } from '../../api/api-error';
import { cardTags, queryParams } from '../listings/listingsApi';

/**
 * GET /api/search's query: the /search address's parameters (SearchAddress) as the address holds
 * them, as text (slugs, the year, the trim value, filter=free), and the page size. The server
 * checks them (400 with a message).
 */
export type SearchArgs = {
  [
    K in keyof Pick<
      SearchAddress,
      | 'q'
      | 'make'
      | 'model'
      | 'generationId'
      | 'year'
      | 'trim'
      | 'difficulty'
      | 'mountLocation'
      | 'material'
      | 'sort'
      | 'filter'
    >
  ]?: string;
} & Pick<SearchAddress, 'limit'>;

/** The results page's search and the search boxes' suggestions. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The /search page's results: each page is one GET /api/search from the offset the one
     * before gave (`next`); the last page's next is null. Facets and total come with every page.
     */
    searchListings: build.infiniteQuery<SearchResult, SearchArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'search',
        params: queryParams({ ...queryArg, offset: pageParam || undefined }),
      }),
      // Its cards' tags too, so a heart click elsewhere finds them (listingsApi.toggleLike).
      providesTags: (result) => {
        const items = (result?.pages ?? []).flatMap((page) => page.items);
        return [
          { type: 'Listing', id: 'LIST' },
          ...items.map((listing) => ({ type: 'Listing' as const, id: listing.id })),
          ...cardTags(items),
        ];
      },
      // The page shows the failure where the results would be, with the server's reason.
      transformErrorResponse: (error: ApiError): ApiError => ({
        ...error,
        title: 'Search failed',
        inline: true,
      }),
    }),
    /**
     * Parts and vehicles for what is typed (suggestText's text). A failure (the search service
     * down answers 503) shows no suggestions and no toast: typing and Enter still search.
     */
    suggestSearch: build.query<SuggestResult, string>({
      query: (text) => ({ url: 'search/suggest', params: { q: text } }),
      // Kept a minute, not the session: each prefix typed is an entry of its own.
      keepUnusedDataFor: 60,
      // A listing approved, edited or added can change what a title suggests.
      providesTags: [{ type: 'Listing', id: 'LIST' }],
      transformErrorResponse: shownInline,
    }),
  }),
});

export const { useSearchListingsInfiniteQuery, useSuggestSearchQuery } = searchApi;
