import type { UserRole } from './accounts.js';

export interface DemoAccount {
  /** Fixed, so demo listings (catalog seed) can name their sellers. */
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  bio: string | null;
  role: UserRole;
  /** What the account is for, printed beside its credentials by npm start. */
  persona: 'admin' | 'seller' | 'buyer';
}

/**
 * The accounts `npm start` seeds for local use. Their passwords are public (README.md), so the
 * seed is only ever run by npm start, never in production images.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000001',
    email: 'admin@pitstop.test',
    password: 'pitstop-admin',
    firstName: 'Ava',
    lastName: 'Marshall',
    displayName: 'Pit Boss Ava',
    bio: 'Runs the paddock: approvals, imports and keeping the catalog clean.',
    role: 'admin',
    persona: 'admin',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000002',
    email: 'maya@pitstop.test',
    password: 'pitstop-seller',
    firstName: 'Maya',
    lastName: 'Okafor',
    displayName: 'BoostedMaya',
    bio: 'Mechanical engineer. I design interior mods for hot hatches and test every print in my own GTI.',
    role: 'user',
    persona: 'seller',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000003',
    email: 'dieter@pitstop.test',
    password: 'pitstop-seller',
    firstName: 'Dieter',
    lastName: 'Krause',
    displayName: 'Dieter Designs',
    bio: 'Track-day regular. Gauge pods, ducts and brackets for E46s, 86s and Miatas.',
    role: 'user',
    persona: 'seller',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000004',
    email: 'buyer@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Sam',
    lastName: 'Rivera',
    // No display name: the app falls back to the first name.
    displayName: null,
    bio: null,
    role: 'user',
    persona: 'buyer',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000005',
    email: 'priya@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Priya',
    lastName: 'Raman',
    displayName: 'TrackDayPriya',
    bio: 'ND Miata, too many track days, a Prusa that never gets a day off.',
    role: 'user',
    persona: 'buyer',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000006',
    email: 'marcus@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Marcus',
    lastName: 'Bell',
    displayName: null,
    bio: null,
    role: 'user',
    persona: 'buyer',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000007',
    email: 'lena@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Lena',
    lastName: 'Fischer',
    displayName: 'LenaLaps',
    bio: 'Golf R owner. Prints in ASA, drives in the rain.',
    role: 'user',
    persona: 'buyer',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000008',
    email: 'tomas@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Tomás',
    lastName: 'Ortega',
    displayName: 'Overland Tom',
    bio: 'Tacoma on 33s. If it rattles off a trail, I print a better one.',
    role: 'user',
    persona: 'buyer',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000009',
    email: 'hana@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Hana',
    lastName: 'Sato',
    displayName: null,
    bio: null,
    role: 'user',
    persona: 'buyer',
  },
  {
    id: '6f1f0d8e-2a53-4c55-9d8e-1a0000000010',
    email: 'jordan@pitstop.test',
    password: 'pitstop-buyer',
    firstName: 'Jordan',
    lastName: 'Blake',
    displayName: 'JB Garage',
    bio: 'Weekend wrench. Civic Si, a Bronco project and a label maker.',
    role: 'user',
    persona: 'buyer',
  },
];
