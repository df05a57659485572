import { vehicleFilter } from './search-vehicle';

const makes = [
  { id: 'vw', slug: 'volkswagen' },
  { id: 'ford', slug: 'ford' },
];
const models = [
  { id: 'golf', slug: 'golf' },
  { id: 'polo', slug: 'polo' },
];

describe('vehicleFilter', () => {
  it('no vehicle: nothing to look up, nothing to filter', () => {
    expect(vehicleFilter({}, {})).toEqual({ state: 'known', ids: {} });
  });

  it('waits for each level’s list before it can filter', () => {
    expect(vehicleFilter({ make: 'volkswagen' }, {})).toEqual({ state: 'resolving' });
    expect(vehicleFilter({ make: 'volkswagen', model: 'golf' }, { makes })).toEqual({
      state: 'resolving',
    });
    expect(
      vehicleFilter({ make: 'volkswagen', model: 'golf', year: '2017' }, { makes, models }),
    ).toEqual({ state: 'resolving' });
  });

  it('resolves make and model slugs to their ids', () => {
    expect(vehicleFilter({ make: 'volkswagen' }, { makes })).toEqual({
      state: 'known',
      ids: { makeId: 'vw' },
    });
    expect(vehicleFilter({ make: 'volkswagen', model: 'golf' }, { makes, models })).toEqual({
      state: 'known',
      ids: { makeId: 'vw', modelId: 'golf' },
    });
  });

  it('a year built as one generation filters by that generation', () => {
    expect(
      vehicleFilter(
        { make: 'volkswagen', model: 'golf', year: '2017' },
        { makes, models, yearGenerations: [{ id: 'mk7' }] },
      ),
    ).toEqual({ state: 'known', ids: { makeId: 'vw', modelId: 'golf', generationId: 'mk7' } });
  });

  it('a changeover year (two generations) filters by the model alone, hiding neither', () => {
    expect(
      vehicleFilter(
        { make: 'volkswagen', model: 'golf', year: '2013' },
        { makes, models, yearGenerations: [{ id: 'mk6' }, { id: 'mk7' }] },
      ),
    ).toEqual({ state: 'known', ids: { makeId: 'vw', modelId: 'golf' } });
  });

  it('a vehicle the taxonomy does not have fits no part', () => {
    expect(vehicleFilter({ make: 'lada' }, { makes })).toEqual({ state: 'nothing' });
    expect(vehicleFilter({ make: 'volkswagen', model: 'up' }, { makes, models })).toEqual({
      state: 'nothing',
    });
    expect(
      vehicleFilter(
        { make: 'volkswagen', model: 'golf', year: '1990' },
        { makes, models, yearGenerations: [] },
      ),
    ).toEqual({ state: 'nothing' });
  });

  it('a model without its make, or a year without its model, cannot be found', () => {
    expect(vehicleFilter({ model: 'golf' }, { makes, models })).toEqual({ state: 'nothing' });
    expect(vehicleFilter({ make: 'volkswagen', year: '2017' }, { makes })).toEqual({
      state: 'nothing',
    });
  });
});
