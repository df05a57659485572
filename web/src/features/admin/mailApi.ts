// Types only: a value import would bundle the contracts into the app.
import type { FailedMailPage } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle } from '../../api/api-error';

/** Mail that failed for good (the users worker's dead letters), for the Settings tab's card. */
export const mailApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFailedMail: build.query<FailedMailPage, void>({
      query: () => ({ url: 'admin/mail/failed', params: { limit: 10 } }),
      transformErrorResponse: withErrorTitle('Failed to fetch the failed mail'),
    }),
  }),
});

export const { useListFailedMailQuery } = mailApi;
