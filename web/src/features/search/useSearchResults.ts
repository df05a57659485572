import type { SearchFacets } from '@pitstop/contracts';
import type { Listing } from '../listings/listingsApi';
import { useSearchListingsInfiniteQuery } from './searchApi';
import type { ResultsState } from './components/SearchResults';
import type { SearchQuery } from './search-query';
import { searchArgs } from './search-query';

/** Listings of every page in order, each once (a listing published between two pages shifts the offsets). */
function joinPages(pages: readonly { items: Listing[] }[]): Listing[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((listing) => !seen.has(listing.id) && !!seen.add(listing.id)),
  );
}

/**
 * The address's search through GET /api/search: the pages loaded so far (a new address starts
 * again from one), the facet counts and total of the first, and Load More from `next`.
 */
export function useSearchResults(query: SearchQuery): {
  facets: SearchFacets | undefined;
  results: ResultsState;
} {
  const search = useSearchListingsInfiniteQuery(searchArgs(query));
  // currentData, not data: the previous address's results must not stand in for this one's.
  const pages = search.currentData?.pages;
  const first = pages?.[0];
  const failure = search.isError ? search.error : undefined;
  return {
    facets: first?.facets,
    results: {
      items: pages && joinPages(pages),
      total: first?.total,
      droppedWords: first?.droppedWords,
      error: pages ? undefined : failure,
      moreError: pages ? failure : undefined,
      hasMore: search.hasNextPage,
      loadingMore: search.isFetchingNextPage,
      retrying: search.isFetching,
      onLoadMore: () => void search.fetchNextPage(),
      onRetry: () => void search.refetch(),
    },
  };
}
