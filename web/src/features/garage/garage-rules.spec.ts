import {
  FITMENT_CASES,
  FITMENT_CASE_LISTINGS,
  FITMENT_CASE_LISTING_KEYS,
  fitmentCaseListing,
  trimQueryValue,
  type ListingDto,
  type VehicleFilter,
  type VehicleFitmentDto,
} from '@pitstop/contracts';
import {
  fitLabel,
  isVehicleSearch,
  vehicleDescription,
  vehicleFit,
  vehicleName,
  vehicleSearch,
  withVehicleSearch,
  type GarageVehicle,
} from './garage-rules';

const MK6 = { generationId: 'g-mk6', generationName: 'Mk6', yearStart: 2009, yearEnd: 2013 };
const MK7 = { generationId: 'g-mk7', generationName: 'Mk7', yearStart: 2013, yearEnd: 2020 };
const MK8 = { generationId: 'g-mk8', generationName: 'Mk8', yearStart: 2020, yearEnd: null };

type Listing = Pick<ListingDto, 'isUniversalFit' | 'vehicleFitment'>;

function listingFor(
  generation: typeof MK7 | typeof MK6 | typeof MK8,
  trim: { trimId: string; trimName: string } | null = null,
  overrides: Partial<VehicleFitmentDto> = {},
): Listing {
  return {
    isUniversalFit: false,
    vehicleFitment: {
      makeId: 'vw',
      modelId: 'golf',
      makeName: 'Volkswagen',
      makeSlug: 'volkswagen',
      modelName: 'Golf',
      modelSlug: 'golf',
      trimId: trim?.trimId ?? null,
      trimName: trim?.trimName ?? null,
      ...generation,
      ...overrides,
    },
  };
}

