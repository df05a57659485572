import type { DemoAccountEmail, DemoFitment } from './demo-listings.types.js';

/** A demo owner's word on a demo part, for a car the seeder puts in their garage. */
export interface DemoFitConfirmationSeed {
  listingSlug: string;
  owner: DemoAccountEmail;
  car: DemoFitment & { year: number };
  fits: boolean;
  note: string | null;
  /** Which of the listing's preview renders stands in for the owner's photo (1-based). */
  photo: number | null;
}

const GOLF_MK7 = { make: 'Volkswagen', model: 'Golf', generation: 'Mk7' };
const CIVIC_10 = { make: 'Honda', model: 'Civic', generation: '10th Gen' };
const E46 = { make: 'BMW', model: '3 Series', generation: 'E46' };

/** A few demo buyers printed parts and said whether they fit, most with a photo. */
export const DEMO_FIT_CONFIRMATIONS: DemoFitConfirmationSeed[] = [
  {
    listingSlug: 'golf-ball-shift-knob-for-golf-mk7-gti',
    owner: 'priya@pitstop.test',
    car: { ...GOLF_MK7, year: 2017 },
    fits: true,
    note: 'Threads straight onto the stock shaft, no adapter needed.',
    photo: 2,
  },
  {
    listingSlug: 'golf-ball-shift-knob-for-golf-mk7-gti',
    owner: 'marcus@pitstop.test',
    car: { ...GOLF_MK7, year: 2019 },
    fits: true,
    note: 'Printed in ASA at 40% infill; snug fit.',
    photo: 1,
  },
  {
    listingSlug: 'golf-ball-shift-knob-for-golf-mk7-gti',
    owner: 'lena@pitstop.test',
    car: { ...GOLF_MK7, year: 2016 },
    fits: false,
    note: 'My DSG lever has a different collar: it wobbles.',
    photo: null,
  },
  {
    listingSlug: 'rear-badge-delete-plate-for-golf-mk7',
    owner: 'priya@pitstop.test',
    car: { ...GOLF_MK7, year: 2017 },
    fits: true,
    note: 'Covers the holes exactly.',
    photo: 1,
  },
  {
    listingSlug: 'ribbed-cup-holder-insert-for-civic-10th-gen',
    owner: 'tomas@pitstop.test',
    car: { ...CIVIC_10, year: 2018 },
    fits: true,
    note: null,
    photo: 2,
  },
  {
    listingSlug: 'dual-52mm-gauge-pod-for-e46-3-series',
    owner: 'hana@pitstop.test',
    car: { ...E46, year: 2003 },
    fits: true,
    note: 'Both gauges sit flush; used the printed clips.',
    photo: 1,
  },
];
