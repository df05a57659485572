import { defineRequest } from '../definitions.js';

/**
 * The site's settings (the admin panel's Settings tab), owned by the users service: it enforces
 * registration itself, and the gateway enforces maintenance mode from a copy it keeps for
 * SITE_SETTINGS_CACHE_SECONDS.
 */
export interface SiteSettingsDto {
  /** Non-admins see a banner and their writes answer 503; reads and admins keep working. */
  maintenanceMode: boolean;
  /** Closed: POST /api/register answers 403 'Registration is closed'. */
  registrationOpen: boolean;
  /** ISO 8601: the last change (the audit). */
  updatedAt: string;
  /** The admin who made the last change; null for the defaults. */
  updatedBy: string | null;
}

/** What anyone may read (GET /api/settings): what the web app needs to show the banner and sign-up. */
export type PublicSiteSettingsDto = Pick<SiteSettingsDto, 'maintenanceMode' | 'registrationOpen'>;

export interface UpdateSiteSettingsPayload {
  actorId: string;
  changes: Partial<Pick<SiteSettingsDto, 'maintenanceMode' | 'registrationOpen'>>;
}

export const SiteSettingsMessages = {
  registrationClosed: 'Registration is closed',
  maintenance: 'The site is under maintenance. Changes are paused for now; please try again later.',
  nothingToChange: 'Send maintenanceMode or registrationOpen (true or false).',
} as const;

export const UsersSettings = {
  get: defineRequest<Record<string, never>, SiteSettingsDto>('users.settings.get'),
  /** Admin only (checked again by users); answers the settings as saved. */
  update: defineRequest<UpdateSiteSettingsPayload, SiteSettingsDto>('users.settings.update'),
} as const;
