import { GARAGE_LIMITS, GarageMessages } from '@pitstop/contracts';
import type { KeyValueStorage } from '../../app/browser-storage';
import {
  EMPTY_GARAGE,
  GARAGE_FULL,
  GARAGE_VEHICLES_MAX,
  activateLocalVehicle,
  addLocalVehicle,
  movesAtSignIn,
  readLocalGarage,
  removeLocalVehicle,
  renameLocalVehicle,
  writeLocalGarage,
  type LocalGarage,
  type PickedVehicle,
} from './local-garage';

const NOW = new Date('2026-05-01T12:00:00Z');

function picked(
  year: number,
  trim: { trimId: string; trimName: string } | null = null,
): PickedVehicle {
  return {
    makeId: 'vw',
    makeName: 'Volkswagen',
    makeSlug: 'volkswagen',
    modelId: 'golf',
    modelName: 'Golf',
    modelSlug: 'golf',
    generationId: 'g-mk7',
    generationName: 'Mk7',
    generationYearStart: 2013,
    generationYearEnd: 2020,
    year,
    trimId: trim?.trimId ?? null,
    trimName: trim?.trimName ?? null,
  };
}

function garageOf(...years: number[]): LocalGarage {
  return years.reduce(
    (garage, year, i) => addLocalVehicle(garage, picked(year), `local-${i + 1}`, NOW).garage,
    EMPTY_GARAGE,
  );
}

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe("a visitor's garage in the browser", () => {
  it("holds as many vehicles as an account's", () => {
    expect(GARAGE_VEHICLES_MAX).toBe(GARAGE_LIMITS.vehiclesMax);
    expect(GARAGE_FULL).toBe(GarageMessages.full);
  });

  it('keeps the picked car active, and the same car once', () => {
    const { garage, vehicle } = addLocalVehicle(EMPTY_GARAGE, picked(2017), 'local-1', NOW);
    expect(vehicle).toMatchObject({ id: 'local-1', isActive: true, year: 2017 });
    expect(garage.activeVehicleId).toBe('local-1');

    const second = addLocalVehicle(garage, picked(2018), 'local-2', NOW).garage;
    expect(second.activeVehicleId).toBe('local-2');
    expect(second.vehicles.filter((v) => v.isActive).map((v) => v.id)).toEqual(['local-2']);

    const again = addLocalVehicle(second, picked(2017), 'local-3', NOW);
    expect(again.vehicle?.id).toBe('local-1');
    expect(again.garage.vehicles).toHaveLength(2);
    expect(again.garage.activeVehicleId).toBe('local-1');
  });

  it('is full at 10 vehicles', () => {
    const full = garageOf(2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022);
    const eleventh = addLocalVehicle(full, picked(2023), 'local-11', NOW);
    expect(eleventh).toEqual({ garage: full, vehicle: null, full: true });
  });

  it('switches, renames, and hands the active role to the newest other when removed', () => {
    let garage = garageOf(2015, 2016, 2017);
    garage = activateLocalVehicle(garage, 'local-1');
    expect(garage.activeVehicleId).toBe('local-1');
    garage = renameLocalVehicle(garage, 'local-2', '  Daily ');
    expect(garage.vehicles[1]!.nickname).toBe('Daily');
    garage = removeLocalVehicle(garage, 'local-1');
    expect(garage.activeVehicleId).toBe('local-3');
    expect(removeLocalVehicle(removeLocalVehicle(garage, 'local-2'), 'local-3')).toEqual(
      EMPTY_GARAGE,
    );
  });

  it('moves into the account at sign-in: the active car first and active, then the others', () => {
    const garage = activateLocalVehicle(garageOf(2015, 2016, 2017), 'local-2');
    const moves = movesAtSignIn(renameLocalVehicle(garage, 'local-1', 'Old one'));
    expect(moves.map((m) => [m.year, m.isActive, m.nickname])).toEqual([
      [2016, true, null],
      [2015, false, 'Old one'],
      [2017, false, null],
    ]);
    expect(moves[0]).toEqual({
      makeId: 'vw',
      modelId: 'golf',
      generationId: 'g-mk7',
      year: 2016,
      trimId: null,
      nickname: null,
      isActive: true,
    });
    expect(movesAtSignIn(EMPTY_GARAGE)).toEqual([]);
  });

  it('survives a reload, and reads a damaged store as what it can', () => {
    const storage = memoryStorage();
    const garage = garageOf(2016, 2017);
    writeLocalGarage(storage, garage);
    expect(readLocalGarage(storage)).toEqual(garage);

    const saved = JSON.parse(storage.map.get('pitstop.garage')!) as LocalGarage;
    saved.vehicles.push({ id: 'broken' } as never);
    saved.activeVehicleId = 'gone';
    storage.setItem('pitstop.garage', JSON.stringify(saved));
    expect(readLocalGarage(storage).vehicles.map((v) => v.id)).toEqual(['local-1', 'local-2']);
    expect(readLocalGarage(storage).activeVehicleId).toBe('local-2');

    storage.setItem('pitstop.garage', '{not json');
    expect(readLocalGarage(storage)).toEqual(EMPTY_GARAGE);
    writeLocalGarage(storage, EMPTY_GARAGE);
    expect(storage.map.size).toBe(0);
  });
});
