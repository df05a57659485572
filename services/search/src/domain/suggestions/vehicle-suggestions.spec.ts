import type { IndexedVehicle } from '../../engines/search-engine.js';
import { OPEN_YEAR_END } from '../search-document.js';
import { suggestVehicles } from './vehicle-suggestions.js';

const vehicle = (
  makeName: string,
  modelName: string,
  listings: number,
  yearStart = 2010,
  yearEnd = OPEN_YEAR_END,
): IndexedVehicle => ({
  makeSlug: makeName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  makeName,
  modelSlug: modelName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  modelName,
  yearStart,
  yearEnd,
  listings,
});

const INDEX = [
  vehicle('Chevrolet', 'Corvette', 4, 2005, 2013),
  vehicle('Chevrolet', 'Camaro', 9),
  vehicle('Volkswagen', 'Golf', 12),
  vehicle('Nissan', 'GT-R', 2),
  vehicle('Mazda', 'MX-5 Miata', 5),
];
const labels = (typed: string[], limit = 4) =>
  suggestVehicles(INDEX, typed, limit).map((suggestion) => suggestion.label);

describe('vehicle suggestions', () => {
  it('offers the make first, then its models with more parts first', () => {
    expect(labels(['chev'])).toEqual(['Chevrolet', 'Chevrolet Camaro', 'Chevrolet Corvette']);
  });

  it('knows makes and models by their aliases', () => {
    expect(labels(['chevy', 'vette'])).toEqual(['Chevrolet Corvette']);
    expect(labels(['gtr'])).toEqual(['Nissan GT-R']);
    expect(labels(['miata'])).toEqual(['Mazda MX-5 Miata']);
  });

  it('forgives a typo in a whole word, and needs every word', () => {
    expect(labels(['corvete'])).toEqual(['Chevrolet Corvette']);
    expect(labels(['golf', 'knob'])).toEqual([]);
  });

  it('links to /search for the vehicle, with the years its parts cover', () => {
    expect(suggestVehicles(INDEX, ['corvette'], 4)).toEqual([
      {
        label: 'Chevrolet Corvette',
        makeSlug: 'chevrolet',
        modelSlug: 'corvette',
        years: '2005–2013',
      },
    ]);
    expect(suggestVehicles(INDEX, ['golf'], 4)[0]!.years).toBe('2010–Present');
  });
});
