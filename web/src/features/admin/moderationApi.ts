// Types only: a value import would bundle the contracts into the app.
import type {
  FeedbackRemovalDto,
  ReportDto,
  ReportReason,
  ReportTargetType,
  TakeDownResult,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';
import { toAdminPage, type AdminPage } from './admin-page';

export type ListingReport = ReportDto;
export type { ReportReason, ReportTargetType };

/** What a report names besides the listing: one of its reviews or comments. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** A report a signed-in user files from a model page: of the model, or of a review or comment. */
export interface NewReport {
  listingId: string;
  reason: ReportReason;
  details: string;
  target?: ReportTarget;
}

/** The Reports tab's Remove: the admin removal of the reported review or comment, with why. */
export interface RemoveReportedRequest {
  listingId: string;
  target: ReportTarget;
  reason: string;
}

const reportUrl = (listingId: string, target?: ReportTarget) => {
  const listing = `models3d/${encodeURIComponent(listingId)}`;
  return target
    ? `${listing}/${target.type}s/${encodeURIComponent(target.id)}/reports`
    : `${listing}/reports`;
};

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
      query: ({ listingId, target, ...body }) => ({
        url: reportUrl(listingId, target),
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
    /**
     * DELETE …/reviews/{id} or …/comments/{id} with the admin's reason: it shows as 'Removed by a
     * moderator', and the server settles its open reports (this one among them).
     */
    removeReported: build.mutation<FeedbackRemovalDto, RemoveReportedRequest>({
      query: ({ listingId, target, reason }) => ({
        url: `models3d/${encodeURIComponent(listingId)}/${target.type}s/${encodeURIComponent(target.id)}`,
        method: 'DELETE',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { listingId, target }) => [
        { type: 'Report', id: 'LIST' },
        { type: target.type === 'review' ? 'Review' : 'Comment', id: listingId },
        ...(target.type === 'review' ? [{ type: 'Listing' as const, id: listingId }] : []),
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
  useRemoveReportedMutation,
} = moderationApi;
