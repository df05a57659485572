// Types only: a value import would bundle the contracts into the app.
import type { SuggestResult } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline } from '../../api/api-error';

/** The search boxes' own calls; the results page's search is listingsApi.searchListings. */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useSuggestSearchQuery } = searchApi;
