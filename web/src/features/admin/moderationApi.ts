// Types only: a value import would bundle the contracts into the app.
import type { TakeDownResult } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withServerText } from '../../api/api-error';
import type { ListingReport } from '../listings/listingsApi';

export interface TakeDownRequest {
  reportId: string;
  /** What the seller is told; the report's reason when empty. */
  reason?: string;
}

/**
 * The Reports tab's decisions. Both leave the open queue; a take-down also changes the listing
 * (gone from search, home shelves and make counts).
 */
export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    dismissReport: build.mutation<ListingReport, string>({
      query: (reportId) => ({
        url: `admin/reports/${encodeURIComponent(reportId)}/dismiss`,
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'Report', id: 'LIST' }],
      transformErrorResponse: withServerText('Error'),
    }),
    takeDownListing: build.mutation<TakeDownResult, TakeDownRequest>({
      query: ({ reportId, reason }) => ({
        url: `admin/reports/${encodeURIComponent(reportId)}/take-down`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: (result) => [
        { type: 'Report', id: 'LIST' },
        { type: 'Listing', id: 'LIST' },
        ...(result ? [{ type: 'Listing' as const, id: result.listing.id }] : []),
        'Make',
        'Seller',
      ],
      transformErrorResponse: withServerText('Error'),
    }),
  }),
});

export const { useDismissReportMutation, useTakeDownListingMutation } = moderationApi;
