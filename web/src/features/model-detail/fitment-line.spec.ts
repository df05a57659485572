import type { VehicleFitmentDto } from '@pitstop/contracts';
import { modelYears, vehicleLine, vehicleSearchPath } from './fitment-line';

const golf: VehicleFitmentDto = {
  makeId: 'm1',
  modelId: 'm2',
  generationId: 'g1',
  trimId: 't1',
  makeName: 'Volkswagen',
  makeSlug: 'volkswagen',
  modelSlug: 'golf',
  modelName: 'Golf',
  generationName: 'Mk7',
  yearStart: 2013,
  yearEnd: 2020,
  trimName: 'GTI',
};

describe('vehicleLine', () => {
  it("reads 'Make Model (Generation) years - Trim'", () => {
    expect(vehicleLine({ isUniversalFit: false, vehicleFitment: golf })).toBe(
      'Volkswagen Golf (Mk7) 2013–2020 - GTI',
    );
  });

  it("says 'Present' for a generation still built and leaves out a missing trim", () => {
    expect(
      vehicleLine({
        isUniversalFit: false,
        vehicleFitment: { ...golf, yearStart: 2020, yearEnd: null, trimId: null, trimName: null },
      }),
    ).toBe('Volkswagen Golf (Mk7) 2020–Present');
  });

  it('is null for a universal part', () => {
    expect(vehicleLine({ isUniversalFit: true, vehicleFitment: null })).toBeNull();
    expect(vehicleLine({ isUniversalFit: true, vehicleFitment: golf })).toBeNull();
  });
});

describe('modelYears', () => {
  it('shows a single model year once', () => {
    expect(modelYears({ yearStart: 2021, yearEnd: 2021 })).toBe('2021');
  });
});

describe('vehicleSearchPath', () => {
  it('searches the make and model by their slugs', () => {
    expect(vehicleSearchPath(golf)).toBe('/search?make=volkswagen&model=golf');
  });
});
