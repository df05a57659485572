import type { DemoListingSeed } from './demo-listings.types.js';

/** The demo catalog `npm start` seeds (filled by the demo-catalog work). */
export const DEMO_LISTINGS: readonly DemoListingSeed[] = [];
