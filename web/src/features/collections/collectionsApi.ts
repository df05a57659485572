// Types only: a value import would bundle the contracts into the app.
import type { CollectionDto, CollectionSummaryDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInlineAs, withServerTextOr } from '../../api/api-error';
import { cardTags } from '../listings/listingsApi';

export type Collection = CollectionSummaryDto;
export type CollectionDetail = CollectionDto;

/** A collection page's models per Load More. */
export const COLLECTION_PAGE_SIZE = 24;

export interface NewCollection {
  name: string;
  isPublic: boolean;
}

export interface CollectionChange {
  id: string;
  name?: string;
  isPublic?: boolean;
}

export interface CollectionItem {
  collectionId: string;
  modelId: string;
}

const LIST = { type: 'Collection' as const, id: 'LIST' };

/** After the server's reason when it refused ('A collection holds at most 500 models…'). */
const SAVE_FAILED = 'Failed to update the collection. Please try again.';

/**
 * The signed-in user's collections (docs/product.md §7's GET /api/collections) and the rest of
 * them: a collection's page, create, rename, public or private, delete, save and remove a model.
 * Every change refetches the lists and the collection's page.
 */
export const collectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Yours, newest first. With a model's id, each says whether it holds that model (the save
     * dialog's ticks). docs/product.md §8: only a lapsed session is handled; the Collections tab
     * shows any other failure with a Retry.
     */
    listCollections: build.query<Collection[], string | undefined>({
      query: (modelId) => ({ url: 'collections', params: modelId ? { modelId } : undefined }),
      providesTags: [LIST],
      transformErrorResponse: shownInlineAs('Failed to fetch collections'),
    }),
    /** A collection's page: each page of models from an offset; Load More asks for the next. */
    getCollection: build.infiniteQuery<CollectionDetail, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _pages, offset) => {
          const next = offset + last.items.length;
          return last.items.length > 0 && next < last.itemCount ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: `collections/${encodeURIComponent(queryArg)}`,
        params: { limit: COLLECTION_PAGE_SIZE, offset: pageParam },
      }),
      providesTags: (result, _error, id) => [
        { type: 'Collection', id },
        ...cardTags((result?.pages ?? []).flatMap((page) => page.items)),
      ],
      // The page shows its own 'not found' screen, or the failure with a Retry.
      transformErrorResponse: shownInlineAs('Failed to fetch collection'),
    }),
    createCollection: build.mutation<Collection, NewCollection>({
      query: (body) => ({ url: 'collections', method: 'POST', body }),
      invalidatesTags: [LIST],
      transformErrorResponse: withServerTextOr(
        'Collection not created',
        'Failed to create the collection. Please try again.',
      ),
    }),
    updateCollection: build.mutation<Collection, CollectionChange>({
      query: ({ id, ...body }) => ({
        url: `collections/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Collection', id }],
      transformErrorResponse: withServerTextOr(
        'Update failed',
        'Failed to update the collection. Please try again.',
      ),
    }),
    /** Its page is left alone: whoever deleted it leaves it (a refetch would only find a 404). */
    deleteCollection: build.mutation<void, string>({
      query: (id) => ({ url: `collections/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
      transformErrorResponse: withServerTextOr(
        'Delete failed',
        'Failed to delete the collection. Please try again.',
      ),
    }),
    addToCollection: build.mutation<Collection, CollectionItem>({
      query: ({ collectionId, modelId }) => ({
        url: `collections/${encodeURIComponent(collectionId)}/items`,
        method: 'POST',
        body: { modelId },
      }),
      invalidatesTags: (_result, _error, { collectionId }) => [
        LIST,
        { type: 'Collection', id: collectionId },
      ],
      transformErrorResponse: withServerTextOr('Not saved', SAVE_FAILED),
    }),
    removeFromCollection: build.mutation<Collection, CollectionItem>({
      query: ({ collectionId, modelId }) => ({
        url: `collections/${encodeURIComponent(collectionId)}/items/${encodeURIComponent(modelId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { collectionId }) => [
        LIST,
        { type: 'Collection', id: collectionId },
      ],
      transformErrorResponse: withServerTextOr('Not removed', SAVE_FAILED),
    }),
  }),
});

export const {
  useListCollectionsQuery,
  useGetCollectionInfiniteQuery,
  useCreateCollectionMutation,
  useUpdateCollectionMutation,
  useDeleteCollectionMutation,
  useAddToCollectionMutation,
  useRemoveFromCollectionMutation,
} = collectionsApi;
