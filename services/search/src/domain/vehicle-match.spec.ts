import { fitsVehicle, type FitmentFields } from './vehicle-match.js';

const mk7Gti: FitmentFields = {
  isUniversalFit: false,
  makeId: 'vw',
  makeSlug: 'volkswagen',
  modelId: 'golf',
  modelSlug: 'golf',
  generationId: 'mk7',
  trimId: 'gti',
  trimKey: 'gti',
  yearStart: 2013,
  yearEnd: 2020,
};
const universal: FitmentFields = {
  isUniversalFit: true,
  makeId: null,
  makeSlug: null,
  modelId: null,
  modelSlug: null,
  generationId: null,
  trimId: null,
  trimKey: null,
  yearStart: null,
  yearEnd: null,
};

describe('fitsVehicle', () => {
  it('fits every vehicle with a universal part, and any part without a vehicle', () => {
    expect(fitsVehicle(universal, { makeSlug: 'honda', year: 1999 })).toBe(true);
    expect(fitsVehicle(mk7Gti, null)).toBe(true);
  });

  it('needs every level given to match, and the year within the generation', () => {
    expect(fitsVehicle(mk7Gti, { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2020 })).toBe(
      true,
    );
    expect(fitsVehicle(mk7Gti, { makeSlug: 'volkswagen', modelSlug: 'golf', year: 2021 })).toBe(
      false,
    );
    expect(fitsVehicle(mk7Gti, { makeSlug: 'honda' })).toBe(false);
    expect(fitsVehicle(mk7Gti, { generationId: 'mk8' })).toBe(false);
  });

  it("takes the part's trim or no trim", () => {
    expect(fitsVehicle(mk7Gti, { trim: 'gti' })).toBe(true);
    expect(fitsVehicle(mk7Gti, { trim: 'golf-r' })).toBe(false);
    expect(fitsVehicle({ ...mk7Gti, trimId: null, trimKey: null }, { trim: 'golf-r' })).toBe(true);
  });
});
