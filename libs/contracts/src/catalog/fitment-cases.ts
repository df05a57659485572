import type { VehicleFilter } from './fitment.js';
import type { ListingDto, VehicleFitmentDto } from './listings.js';

/**
 * The fit rule's cases, run by everything that decides whether a part fits a vehicle: the rule
 * itself (fitsVehicle), the web's badges, the search service's in-memory filter and its
 * Meilisearch filter, and both engines end to end. A small taxonomy: the Golf's Mk6, Mk7
 * (2013 and 2020 are changeover years) and Mk8 (still built), with GTI and Golf R trims, a
 * Civic, and a universal part.
 */

const id = (n: number) => `f17e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const FITMENT_CASE_IDS = {
  volkswagen: id(1),
  golf: id(2),
  mk6: id(3),
  mk7: id(4),
  mk8: id(5),
  mk7Gti: id(6),
  mk7GolfR: id(7),
  mk8Gti: id(8),
  honda: id(9),
  civic: id(10),
  fk8: id(11),
} as const;

const I = FITMENT_CASE_IDS;

const golf = (
  generationId: string,
  generationName: string,
  yearStart: number,
  yearEnd: number | null,
  trim: { trimId: string; trimName: string } | null = null,
): VehicleFitmentDto => ({
  makeId: I.volkswagen,
  makeName: 'Volkswagen',
  makeSlug: 'volkswagen',
  modelId: I.golf,
  modelName: 'Golf',
  modelSlug: 'golf',
  generationId,
  generationName,
  yearStart,
  yearEnd,
  trimId: trim?.trimId ?? null,
  trimName: trim?.trimName ?? null,
});

/** The parts of the cases: each one's fitment as a listing carries it. */
export const FITMENT_CASE_LISTINGS = {
  golfMk6: golf(I.mk6, 'Mk6', 2009, 2013),
  golfMk7: golf(I.mk7, 'Mk7', 2013, 2020),
  golfMk7Gti: golf(I.mk7, 'Mk7', 2013, 2020, { trimId: I.mk7Gti, trimName: 'GTI' }),
  golfMk7GolfR: golf(I.mk7, 'Mk7', 2013, 2020, { trimId: I.mk7GolfR, trimName: 'Golf R' }),
  golfMk8: golf(I.mk8, 'Mk8', 2020, null),
  golfMk8Gti: golf(I.mk8, 'Mk8', 2020, null, { trimId: I.mk8Gti, trimName: 'GTI' }),
  civicFk8: {
    makeId: I.honda,
    makeName: 'Honda',
    makeSlug: 'honda',
    modelId: I.civic,
    modelName: 'Civic',
    modelSlug: 'civic',
    generationId: I.fk8,
    generationName: 'FK8',
    yearStart: 2017,
    yearEnd: 2021,
    trimId: null,
    trimName: null,
  },
  universal: null,
} satisfies Record<string, VehicleFitmentDto | null>;

export type FitmentCaseListing = keyof typeof FITMENT_CASE_LISTINGS;

export const FITMENT_CASE_LISTING_KEYS = Object.keys(FITMENT_CASE_LISTINGS) as FitmentCaseListing[];

/** A case's part as a listing's fields: null fitment is universal fit. */
export function fitmentCaseListing(
  key: FitmentCaseListing,
): Pick<ListingDto, 'isUniversalFit' | 'vehicleFitment'> {
  const vehicleFitment = FITMENT_CASE_LISTINGS[key];
  return { isUniversalFit: vehicleFitment === null, vehicleFitment };
}

export interface FitmentCase {
  /** The rule the case shows, in a buyer's words. */
  says: string;
  vehicle: VehicleFilter;
  /** Exactly the parts that fit it. */
  fits: FitmentCaseListing[];
}

const MK7_ALL = ['golfMk7', 'golfMk7Gti', 'golfMk7GolfR'] as const;
const MK8_ALL = ['golfMk8', 'golfMk8Gti'] as const;
const GOLF_ALL = ['golfMk6', ...MK7_ALL, ...MK8_ALL] as const;

export const FITMENT_CASES: FitmentCase[] = [
  {
    says: 'a vehicle with no level given takes every part',
    vehicle: {},
    fits: [...GOLF_ALL, 'civicFk8', 'universal'],
  },
  {
    says: "a make takes its models' parts and universal ones",
    vehicle: { makeSlug: 'volkswagen' },
    fits: [...GOLF_ALL, 'universal'],
  },
  {
    says: 'a make by id as by slug',
    vehicle: { makeId: I.volkswagen },
    fits: [...GOLF_ALL, 'universal'],
  },
  {
    says: 'another make takes its own parts and universal ones',
    vehicle: { makeSlug: 'honda', modelSlug: 'civic' },
    fits: ['civicFk8', 'universal'],
  },
  {
    says: 'a make without parts takes only universal ones',
    vehicle: { makeSlug: 'ford', modelSlug: 'focus' },
    fits: ['universal'],
  },
  {
    says: 'a model of another make takes none of its own',
    vehicle: { makeSlug: 'honda', modelSlug: 'golf' },
    fits: ['universal'],
  },
  {
    says: 'a year matches the generation built that year',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017 },
    fits: [...MK7_ALL, 'universal'],
  },
  {
    says: 'a changeover year matches both generations built that year',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2013 },
    fits: ['golfMk6', ...MK7_ALL, 'universal'],
  },
  {
    says: 'a changeover year matches the trims of both generations',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2020 },
    fits: [...MK7_ALL, ...MK8_ALL, 'universal'],
  },
  {
    says: 'a generation still built matches every later year',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2026 },
    fits: [...MK8_ALL, 'universal'],
  },
  {
    says: 'a year no generation was built matches only universal parts',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2005 },
    fits: ['universal'],
  },
  {
    says: "a generation matches its own parts, not a neighbour's",
    vehicle: { makeId: I.volkswagen, modelId: I.golf, generationId: I.mk7 },
    fits: [...MK7_ALL, 'universal'],
  },
  {
    says: 'a generation and a year together both narrow: a 2013 Mk7 is no Mk6',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', generationId: I.mk7, year: 2013 },
    fits: [...MK7_ALL, 'universal'],
  },
  {
    says: 'a generation and a year it was not built match only universal parts',
    vehicle: { generationId: I.mk7, year: 2024 },
    fits: ['universal'],
  },
  {
    says: "a trim matches that trim's parts and the parts for every trim",
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017, trim: 'gti' },
    fits: ['golfMk7', 'golfMk7Gti', 'universal'],
  },
  {
    says: 'a trim value with a hyphen for its first space',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2017, trim: 'golf-r' },
    fits: ['golfMk7', 'golfMk7GolfR', 'universal'],
  },
  {
    says: 'a trim matches by name across the generations of a changeover year',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2020, trim: 'gti' },
    fits: ['golfMk7', 'golfMk7Gti', 'golfMk8', 'golfMk8Gti', 'universal'],
  },
  {
    says: "a trim by id matches that trim's parts and the parts for every trim",
    vehicle: { modelId: I.golf, generationId: I.mk7, trimId: I.mk7Gti },
    fits: ['golfMk7', 'golfMk7Gti', 'universal'],
  },
  {
    says: "a trim by id is one generation's: another generation's same-named trim does not match it",
    vehicle: { modelId: I.golf, year: 2020, trimId: I.mk7Gti },
    fits: ['golfMk7', 'golfMk7Gti', 'golfMk8', 'universal'],
  },
  {
    says: 'a vehicle without a trim takes the parts of each of its trims',
    vehicle: { makeSlug: 'volkswagen', modelSlug: 'golf', generationId: I.mk8 },
    fits: [...MK8_ALL, 'universal'],
  },
  {
    says: 'a trim alone narrows only the parts that name a trim',
    vehicle: { trim: 'golf-r' },
    fits: ['golfMk6', 'golfMk7', 'golfMk7GolfR', 'golfMk8', 'civicFk8', 'universal'],
  },
];
