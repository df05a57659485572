import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';
import type { Listing } from '../listings/listingsApi';
import { setArgs, toAdminPage, type AdminPage } from './admin-page';

/** The approval queue and an admin's decision on a listing (the Approvals tab, a model page). */
export const approvalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A page of the approval queue, oldest first; `q` searches titles. */
    listPendingListings: build.query<
      AdminPage<Listing>,
      { q?: string; limit: number; offset: number }
    >({
      query: (args) => ({ url: 'admin/pending-models', params: setArgs(args) }),
      transformResponse: (items: Listing[], meta) => toAdminPage(items, meta),
      providesTags: [{ type: 'PendingListing', id: 'LIST' }],
      transformErrorResponse: withErrorTitle('Failed to fetch pending models'),
    }),
    decideListing: build.mutation<Listing, { listingId: string; approved: boolean }>({
      query: ({ listingId, approved }) => ({
        url: `admin/models/${encodeURIComponent(listingId)}/approve`,
        method: 'PATCH',
        body: { approved },
      }),
      // Approval publishes it: home shelves, make counts and the creator's count change.
      invalidatesTags: (_result, _error, { listingId }) => [
        { type: 'PendingListing', id: 'LIST' },
        { type: 'Listing', id: 'LIST' },
        { type: 'Listing', id: listingId },
        'Make',
        'Seller',
      ],
      transformErrorResponse: withServerText('Update failed'),
    }),
  }),
});

export const { useListPendingListingsQuery, useDecideListingMutation } = approvalsApi;
