// Types only: a value import would bundle the contracts into the app.
import type {
  FitConfirmationDto,
  FitConfirmationInput,
  FitConfirmationsDto,
  FitPhotoCardDto,
  PendingFitPhotoDto,
} from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline, withServerText } from '../../api/api-error';
import { toAdminPage, type AdminPage } from '../admin/admin-page';

export type FitConfirmations = FitConfirmationsDto;
export type FitConfirmation = FitConfirmationDto;
export type FitPhotoCard = FitPhotoCardDto;
export type PendingFitPhoto = PendingFitPhotoDto;

/**
 * Owners confirm the fit (GET|POST /api/models3d/{id}/fit-confirmations), a creator's Makes
 * gallery (GET /api/sellers/{id}/fit-photos) and the cards' 'Confirmed fit' for a garage car.
 */
export const fitConfirmationsApi = api
  .enhanceEndpoints({ addTagTypes: ['FitConfirmations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getFitConfirmations: build.query<FitConfirmations, string>({
        query: (listingId) => `models3d/${encodeURIComponent(listingId)}/fit-confirmations`,
        providesTags: (_result, _error, listingId) => [{ type: 'FitConfirmations', id: listingId }],
        transformErrorResponse: shownInline,
      }),
      confirmFit: build.mutation<
        FitConfirmation,
        { listingId: string; confirmation: FitConfirmationInput }
      >({
        query: ({ listingId, confirmation }) => ({
          url: `models3d/${encodeURIComponent(listingId)}/fit-confirmations`,
          method: 'POST',
          body: confirmation,
        }),
        invalidatesTags: (_result, _error, { listingId }) => [
          { type: 'FitConfirmations', id: listingId },
          { type: 'FitConfirmations', id: 'CONFIRMED' },
        ],
        // The server's words: not downloaded, your own part, a car not in your garage.
        transformErrorResponse: withServerText('Could not save your fit confirmation'),
      }),
      /** Admins: owners' photos waiting for approval, oldest first. */
      listPendingFitPhotos: build.query<
        AdminPage<PendingFitPhoto>,
        { limit: number; offset: number }
      >({
        query: (args) => ({ url: 'admin/fit-photos', params: args }),
        transformResponse: (items: PendingFitPhoto[], meta) => toAdminPage(items, meta),
        providesTags: [{ type: 'FitConfirmations', id: 'PENDING' }],
        transformErrorResponse: shownInline,
      }),
      decideFitPhoto: build.mutation<
        FitConfirmation,
        { confirmationId: string; approved: boolean }
      >({
        query: ({ confirmationId, approved }) => ({
          url: `admin/fit-photos/${encodeURIComponent(confirmationId)}`,
          method: 'PATCH',
          body: { approved },
        }),
        invalidatesTags: (result) => [
          { type: 'FitConfirmations', id: 'PENDING' },
          ...(result ? [{ type: 'FitConfirmations' as const, id: result.listingId }] : []),
        ],
        transformErrorResponse: withServerText('Could not decide on the photo'),
      }),
      /** Every listing owners of this garage car confirmed to fit: one answer for all cards. */
      getConfirmedFits: build.query<string[], string>({
        query: (vehicleId) => `garage/${encodeURIComponent(vehicleId)}/confirmed-fits`,
        providesTags: [{ type: 'FitConfirmations', id: 'CONFIRMED' }],
        transformErrorResponse: shownInline,
      }),
      getSellerFitPhotos: build.query<FitPhotoCard[], string>({
        query: (sellerId) => `sellers/${encodeURIComponent(sellerId)}/fit-photos`,
        transformErrorResponse: shownInline,
      }),
    }),
  });

export const {
  useGetFitConfirmationsQuery,
  useConfirmFitMutation,
  useGetSellerFitPhotosQuery,
  useGetConfirmedFitsQuery,
  useListPendingFitPhotosQuery,
  useDecideFitPhotoMutation,
} = fitConfirmationsApi;
