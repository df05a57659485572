import { Injectable } from '@nestjs/common';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnauthorizedError,
  requireUuid,
} from '@pitstop/common';
import {
  GARAGE_LIMITS,
  GarageMessages as M,
  type GarageDto,
  type GarageVehicleChanges,
  type GarageVehicleDto,
  type GarageVehicleInput,
} from '@pitstop/contracts';
import {
  garageDto,
  garageVehicleDto,
  nicknameOf,
  optionalBoolean,
  optionalVehicleId,
  optionalYear,
  resolveGarageVehicle,
} from '../domain/garage-vehicle.js';
import { GarageRepository } from '../repositories/garage.repository.js';

/**
 * My garage: the vehicles a user keeps, picked from the catalog's taxonomy, one of them active.
 * The gateway vouches for the user; a vehicle of anyone else's is not found.
 */
@Injectable()
export class GarageService {
  /** The current year: a generation still built covers model years up to it. */
  currentYear = (): number => new Date().getUTCFullYear();

  constructor(private readonly garage: GarageRepository) {}

  async list(payload: { userId: string }): Promise<GarageDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    return garageDto(await this.garage.list(userId));
  }

  async add(payload: { userId: string; vehicle: GarageVehicleInput }): Promise<GarageVehicleDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const input = payload.vehicle as Partial<GarageVehicleInput> | undefined;
    if (!input || typeof input !== 'object') throw new BadRequestError(M.vehicleRequired);
    const ids = {
      makeId: requireUuid(input.makeId, 'makeId'),
      modelId: requireUuid(input.modelId, 'modelId'),
      generationId: optionalVehicleId(input.generationId, 'generationId'),
      year: optionalYear(input.year),
      trimId: optionalVehicleId(input.trimId, 'trimId'),
    };
    const nickname = nicknameOf(input.nickname) ?? null;
    const activate = optionalBoolean(input.isActive) ?? true;
    const chain = await this.garage.taxonomyChain(ids.makeId, ids.modelId, ids.trimId);
    const vehicle = resolveGarageVehicle(ids, chain, this.currentYear());
    const outcome = await this.garage.add(
      userId,
      { ...vehicle, nickname },
      activate,
      GARAGE_LIMITS.vehiclesMax,
    );
    if ('full' in outcome) throw new ConflictError(M.full);
    if ('accountDeleted' in outcome) throw new UnauthorizedError();
    return garageVehicleDto(outcome.vehicle);
  }

  async update(payload: {
    userId: string;
    vehicleId: string;
    changes: GarageVehicleChanges;
  }): Promise<GarageVehicleDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const vehicleId = requireUuid(payload.vehicleId, 'vehicleId');
    const changes = (payload.changes ?? {}) as Partial<GarageVehicleChanges>;
    const nickname = nicknameOf(changes.nickname);
    const isActive = optionalBoolean(changes.isActive);
    if (isActive === false) throw new BadRequestError(M.cannotDeactivate);
    if (nickname === undefined && isActive === undefined)
      throw new BadRequestError(M.nothingToChange);
    const row = await this.garage.update(userId, vehicleId, {
      nickname,
      activate: isActive === true,
    });
    if (!row) throw new NotFoundError(M.notFound);
    return garageVehicleDto(row);
  }

  async remove(payload: { userId: string; vehicleId: string }): Promise<GarageDto> {
    const userId = requireUuid(payload?.userId, 'userId');
    const vehicleId = requireUuid(payload.vehicleId, 'vehicleId');
    if (!(await this.garage.remove(userId, vehicleId))) throw new NotFoundError(M.notFound);
    return garageDto(await this.garage.list(userId));
  }
}
