// Types only: a value import would bundle the contracts into the app.
import type { DownloadDto, ModelFileDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInlineAs } from '../../api/api-error';

export type ModelFile = ModelFileDto;
export type Download = DownloadDto;

/** A listing's files (the model page's download list, 3D preview and Specs) and the user's downloads. */
export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/models3d/{id}/files. Several parts of the model page read it as it loads; each
     * shows a failure where it needs the files (the Specs tab, the preview and download clicks),
     * so there is no toast of its own.
     */
    listModelFiles: build.query<ModelFile[], string>({
      query: (listingId) => `models3d/${encodeURIComponent(listingId)}/files`,
      providesTags: (_result, _error, listingId) => [{ type: 'ModelFile', id: listingId }],
      transformErrorResponse: shownInlineAs('Failed to fetch files'),
    }),
    /** GET /api/downloads: the signed-in user's downloaded listings, latest first. */
    listDownloads: build.query<Download[], void>({
      query: () => 'downloads',
      providesTags: (result) => [
        { type: 'Download', id: 'LIST' },
        ...(result ?? []).map(({ listing }) => ({ type: 'Listing' as const, id: listing.id })),
      ],
      // The Downloads tab shows the failure with a Retry button.
      transformErrorResponse: shownInlineAs('Failed to fetch downloads'),
    }),
  }),
});

export const { useListModelFilesQuery, useListDownloadsQuery } = downloadsApi;

/**
 * A download goes through the browser (a link to a 302), not through this api, so nothing here
 * sees it land: once the server has had time to record it, the Downloads tab and the listing's
 * download count are asked again.
 */
export function downloadRecorded(listingId: string) {
  return downloadsApi.util.invalidateTags([
    { type: 'Download', id: 'LIST' },
    { type: 'Listing', id: listingId },
  ]);
}
