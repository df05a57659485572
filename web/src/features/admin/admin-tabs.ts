/** The admin panel's tabs, in order, as ?tab= spells them (e.g. /admin?tab=approvals). */
export const ADMIN_TABS = [
  { key: 'users', label: 'Users' },
  { key: 'approvals', label: 'Approvals' },
  { key: 'reports', label: 'Reports' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

const KEYS = new Set<string>(ADMIN_TABS.map((tab) => tab.key));

/** The tab ?tab= asks for; Users when it is missing or unknown. */
export function parseAdminTab(value: string | null): AdminTab {
  const key = value?.trim().toLowerCase() ?? '';
  return KEYS.has(key) ? (key as AdminTab) : 'users';
}
