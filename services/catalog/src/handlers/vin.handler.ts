import { Controller } from '@nestjs/common';
import { CatalogVin } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { VinService } from '../services/vin.service.js';

@Controller()
export class VinHandler {
  constructor(private readonly vins: VinService) {}

  @Handles(CatalogVin.decode)
  decode(payload: { vin: string }) {
    return this.vins.decode(payload?.vin);
  }
}
