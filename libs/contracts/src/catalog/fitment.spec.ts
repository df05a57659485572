import {
  FITMENT_CASES,
  FITMENT_CASE_LISTING_KEYS,
  FITMENT_CASE_LISTINGS,
  fitmentCaseListing,
} from './fitment-cases.js';
import { fitsVehicle, garageVehicleFilter, listingFit } from './fitment.js';

describe('fitsVehicle: the fit rule', () => {
  it.each(FITMENT_CASES)('$says', ({ vehicle, fits }) => {
    const found = FITMENT_CASE_LISTING_KEYS.filter((key) =>
      fitsVehicle(listingFit(fitmentCaseListing(key)), vehicle),
    );
    expect(found.sort()).toEqual([...fits].sort());
  });

  it('lets every part through when there is no vehicle', () => {
    for (const key of FITMENT_CASE_LISTING_KEYS)
      expect(fitsVehicle(listingFit(fitmentCaseListing(key)), null)).toBe(true);
  });
});

describe('garageVehicleFilter: a garage car as the filter its search and badges use', () => {
  const mk7 = FITMENT_CASE_LISTINGS.golfMk7;
  const car = {
    makeSlug: 'volkswagen',
    modelSlug: 'golf',
    generationId: mk7.generationId,
    year: 2017,
    trimName: 'Golf R',
  };

  it('reads the model year when known, else the generation, and the trim value', () => {
    expect(garageVehicleFilter(car)).toEqual({
      makeSlug: 'volkswagen',
      modelSlug: 'golf',
      year: 2017,
      trim: 'golf-r',
    });
    expect(garageVehicleFilter({ ...car, year: null, trimName: null })).toEqual({
      makeSlug: 'volkswagen',
      modelSlug: 'golf',
      generationId: mk7.generationId,
    });
  });

  it("fits a changeover year's car to its own generation's parts and the other one's", () => {
    const filter = garageVehicleFilter({ ...car, year: 2013, trimName: null });
    expect(fitsVehicle(listingFit(fitmentCaseListing('golfMk7')), filter)).toBe(true);
    expect(fitsVehicle(listingFit(fitmentCaseListing('golfMk6')), filter)).toBe(true);
    expect(fitsVehicle(listingFit(fitmentCaseListing('golfMk8')), filter)).toBe(false);
  });
});
