/** The admin panel's tabs, in order, as ?tab= spells them (e.g. /admin?tab=approvals). */
export const ADMIN_TABS = [
  { key: 'users', label: 'Users' },
  { key: 'approvals', label: 'Approvals' },
  { key: 'reports', label: 'Reports' },
  { key: 'settings', label: 'Settings' },
  { key: 'audit', label: 'Audit log' },
  { key: 'orders', label: 'Orders' },
  { key: 'vehicles', label: 'Vehicles' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];
