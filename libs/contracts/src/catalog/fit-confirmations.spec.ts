import { fitSummaryText, fitVehicleLabel, type FitVehicleDto } from './fit-confirmations.js';

const golf: FitVehicleDto = {
  makeName: 'Volkswagen',
  modelId: 'm',
  modelName: 'Golf',
  generationId: 'g',
  generationName: 'Mk7',
  yearStart: 2017,
  yearEnd: 2020,
  year: 2018,
  trimName: null,
};

describe('fitVehicleLabel: the car owners are counted by', () => {
  it('names a generation by its years', () => {
    expect(fitVehicleLabel(golf)).toBe('2017–2020 Golf');
    expect(fitVehicleLabel({ ...golf, yearEnd: null })).toBe('2017–present Golf');
  });

  it('names a car known only by its model year by that year', () => {
    expect(fitVehicleLabel({ ...golf, generationId: null, yearStart: null, yearEnd: null })).toBe(
      '2018 Golf',
    );
  });
});

describe('fitSummaryText: the model page line', () => {
  it('reads as the issue writes it', () => {
    expect(fitSummaryText({ vehicleLabel: '2017–2020 Golf', fits: 14, doesNotFit: 1 })).toBe(
      'Fits: 14 owners of a 2017–2020 Golf confirmed · 1 says it does not',
    );
  });

  it('counts one owner and several dissenters in good English', () => {
    expect(fitSummaryText({ vehicleLabel: '2019 Civic', fits: 1, doesNotFit: 0 })).toBe(
      'Fits: 1 owner of a 2019 Civic confirmed',
    );
    expect(fitSummaryText({ vehicleLabel: '2019 Civic', fits: 1, doesNotFit: 2 })).toBe(
      'Fits: 1 owner of a 2019 Civic confirmed · 2 say it does not',
    );
  });

  it('says plainly when nobody confirmed it fits', () => {
    expect(fitSummaryText({ vehicleLabel: '2019 Civic', fits: 0, doesNotFit: 2 })).toBe(
      'Does not fit: 2 owners of a 2019 Civic say so',
    );
  });
});
