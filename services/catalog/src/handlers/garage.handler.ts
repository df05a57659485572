import { Controller } from '@nestjs/common';
import {
  CatalogGarage,
  type GarageVehicleChanges,
  type GarageVehicleInput,
} from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { GarageService } from '../services/garage.service.js';

/** My garage: the user's vehicles (the gateway names the user). */
@Controller()
export class GarageHandler {
  constructor(private readonly garage: GarageService) {}

  @Handles(CatalogGarage.list)
  list(payload: { userId: string }) {
    return this.garage.list(payload);
  }

  @Handles(CatalogGarage.add)
  add(payload: { userId: string; vehicle: GarageVehicleInput }) {
    return this.garage.add(payload);
  }

  @Handles(CatalogGarage.update)
  update(payload: { userId: string; vehicleId: string; changes: GarageVehicleChanges }) {
    return this.garage.update(payload);
  }

  @Handles(CatalogGarage.remove)
  remove(payload: { userId: string; vehicleId: string }) {
    return this.garage.remove(payload);
  }
}
