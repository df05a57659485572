import { Controller } from '@nestjs/common';
import { UsersSettings, type UpdateSiteSettingsPayload } from '@pitstop/contracts';
import { Handles } from '@pitstop/messaging';
import { SiteSettingsService } from '../services/site-settings.service.js';

@Controller()
export class SiteSettingsHandler {
  constructor(private readonly settings: SiteSettingsService) {}

  @Handles(UsersSettings.get)
  get() {
    return this.settings.get();
  }

  @Handles(UsersSettings.update)
  update(payload: UpdateSiteSettingsPayload) {
    return this.settings.update(payload);
  }
}
