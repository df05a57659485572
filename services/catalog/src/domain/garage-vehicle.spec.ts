import { GarageMessages as M } from '@pitstop/contracts';
import {
  garageDto,
  nicknameOf,
  optionalYear,
  resolveGarageVehicle,
  type TaxonomyChain,
  type VehicleIds,
} from './garage-vehicle.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const VW = { id: id(1), name: 'Volkswagen' };
const GOLF = { id: id(2), makeId: VW.id, name: 'Golf' };
const MK6 = { id: id(10), name: 'Mk6', yearStart: 2009, yearEnd: 2013 };
const MK7 = { id: id(11), name: 'Mk7', yearStart: 2013, yearEnd: 2020 };
const MK8 = { id: id(12), name: 'Mk8', yearStart: 2022, yearEnd: null };
const MK7_GTI = { id: id(20), generationId: MK7.id, name: 'GTI' };

const chain = (overrides: Partial<TaxonomyChain> = {}): TaxonomyChain => ({
  make: VW,
  model: GOLF,
  generations: [MK6, MK7, MK8],
  trim: null,
  ...overrides,
});
const ids = (overrides: Partial<VehicleIds> = {}): VehicleIds => ({
  makeId: VW.id,
  modelId: GOLF.id,
  generationId: null,
  year: null,
  trimId: null,
  ...overrides,
});
const resolve = (v: Partial<VehicleIds>, c: Partial<TaxonomyChain> = {}) =>
  resolveGarageVehicle(ids(v), chain(c), 2026);

describe('resolveGarageVehicle: make, model, generation or year, and trim belong together', () => {
  it('takes a generation, a year it built and a trim of it', () => {
    expect(
      resolve({ generationId: MK7.id, year: 2017, trimId: MK7_GTI.id }, { trim: MK7_GTI }),
    ).toEqual({
      makeId: VW.id,
      modelId: GOLF.id,
      generationId: MK7.id,
      year: 2017,
      trimId: MK7_GTI.id,
    });
  });

  it('names the generation of a year only one generation built', () => {
    expect(resolve({ year: 2016 }).generationId).toBe(MK7.id);
  });

  it('leaves a changeover year (two generations built it) without a generation', () => {
    expect(resolve({ year: 2013 })).toMatchObject({ generationId: null, year: 2013 });
  });

  it("takes the trim's generation when only the trim and the year are given", () => {
    expect(resolve({ year: 2013, trimId: MK7_GTI.id }, { trim: MK7_GTI }).generationId).toBe(
      MK7.id,
    );
  });

  it('counts a generation still built up to the current year', () => {
    expect(resolve({ year: 2026 }).generationId).toBe(MK8.id);
    expect(() => resolve({ year: 2027 })).toThrow(M.yearNotBuilt('Golf', 2027));
  });

  it('refuses a make that does not exist and a model of another make', () => {
    expect(() => resolve({}, { make: null })).toThrow(M.makeUnknown);
    expect(() => resolve({ year: 2016 }, { model: { ...GOLF, makeId: id(99) } })).toThrow(
      M.modelNotOfMake('Volkswagen'),
    );
    expect(() => resolve({ year: 2016 }, { model: null })).toThrow(M.modelNotOfMake('Volkswagen'));
  });

  it('refuses a generation of another model and a trim of another generation', () => {
    expect(() => resolve({ generationId: id(50) })).toThrow(M.generationNotOfModel('Golf'));
    expect(() => resolve({ generationId: MK8.id, trimId: MK7_GTI.id }, { trim: MK7_GTI })).toThrow(
      M.trimNotOf('Golf Mk8'),
    );
    const otherModelsTrim = { id: id(21), generationId: id(51), name: 'GLI' };
    expect(() =>
      resolve({ year: 2016, trimId: otherModelsTrim.id }, { trim: otherModelsTrim }),
    ).toThrow(M.trimNotOf('Golf'));
    expect(() => resolve({ year: 2016, trimId: id(22) }, { trim: null })).toThrow(
      M.trimNotOf('Golf'),
    );
  });

  it('refuses a year its generation was not built in, and a year no generation was', () => {
    expect(() => resolve({ generationId: MK7.id, year: 2022 })).toThrow(
      M.yearOutsideGeneration('Golf Mk7', '2013–2020', 2022),
    );
    expect(() => resolve({ year: 2021 })).toThrow(M.yearNotBuilt('Golf', 2021));
  });

  it('needs the generation or the year', () => {
    expect(() => resolve({})).toThrow(M.generationOrYearRequired);
  });
});

describe('garage fields', () => {
  it('trims a nickname, reads blank as none, refuses long or control text', () => {
    expect(nicknameOf('  Weekend car ')).toBe('Weekend car');
    expect(nicknameOf('   ')).toBeNull();
    expect(nicknameOf(null)).toBeNull();
    expect(nicknameOf(undefined)).toBeUndefined();
    expect(() => nicknameOf('x'.repeat(41))).toThrow(M.nicknameTooLong);
    expect(() => nicknameOf('a\u0000b')).toThrow(
      'Nickname contains characters that are not allowed',
    );
    expect(() => nicknameOf(5)).toThrow(M.nicknameInvalid);
  });

  it('takes whole model years in range only', () => {
    expect(optionalYear(2020)).toBe(2020);
    expect(optionalYear(null)).toBeNull();
    for (const bad of [2020.5, '2020', 1899, 2101])
      expect(() => optionalYear(bad)).toThrow(M.yearInvalid);
  });

  it('names the active vehicle of a garage', () => {
    const row = (n: number, isActive: boolean) => ({
      id: id(n),
      makeId: VW.id,
      makeName: 'Volkswagen',
      makeSlug: 'volkswagen',
      modelId: GOLF.id,
      modelName: 'Golf',
      modelSlug: 'golf',
      generationId: null,
      generationName: null,
      generationYearStart: null,
      generationYearEnd: null,
      year: 2013,
      trimId: null,
      trimName: null,
      nickname: null,
      isActive,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(garageDto([row(1, false), row(2, true)])).toMatchObject({
      activeVehicleId: id(2),
      limit: 10,
      vehicles: [{ id: id(1), createdAt: '2026-01-01T00:00:00.000Z' }, { id: id(2) }],
    });
    expect(garageDto([]).activeVehicleId).toBeNull();
  });
});