function car(overrides: Partial<GarageVehicle> = {}): GarageVehicle {
  return {
    id: 'v1',
    makeId: 'vw',
    makeName: 'Volkswagen',
    makeSlug: 'volkswagen',
    modelId: 'golf',
    modelName: 'Golf',
    modelSlug: 'golf',
    generationId: MK7.generationId,
    generationName: 'Mk7',
    generationYearStart: 2013,
    generationYearEnd: 2020,
    year: 2017,
    trimId: 'mk7-gti',
    trimName: 'GTI',
    nickname: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const GTI_MK7 = { trimId: 'mk7-gti', trimName: 'GTI' };
const GOLF_R_MK7 = { trimId: 'mk7-r', trimName: 'Golf R' };

/**
 * A shared case's vehicle as a garage car, when a garage car can be it: make and model by slug,
 * the year or the generation, a trim of the taxonomy.
 */
function garageCarOf(vehicle: VehicleFilter): GarageVehicle | null {
  const { makeSlug, modelSlug, year, generationId, trim, ...rest } = vehicle;
  if (!makeSlug || !modelSlug || Object.keys(rest).length > 0) return null;
  if (year !== undefined && generationId !== undefined) return null;
  const trimName = trim
    ? Object.values(FITMENT_CASE_LISTINGS).find(
        (fit) => fit?.trimName && trimQueryValue(fit.trimName) === trim,
      )?.trimName
    : null;
  if (trimName === undefined) return null;
  return car({
    makeId: `id-${makeSlug}`,
    makeSlug,
    modelId: `id-${modelSlug}`,
    modelSlug,
    year: year ?? null,
    generationId: generationId ?? null,
    trimId: null,
    trimName,
  });
}

describe("vehicleFit: the 'fits' rule is the shared one (FITMENT_CASES)", () => {
  const cases = FITMENT_CASES.flatMap(({ says, vehicle, fits }) => {
    const garageCar = garageCarOf(vehicle);
    return garageCar ? [{ says, garageCar, fits }] : [];
  });

  it('covers the cases a garage car can be', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('$says', ({ garageCar, fits }) => {
    for (const key of FITMENT_CASE_LISTING_KEYS) {
      const expected =
        key === 'universal' ? 'universal' : fits.includes(key) ? 'fits' : 'not-listed';
      expect([key, vehicleFit(fitmentCaseListing(key), garageCar)]).toEqual([key, expected]);
    }
  });

  it("reads a car's model year, not its generation: a changeover year's car fits both", () => {
    // 2013: the last Mk6 and the first Mk7 were built that year.
    const changeover = car({
      generationId: MK7.generationId,
      year: 2013,
      trimId: null,
      trimName: null,
    });
    expect(vehicleFit(listingFor(MK6), changeover)).toBe('fits');
    expect(vehicleFit(listingFor(MK7), changeover)).toBe('fits');
    expect(vehicleFit(listingFor(MK8), changeover)).toBe('not-listed');
  });

  it('fits by generation alone when the vehicle has no year', () => {
    const mk7 = car({ year: null, trimId: null, trimName: null });
    expect(vehicleFit(listingFor(MK7), mk7)).toBe('fits');
    expect(vehicleFit(listingFor(MK6), mk7)).toBe('not-listed');
  });

  it("fits a car saved without a trim to each of its trims' parts, as its search finds them", () => {
    expect(vehicleFit(listingFor(MK7, GTI_MK7), car({ trimId: null, trimName: null }))).toBe(
      'fits',
    );
    expect(vehicleFit(listingFor(MK7, GOLF_R_MK7), car())).toBe('not-listed');
  });

  it('is not listed for another model or make, nor without a vehicle; universal for every car', () => {
    expect(vehicleFit(listingFor(MK7, null, { modelSlug: 'jetta' }), car())).toBe('not-listed');
    expect(vehicleFit(listingFor(MK7, null, { makeSlug: 'ford' }), car())).toBe('not-listed');
    expect(vehicleFit({ isUniversalFit: false, vehicleFitment: null }, car())).toBe('not-listed');
    expect(
      vehicleFit({ isUniversalFit: true, vehicleFitment: null }, car({ makeSlug: 'ford' })),
    ).toBe('universal');
  });
});

describe('naming a vehicle', () => {
  it('says the year and model, or the model and generation without a year', () => {
    expect(fitLabel('fits', car({ year: 2022, modelName: 'Golf' }))).toBe('Fits your 2022 Golf');
    expect(fitLabel('not-listed', car({ year: null }))).toBe('Not listed for your Golf Mk7');
    expect(fitLabel('universal', car())).toBe('Universal fit');
  });

  it('prefers the nickname in the navigation bar', () => {
    expect(vehicleName(car())).toBe('2017 Golf GTI');
    expect(vehicleName(car({ nickname: 'Track toy' }))).toBe('Track toy');
    expect(vehicleDescription(car())).toBe('Volkswagen Golf Mk7 (2013–2020), 2017, GTI');
  });
});

describe('the /search filter for a vehicle', () => {
  it("is the search page's make, model, year and trim", () => {
    expect(vehicleSearch(car())).toEqual({
      make: 'volkswagen',
      model: 'golf',
      year: '2017',
      trim: 'gti',
    });
    expect(vehicleSearch(car({ year: null, trimName: 'Golf R' }))).toEqual({
      make: 'volkswagen',
      model: 'golf',
      generationId: MK7.generationId,
      trim: 'golf-r',
    });
  });

  it('turns on and off keeping the text, other filters and the sort', () => {
    const search = vehicleSearch(car());
    const on = withVehicleSearch(
      new URLSearchParams('q=vent&make=ford&model=mustang&filter=free&sort=popular'),
      search,
      true,
    );
    expect(Object.fromEntries(on)).toEqual({
      q: 'vent',
      filter: 'free',
      sort: 'popular',
      make: 'volkswagen',
      model: 'golf',
      year: '2017',
      trim: 'gti',
    });
    expect(isVehicleSearch(Object.fromEntries(on), search)).toBe(true);
    expect(isVehicleSearch({ make: 'volkswagen', model: 'golf', year: '2017' }, search)).toBe(
      false,
    );
    const off = withVehicleSearch(on, search, false);
    expect(off.toString()).toBe('q=vent&filter=free&sort=popular');
  });
});
