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
];
