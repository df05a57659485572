import { defineRequest } from '../definitions.js';

/**
 * My garage: the vehicles a signed-in user keeps, one of them active (the one cards, the model
 * page and /search are read against). The catalog keeps it beside the taxonomy the vehicles are
 * picked from; users are referenced by id only.
 */
export const GARAGE_LIMITS = {
  vehiclesMax: 10,
  nicknameMax: 40,
  /** Model years anyone can mean (as the search's year filter). */
  yearMin: 1900,
  yearMax: 2100,
} as const;

/** A vehicle in a garage, with the names pages show (no lookups needed). */
export interface GarageVehicleDto {
  id: string;
  makeId: string;
  makeName: string;
  makeSlug: string;
  modelId: string;
  modelName: string;
  modelSlug: string;
  /** null: only the model year is known, and two generations were built that year. */
  generationId: string | null;
  generationName: string | null;
  /** The generation's model years; yearEnd null = still built. Null without a generation. */
  generationYearStart: number | null;
  generationYearEnd: number | null;
  /** The car's model year, when given (the fitment picker always gives one). */
  year: number | null;
  trimId: string | null;
  trimName: string | null;
  nickname: string | null;
  /** Exactly one vehicle of a garage that has any is active. */
  isActive: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /api/garage. */
export interface GarageDto {
  /** Oldest first. */
  vehicles: GarageVehicleDto[];
  activeVehicleId: string | null;
  /** How many vehicles a garage holds. */
  limit: number;
}

/**
 * POST /api/garage: make and model, then the generation or the model year (or both), an optional
 * trim of that generation and nickname. The new vehicle becomes the active one unless
 * isActive is false (a garage's first vehicle is active whatever it says).
 */
export interface GarageVehicleInput {
  makeId: string;
  modelId: string;
  generationId?: string | null;
  year?: number | null;
  trimId?: string | null;
  nickname?: string | null;
  isActive?: boolean;
}

/** PATCH /api/garage/{vehicleId}: rename (null or '' clears the nickname), make it the active one. */
export interface GarageVehicleChanges {
  nickname?: string | null;
  isActive?: boolean;
}

/** Every refusal, in words a driver understands. */
export const GarageMessages = {
  full: `Your garage is full: it holds ${GARAGE_LIMITS.vehiclesMax} vehicles. Remove one to add another.`,
  notFound: 'Vehicle not found',
  makeUnknown: 'That make does not exist.',
  modelNotOfMake: (make: string) => `That model is not one of ${make}'s.`,
  generationNotOfModel: (model: string) => `That generation is not one of the ${model}'s.`,
  /** Of the generation given, or of the model when only the year is. */
  trimNotOf: (generationOrModel: string) => `That trim is not one of the ${generationOrModel}'s.`,
  generationOrYearRequired: 'Pick the generation or the model year of your car.',
  yearNotBuilt: (model: string, year: number) => `No ${model} generation was built in ${year}.`,
  yearOutsideGeneration: (generation: string, span: string, year: number) =>
    `The ${generation} was built ${span}, not in ${year}.`,
  vehicleRequired: 'vehicle is required: makeId, modelId, and generationId or year.',
  yearInvalid: `year must be a whole number from ${GARAGE_LIMITS.yearMin} to ${GARAGE_LIMITS.yearMax}`,
  nicknameTooLong: `Nickname must be at most ${GARAGE_LIMITS.nicknameMax} characters`,
  nicknameInvalid: 'Nickname must be text',
  isActiveInvalid: 'isActive must be true or false',
  cannotDeactivate:
    'One vehicle of your garage is always active: make another vehicle active instead.',
  nothingToChange: 'Nothing to change: send nickname or isActive.',
} as const;

interface ForUser {
  userId: string;
}

export const CatalogGarage = {
  list: defineRequest<ForUser, GarageDto>('catalog.garage.list'),
  /**
   * Adds a vehicle (Conflict when the garage is full). The same vehicle again (make, model,
   * generation, year and trim) is not added twice: the one there is answered, made active as
   * a new one would be.
   */
  add: defineRequest<ForUser & { vehicle: GarageVehicleInput }, GarageVehicleDto>(
    'catalog.garage-vehicle.add',
  ),
  /** NotFound for a vehicle that is not the user's. */
  update: defineRequest<
    ForUser & { vehicleId: string; changes: GarageVehicleChanges },
    GarageVehicleDto
  >('catalog.garage-vehicle.update'),
  /**
   * NotFound for a vehicle that is not the user's. Removing the active vehicle makes the newest
   * of the others active. Answers the garage as it now is.
   */
  remove: defineRequest<ForUser & { vehicleId: string }, GarageDto>(
    'catalog.garage-vehicle.remove',
  ),
} as const;
