import { generationOfYear, matchName, matchTrim } from './vin-match.js';

const entries = (...names: string[]) => names.map((name, i) => ({ id: `id-${i}`, name }));

describe('matchName: vPIC names meet the taxonomy', () => {
  const makes = entries('Volkswagen', 'Ford', 'BMW', 'Mercedes-Benz', 'Mazda');
  const models = entries('F-150', '3 Series', 'MX-5 Miata', 'Mustang');

  it('matches whatever the case and punctuation', () => {
    expect(matchName(makes, ['VOLKSWAGEN'])?.name).toBe('Volkswagen');
    expect(matchName(makes, ['Mercedes Benz'])?.name).toBe('Mercedes-Benz');
    expect(matchName(models, ['F150'])?.name).toBe('F-150');
    expect(matchName(models, ['3-series'])?.name).toBe('3 Series');
  });

  it('knows the names car people use for a model', () => {
    expect(matchName(models, ['MX-5'])?.name).toBe('MX-5 Miata');
  });

  it('tries the next name when the first matches nothing (BMW: model 328i, series 3-series)', () => {
    expect(matchName(models, ['328i', '3-series'])?.name).toBe('3 Series');
  });

  it('matches nothing rather than guess', () => {
    expect(matchName(models, ['Model 3'])).toBeNull();
    expect(matchName(models, [null])).toBeNull();
    expect(matchName(entries('GT', 'G.T.'), ['GT'])).toBeNull();
  });
});

describe('generationOfYear', () => {
  const golf = [
    { id: 'mk6', yearStart: 2009, yearEnd: 2013 },
    { id: 'mk7', yearStart: 2013, yearEnd: 2020 },
    { id: 'mk8', yearStart: 2020, yearEnd: null },
  ];

  it('finds the generation built in the model year, still built or not', () => {
    expect(generationOfYear(golf, 2017)?.id).toBe('mk7');
    expect(generationOfYear(golf, 2026)?.id).toBe('mk8');
  });

  it('asks in a changeover year, without a year, or before the first generation', () => {
    expect(generationOfYear(golf, 2013)).toBeNull();
    expect(generationOfYear(golf, null)).toBeNull();
    expect(generationOfYear(golf, 2003)).toBeNull();
  });
});

describe('matchTrim', () => {
  const s550 = entries('V6', 'EcoBoost', 'GT', 'GT Convertible', 'Shelby GT500');

  it('takes the trim named alike, or the one whose words vPIC names', () => {
    expect(matchTrim(s550, 'ECOBOOST')?.name).toBe('EcoBoost');
    expect(matchTrim(s550, 'GT Coupe')?.name).toBe('GT');
    expect(matchTrim(s550, 'GT Convertible')?.name).toBe('GT Convertible');
  });

  it('asks when vPIC names no trim or none of ours', () => {
    expect(matchTrim(s550, null)).toBeNull();
    expect(matchTrim(s550, 'Base')).toBeNull();
  });
});
