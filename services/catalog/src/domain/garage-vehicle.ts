import { BadRequestError, requireUuid } from '@pitstop/common';
import {
  GARAGE_LIMITS,
  GarageMessages as M,
  controlCharactersMessage,
  hasControlCharacters,
  hasLoneSurrogates,
  type GarageDto,
  type GarageVehicleDto,
} from '@pitstop/contracts';

/** The taxonomy rows a new garage vehicle names, as the repository finds them by id. */
export interface TaxonomyChain {
  make: { id: string; name: string } | null;
  model: { id: string; makeId: string; name: string } | null;
  /** Every generation of the model (a year alone is matched against them). */
  generations: GenerationSpan[];
  trim: { id: string; generationId: string; name: string } | null;
}

export interface GenerationSpan {
  id: string;
  name: string;
  yearStart: number;
  yearEnd: number | null;
}

/** What the garage stores of a vehicle: ids that belong together, checked. */
export interface ResolvedVehicle {
  makeId: string;
  modelId: string;
  generationId: string | null;
  year: number | null;
  trimId: string | null;
}

export interface VehicleIds {
  makeId: string;
  modelId: string;
  generationId: string | null;
  year: number | null;
  trimId: string | null;
}

/**
 * The last model year a generation covers: one still built runs to the current year (as the
 * fitment picker offers its years).
 */
function lastModelYear(generation: GenerationSpan, currentYear: number): number {
  return generation.yearEnd ?? Math.max(currentYear, generation.yearStart);
}

function builtIn(generation: GenerationSpan, year: number, currentYear: number): boolean {
  return generation.yearStart <= year && year <= lastModelYear(generation, currentYear);
}

/** '2013–2020', '2022–Present'. */
export function generationSpan(generation: GenerationSpan): string {
  if (generation.yearEnd === null) return `${generation.yearStart}–Present`;
  if (generation.yearEnd === generation.yearStart) return `${generation.yearStart}`;
  return `${generation.yearStart}–${generation.yearEnd}`;
}

/**
 * Checks that make, model, generation, year and trim name one car, and fills in what follows
 * from them: a trim names its generation, and a year built by one generation only names that
 * one. A year two generations were built in (a changeover) stays without a generation.
 */
export function resolveGarageVehicle(
  ids: VehicleIds,
  chain: TaxonomyChain,
  currentYear: number,
): ResolvedVehicle {
  const { make, model, trim } = chain;
  if (!make || make.id !== ids.makeId) throw new BadRequestError(M.makeUnknown);
  if (!model || model.id !== ids.modelId || model.makeId !== make.id)
    throw new BadRequestError(M.modelNotOfMake(make.name));
  const named = (g: GenerationSpan) => `${model.name} ${g.name}`;

  let generation: GenerationSpan | undefined;
  if (ids.generationId) {
    generation = chain.generations.find((g) => g.id === ids.generationId);
    if (!generation) throw new BadRequestError(M.generationNotOfModel(model.name));
  }
  if (ids.trimId) {
    const ofTrim =
      trim && trim.id === ids.trimId
        ? chain.generations.find((g) => g.id === trim.generationId)
        : undefined;
    if (!ofTrim || (generation && ofTrim.id !== generation.id))
      throw new BadRequestError(M.trimNotOf(generation ? named(generation) : model.name));
    generation = ofTrim;
  }
  if (ids.year !== null) {
    const year = ids.year;
    if (generation) {
      if (!builtIn(generation, year, currentYear))
        throw new BadRequestError(
          M.yearOutsideGeneration(named(generation), generationSpan(generation), year),
        );
    } else {
      const built = chain.generations.filter((g) => builtIn(g, year, currentYear));
      if (built.length === 0) throw new BadRequestError(M.yearNotBuilt(model.name, year));
      if (built.length === 1) generation = built[0];
    }
  } else if (!generation) {
    throw new BadRequestError(M.generationOrYearRequired);
  }
  return {
    makeId: make.id,
    modelId: model.id,
    generationId: generation?.id ?? null,
    year: ids.year,
    trimId: ids.trimId,
  };
}

/** An optional id of the vehicle: absent, null and '' are none. */
export function optionalVehicleId(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  return requireUuid(value, field);
}

/** An optional model year: absent and null are none. */
export function optionalYear(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < GARAGE_LIMITS.yearMin ||
    value > GARAGE_LIMITS.yearMax
  )
    throw new BadRequestError(M.yearInvalid);
  return value;
}

/**
 * A nickname as given: undefined when not given (a change leaves it), null to have none ('' and
 * blanks too), else the trimmed text.
 */
export function nicknameOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') throw new BadRequestError(M.nicknameInvalid);
  const text = value.trim();
  if (hasControlCharacters(text) || hasLoneSurrogates(text))
    throw new BadRequestError(controlCharactersMessage('Nickname'));
  if (text.length > GARAGE_LIMITS.nicknameMax) throw new BadRequestError(M.nicknameTooLong);
  return text === '' ? null : text;
}

export function optionalBoolean(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new BadRequestError(M.isActiveInvalid);
  return value;
}

/** A garage vehicle as the repository reads it (names joined in). */
export interface GarageVehicleRow extends Omit<GarageVehicleDto, 'createdAt'> {
  createdAt: Date;
}

export function garageVehicleDto(row: GarageVehicleRow): GarageVehicleDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The garage: its vehicles oldest first, which is active, and how many it may hold. */
export function garageDto(rows: GarageVehicleRow[]): GarageDto {
  const vehicles = rows.map(garageVehicleDto);
  return {
    vehicles,
    activeVehicleId: vehicles.find((v) => v.isActive)?.id ?? null,
    limit: GARAGE_LIMITS.vehiclesMax,
  };
}
