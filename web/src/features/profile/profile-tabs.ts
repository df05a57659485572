/** The profile's tabs, in order, as ?tab= spells them (e.g. /profile?tab=downloads). */
export const PROFILE_TABS = [
  { key: 'uploads', label: 'My Uploads' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'collections', label: 'Collections' },
  { key: 'settings', label: 'Settings' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];

const KEYS = new Set<string>(PROFILE_TABS.map((tab) => tab.key));

/** The tab ?tab= asks for; My Uploads when it is missing or unknown. */
export function parseProfileTab(value: string | null): ProfileTab {
  const key = value?.trim().toLowerCase() ?? '';
  return KEYS.has(key) ? (key as ProfileTab) : 'uploads';
}
