// Types only: a value import would bundle the contracts into the app.
import type { ReportDto, ReportReason, TakeDownResult } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';
import { toAdminPage, type AdminPage } from './admin-page';

export type ListingReport = ReportDto;
export type { ReportReason };

/** A report a signed-in user files from a model page. */
export interface NewReport {
  listingId: string;
  reason: ReportReason;
  details: string;
}

export interface TakeDownRequest {
  reportId: string;
  /** What the seller is told; the report's reason when empty. */
  reason?: string;
}

/**
 * Reports: filed from a model page, listed on the admin Reports tab, and its decisions. Both
 * decisions leave the open queue; a take-down also changes the listing (gone from search, home
 * shelves and make counts).
 */
export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportListing: build.mutation<ListingReport, NewReport>({
      query: ({ listingId, ...body }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/reports`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [{ type: 'Report', id: 'LIST' }],
      transformErrorResponse: withServerText('Report failed'),
    }),
    /** A page of the open reports, newest first. */
    listReports: build.query<AdminPage<ListingReport>, { limit: number; offset: number }>({
      query: (args) => ({ url: 'admin/reports', params: args }),
      transformResponse: (items: ListingReport[], meta) => toAdminPage(items, meta),
      providesTags: [{ type: 'Report', id: 'LIST' }],
      transformErrorResponse: withErrorTitle('Failed to fetch reports'),
    }),
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

export const {
  useReportListingMutation,
  useListReportsQuery,
  useDismissReportMutation,
  useTakeDownListingMutation,
} = moderationApi;
