/**
 * A visitor's garage, kept in the browser (localStorage) until they sign in: the same vehicles
 * and active one as a signed-in garage, with the server's rules (10 at most, the same car once,
 * one active). At sign-in its vehicles move into the account's garage (movesAtSignIn) and it
 * empties.
 */
// Types only: a value import would bundle the contracts into the app.
import type { GARAGE_LIMITS, GarageVehicleInput } from '@pitstop/contracts';
import { browserStorage, type KeyValueStorage } from '../../app/browser-storage';
import type { GarageVehicle } from './garage-rules';

// Typed by the contract (its values stay out of the bundle): a drift fails to compile.
export const GARAGE_VEHICLES_MAX: (typeof GARAGE_LIMITS)['vehiclesMax'] = 10;

/** GarageMessages.full, which the server answers too (the spec holds them equal). */
export const GARAGE_FULL = `Your garage is full: it holds ${GARAGE_VEHICLES_MAX} vehicles. Remove one to add another.`;

const KEY = 'pitstop.garage';

/** An id for a vehicle kept in the browser (never sent: the server gives its own). */
export function localVehicleId(): string {
  return `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export interface LocalGarage {
  vehicles: GarageVehicle[];
  activeVehicleId: string | null;
}

export const EMPTY_GARAGE: LocalGarage = { vehicles: [], activeVehicleId: null };

/** A vehicle as the picker names it: ids for the server, names for the pages. */
export type PickedVehicle = Omit<GarageVehicle, 'id' | 'nickname' | 'isActive' | 'createdAt'>;

const sameCar = (a: PickedVehicle, b: PickedVehicle) =>
  a.makeId === b.makeId &&
  a.modelId === b.modelId &&
  a.generationId === b.generationId &&
  a.year === b.year &&
  a.trimId === b.trimId;

function withActive(garage: LocalGarage, id: string | null): LocalGarage {
  return {
    activeVehicleId: id,
    vehicles: garage.vehicles.map((v) => ({ ...v, isActive: v.id === id })),
  };
}

/**
 * Keeps the picked car, active. The same car again is the one already there (made active); a
 * full garage keeps what it has (`full`).
 */
export function addLocalVehicle(
  garage: LocalGarage,
  picked: PickedVehicle,
  newId: string,
  now: Date,
): { garage: LocalGarage; vehicle: GarageVehicle | null; full: boolean } {
  const same = garage.vehicles.find((v) => sameCar(v, picked));
  if (same) {
    const next = withActive(garage, same.id);
    return { garage: next, vehicle: next.vehicles.find((v) => v.id === same.id)!, full: false };
  }
  if (garage.vehicles.length >= GARAGE_VEHICLES_MAX) return { garage, vehicle: null, full: true };
  const vehicle: GarageVehicle = {
    ...picked,
    id: newId,
    nickname: null,
    isActive: true,
    createdAt: now.toISOString(),
  };
  return {
    garage: withActive({ ...garage, vehicles: [...garage.vehicles, vehicle] }, vehicle.id),
    vehicle,
    full: false,
  };
}

export function activateLocalVehicle(garage: LocalGarage, id: string): LocalGarage {
  return garage.vehicles.some((v) => v.id === id) ? withActive(garage, id) : garage;
}

export function renameLocalVehicle(
  garage: LocalGarage,
  id: string,
  nickname: string | null,
): LocalGarage {
  const name = nickname?.trim() || null;
  return {
    ...garage,
    vehicles: garage.vehicles.map((v) => (v.id === id ? { ...v, nickname: name } : v)),
  };
}

/** Without the vehicle; when it was the active one, the newest of the others takes over. */
export function removeLocalVehicle(garage: LocalGarage, id: string): LocalGarage {
  const vehicles = garage.vehicles.filter((v) => v.id !== id);
  const active =
    garage.activeVehicleId === id ? (vehicles.at(-1)?.id ?? null) : garage.activeVehicleId;
  return withActive({ vehicles, activeVehicleId: active }, active);
}

/**
 * What goes to POST /api/garage at sign-in, in order: the active car first (it becomes the
 * account's active vehicle, being the car just picked, and is the one kept if the account's
 * garage has room for one only), then the others, not active.
 */
export function movesAtSignIn(garage: LocalGarage): GarageVehicleInput[] {
  const input = (v: GarageVehicle): GarageVehicleInput => ({
    makeId: v.makeId,
    modelId: v.modelId,
    generationId: v.generationId,
    year: v.year,
    trimId: v.trimId,
    nickname: v.nickname,
    isActive: v.id === garage.activeVehicleId,
  });
  const active = garage.vehicles.filter((v) => v.id === garage.activeVehicleId);
  const others = garage.vehicles.filter((v) => v.id !== garage.activeVehicleId);
  return [...active, ...others].map(input);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value !== '';
const textOrNull = (value: unknown) => value === null || typeof value === 'string';
const yearOrNull = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

function isVehicle(value: unknown): value is GarageVehicle {
  if (!isObject(value)) return false;
  return (
    [
      'id',
      'makeId',
      'makeName',
      'makeSlug',
      'modelId',
      'modelName',
      'modelSlug',
      'createdAt',
    ].every((key) => text(value[key])) &&
    ['generationId', 'generationName', 'trimId', 'trimName', 'nickname'].every((key) =>
      textOrNull(value[key]),
    ) &&
    ['year', 'generationYearStart', 'generationYearEnd'].every((key) => yearOrNull(value[key])) &&
    (value.generationId !== null || value.year !== null)
  );
}

/** A saved garage read back: unreadable vehicles are dropped, a lost active one replaced. */
export function garageFrom(saved: unknown): LocalGarage {
  if (!isObject(saved) || !Array.isArray(saved.vehicles)) return EMPTY_GARAGE;
  const vehicles = saved.vehicles.filter(isVehicle).slice(0, GARAGE_VEHICLES_MAX);
  const wanted = typeof saved.activeVehicleId === 'string' ? saved.activeVehicleId : null;
  const active = vehicles.some((v) => v.id === wanted) ? wanted : (vehicles.at(-1)?.id ?? null);
  return withActive({ vehicles, activeVehicleId: active }, active);
}

export function readLocalGarage(storage: KeyValueStorage | null): LocalGarage {
  try {
    const raw = storage?.getItem(KEY);
    return raw ? garageFrom(JSON.parse(raw)) : EMPTY_GARAGE;
  } catch {
    return EMPTY_GARAGE;
  }
}

export function writeLocalGarage(storage: KeyValueStorage | null, garage: LocalGarage): void {
  try {
    if (garage.vehicles.length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(garage));
  } catch {
    // A full or refused storage: the garage lives on for this page only.
  }
}

// ---- the store the hooks read (useSyncExternalStore) -----------------------------------------

let current: LocalGarage | null = null;
const listeners = new Set<() => void>();

/** The visitor's garage now (read from the browser the first time). */
export function localGarageSnapshot(): LocalGarage {
  current ??= readLocalGarage(browserStorage('local'));
  return current;
}

export function subscribeLocalGarage(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return;
    current = readLocalGarage(browserStorage('local'));
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes the visitor's garage, keeps it in the browser and tells every reader. */
export function updateLocalGarage(change: (garage: LocalGarage) => LocalGarage): void {
  const next = change(localGarageSnapshot());
  if (next === current) return;
  current = next;
  writeLocalGarage(browserStorage('local'), next);
  for (const listener of listeners) listener();
}
