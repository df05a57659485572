import {
  MOUNT_LOCATIONS,
  materialVerdict,
  materialsForLocation,
  unsuitableMaterials,
  type MountLocation,
  type PrintMaterial,
} from './heat-zones.js';
import { passesPrintFilters } from './listing-filters.js';
import {
  PRINT_FILTER_CASES,
  PRINT_FILTER_CASE_LISTINGS,
  type PrintFilterCaseListing,
} from './print-filter-cases.js';

/** What a buyer reads on the model page for each spot: the filaments that last there. */
const SUITABLE: Record<MountLocation, PrintMaterial[]> = {
  sun_interior: ['ASA', 'PA-CF'],
  shaded_interior: ['PETG', 'ABS', 'ASA', 'TPU', 'PA-CF'],
  exterior: ['ASA', 'PA-CF'],
  engine_bay: ['PA-CF'],
  trunk: ['PETG', 'ABS', 'ASA', 'TPU', 'PA-CF'],
};

describe('materialVerdict: which filaments last where a part mounts', () => {
  it.each(MOUNT_LOCATIONS)('%s', (location) => {
    const suitable = materialsForLocation(location)
      .filter((v) => v.suits)
      .map((v) => v.material);
    expect(suitable).toEqual(SUITABLE[location]);
  });

  it('says PLA sags on a sunny dashboard, with both temperatures', () => {
    expect(materialVerdict('PLA', 'sun_interior')).toEqual({
      material: 'PLA',
      suits: false,
      reason: 'softens at 55 °C; this spot reaches 95 °C',
    });
  });

  it('refuses a heat-proof filament that does not stand sunlight outside', () => {
    expect(materialVerdict('ABS', 'exterior').reason).toMatch(/sunlight/);
  });

  it('lists the suitable filaments before the others', () => {
    const verdicts = materialsForLocation('engine_bay');
    expect(verdicts.map((v) => v.suits)).toEqual([true, false, false, false, false, false]);
  });
});

describe('unsuitableMaterials: the seller warning', () => {
  it('names only the materials that fail at the mount location', () => {
    expect(unsuitableMaterials(['PLA', 'ASA'], 'sun_interior').map((v) => v.material)).toEqual([
      'PLA',
    ]);
  });

  it('warns of nothing when the mount location is not given', () => {
    expect(unsuitableMaterials(['PLA'], null)).toEqual([]);
  });
});

describe('passesPrintFilters: the mount-location and material filters', () => {
  it.each(PRINT_FILTER_CASES)('$says', ({ filter, passes }) => {
    const found = (Object.keys(PRINT_FILTER_CASE_LISTINGS) as PrintFilterCaseListing[]).filter(
      (key) => passesPrintFilters(PRINT_FILTER_CASE_LISTINGS[key], filter),
    );
    expect(found).toEqual(passes);
  });
});
