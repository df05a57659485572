// Types only: a value import would bundle the contracts into the app.
import type { ListingVersionDto, NewVersionBody } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, withServerText } from '../../api/api-error';

export type ListingVersion = ListingVersionDto;

/** A listing's versions (GET|POST /api/models3d/{id}/versions): the model page's Versions tab. */
export const versionsApi = api.enhanceEndpoints({ addTagTypes: ['Versions'] }).injectEndpoints({
  endpoints: (build) => ({
    getVersions: build.query<ListingVersion[], string>({
      query: (listingId) => `models3d/${encodeURIComponent(listingId)}/versions`,
      providesTags: (_result, _error, listingId) => [{ type: 'Versions', id: listingId }],
      transformErrorResponse: shownInline,
    }),
    addVersion: build.mutation<ListingVersion, { listingId: string; version: NewVersionBody }>({
      query: ({ listingId, version }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/versions`,
        method: 'POST',
        body: version,
      }),
      // The new files are the listing's: its page, files and (maybe) review state change.
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'Versions', id: listingId },
        { type: 'Listing', id: listingId },
        { type: 'ModelFile', id: listingId },
      ],
      // The server's words: no changelog, no files, a file refused, not your model.
      transformErrorResponse: withServerText('Could not publish the new version'),
    }),
  }),
});

export const { useGetVersionsQuery, useAddVersionMutation } = versionsApi;
