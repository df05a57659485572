// Types only: a value import would bundle the contracts into the app.
import type { VinDecodeDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { shownInline } from '../../api/api-error';

/**
 * GET /api/vin/{vin}: a mutation, not a query, so the VIN is kept in no cache of the store;
 * the form shows the server's reason for a VIN it refuses.
 */
export const vinApi = api.injectEndpoints({
  endpoints: (build) => ({
    decodeVin: build.mutation<VinDecodeDto, string>({
      query: (vin) => ({ url: `vin/${encodeURIComponent(vin)}`, method: 'GET' }),
      transformErrorResponse: shownInline,
    }),
  }),
});

export const { useDecodeVinMutation } = vinApi;
