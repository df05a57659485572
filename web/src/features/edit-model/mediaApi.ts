// Types only: a value import would bundle the contracts into the app.
import type { ModelFileDto, ModelUnit, NewModelFile, PreviewDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withServerTextOr, withSpecTextAndReason } from '../../api/api-error';

interface ListingRef {
  listingId: string;
}

const listingPath = (listingId: string) => `models3d/${encodeURIComponent(listingId)}`;

/**
 * Any change to a listing's media changes the listing itself (its previews, and it goes back to
 * review), its card in lists, and the pending list.
 */
const listingChanged = (listingId: string) => [
  { type: 'Listing' as const, id: listingId },
  { type: 'Listing' as const, id: 'LIST' },
  { type: 'PendingListing' as const, id: 'LIST' },
];

/**
 * The edit screen's preview images and model files. Previews are read from the listing
 * (GET /api/models3d/{id} brings them with their ids); files from GET /api/models3d/{id}/files
 * (downloads/downloadsApi's listModelFiles, tagged ModelFile by listing).
 */
export const mediaApi = api.injectEndpoints({
  endpoints: (build) => ({
    addPreview: build.mutation<PreviewDto, ListingRef & { storageUrl: string }>({
      query: ({ listingId, storageUrl }) => ({
        url: `${listingPath(listingId)}/previews`,
        method: 'POST',
        body: { storageUrl },
      }),
      invalidatesTags: (_result, _error, { listingId }) => listingChanged(listingId),
      transformErrorResponse: withSpecTextAndReason(
        'Upload Failed',
        'Failed to save preview images.',
      ),
    }),
    deletePreview: build.mutation<void, ListingRef & { previewId: string }>({
      query: ({ listingId, previewId }) => ({
        url: `${listingPath(listingId)}/previews/${encodeURIComponent(previewId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { listingId }) => listingChanged(listingId),
      transformErrorResponse: withServerTextOr('Delete Failed', 'Failed to delete preview image.'),
    }),
    addModelFile: build.mutation<ModelFileDto, ListingRef & Required<NewModelFile>>({
      query: ({ listingId, ...body }) => ({
        url: `${listingPath(listingId)}/files`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'ModelFile', id: listingId },
        ...listingChanged(listingId),
      ],
      transformErrorResponse: withSpecTextAndReason('Upload Failed', 'Failed to save STL files.'),
    }),
    deleteModelFile: build.mutation<void, ListingRef & { fileId: string }>({
      query: ({ listingId, fileId }) => ({
        url: `${listingPath(listingId)}/files/${encodeURIComponent(fileId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'ModelFile', id: listingId },
        ...listingChanged(listingId),
      ],
      transformErrorResponse: withServerTextOr('Delete Failed', 'Failed to delete STL file.'),
    }),
    /** PUT …/files/{fileId}/unit: a listed STL or OBJ's unit; it is measured again. */
    setModelFileUnit: build.mutation<
      ModelFileDto,
      ListingRef & { fileId: string; unit: ModelUnit }
    >({
      query: ({ listingId, fileId, unit }) => ({
        url: `${listingPath(listingId)}/files/${encodeURIComponent(fileId)}/unit`,
        method: 'PUT',
        body: { unit },
      }),
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'ModelFile', id: listingId },
        ...listingChanged(listingId),
      ],
      transformErrorResponse: withServerTextOr('Save Failed', 'Failed to save the unit.'),
    }),
  }),
});

export const {
  useAddPreviewMutation,
  useDeletePreviewMutation,
  useAddModelFileMutation,
  useDeleteModelFileMutation,
  useSetModelFileUnitMutation,
} = mediaApi;
