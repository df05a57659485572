/**
 * The profile's tabs, in order, as ?tab= spells them (e.g. /profile?tab=downloads): the product's
 * four, with the orders issue's Purchases (order history with receipts) and Sales (a seller's
 * sales per listing) after Downloads, and the garage issue's Garage (the user's vehicles) after
 * Collections.
 */
export const PROFILE_TABS = [
  { key: 'uploads', label: 'My Uploads' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'purchases', label: 'Purchases' },
  { key: 'sales', label: 'Sales' },
  { key: 'collections', label: 'Collections' },
  { key: 'garage', label: 'Garage' },
  { key: 'settings', label: 'Settings' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];
