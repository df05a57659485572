/** The profile's tabs, in order, as ?tab= spells them (e.g. /profile?tab=downloads). */
export const PROFILE_TABS = [
  { key: 'uploads', label: 'My Uploads' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'collections', label: 'Collections' },
  { key: 'settings', label: 'Settings' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];
