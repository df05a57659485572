import type { ListingFilters, PrintFilterFields } from './listing-filters.js';

/**
 * The mount-location and material filters' cases (passesPrintFilters), run by the rule itself,
 * the Meilisearch filter string and the memory index's cells.
 */
export const PRINT_FILTER_CASE_LISTINGS = {
  dashPod: { mountLocation: 'sun_interior', materials: ['ASA', 'PA-CF'] },
  shiftKnob: { mountLocation: 'shaded_interior', materials: ['PLA', 'PETG'] },
  badge: { mountLocation: 'exterior', materials: ['ASA'] },
  unsaid: { mountLocation: null, materials: [] },
} as const satisfies Record<string, PrintFilterFields>;

export type PrintFilterCaseListing = keyof typeof PRINT_FILTER_CASE_LISTINGS;

export const PRINT_FILTER_CASES: {
  says: string;
  filter: Pick<ListingFilters, 'mountLocation' | 'material'>;
  passes: PrintFilterCaseListing[];
}[] = [
  {
    says: 'no filter lets every listing through',
    filter: {},
    passes: ['dashPod', 'shiftKnob', 'badge', 'unsaid'],
  },
  {
    says: 'a mount location keeps the parts that mount there',
    filter: { mountLocation: 'exterior' },
    passes: ['badge'],
  },
  {
    says: 'a material keeps the parts whose seller names it',
    filter: { material: 'ASA' },
    passes: ['dashPod', 'badge'],
  },
  {
    says: 'both must hold together',
    filter: { mountLocation: 'sun_interior', material: 'PETG' },
    passes: [],
  },
  {
    says: 'a listing that does not say where it mounts passes no mount location',
    filter: { mountLocation: 'trunk' },
    passes: [],
  },
];
