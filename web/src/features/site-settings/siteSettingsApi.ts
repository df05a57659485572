// Types only: a value import would bundle the contracts into the app.
import type { PublicSiteSettingsDto, SiteSettingsDto } from '@pitstop/contracts';
import { api } from '../../api/api';
import { withErrorTitle, withServerText } from '../../api/api-error';

export type PublicSiteSettings = PublicSiteSettingsDto;
export type SiteSettings = SiteSettingsDto;
export type SiteSettingsChange = Partial<
  Pick<SiteSettings, 'maintenanceMode' | 'registrationOpen'>
>;

/**
 * The site settings: what every page reads (the maintenance banner, the sign-up form) and the
 * admin panel's Settings tab. No cache tags of their own: a save writes its answer into both.
 */
export const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<PublicSiteSettings, void>({
      query: () => 'settings',
      // No toast on every page: without settings the site works as if none were set.
      transformErrorResponse: (error) => ({ ...error, inline: true }),
    }),
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => 'admin/settings',
      transformErrorResponse: withErrorTitle('Failed to fetch settings'),
    }),
    updateSiteSettings: build.mutation<SiteSettings, SiteSettingsChange>({
      query: (change) => ({ url: 'admin/settings', method: 'PUT', body: change }),
      transformErrorResponse: withServerText('Error'),
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        let saved: SiteSettings;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return;
        }
        dispatch(siteSettingsApi.util.upsertQueryData('getSiteSettings', undefined, saved));
        dispatch(
          siteSettingsApi.util.upsertQueryData('getPublicSettings', undefined, {
            maintenanceMode: saved.maintenanceMode,
            registrationOpen: saved.registrationOpen,
          }),
        );
      },
    }),
  }),
});

export const { useGetPublicSettingsQuery, useGetSiteSettingsQuery, useUpdateSiteSettingsMutation } =
  siteSettingsApi;

/** How often open pages look again, so a maintenance window shows without a reload. */
export const SETTINGS_POLL_MS = 30_000;
