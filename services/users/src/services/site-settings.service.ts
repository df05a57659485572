import { Injectable, Logger } from '@nestjs/common';
import { BadRequestError, ForbiddenError, requireUuid } from '@pitstop/common';
import {
  AuthMessages,
  SiteSettingsMessages as Msg,
  type SiteSettingsDto,
  type UpdateSiteSettingsPayload,
} from '@pitstop/contracts';
import { SiteSettingsRepository } from '../repositories/site-settings.repository.js';

/** Maintenance mode and registration: read by anyone (through the gateway), changed by admins. */
@Injectable()
export class SiteSettingsService {
  private readonly logger = new Logger('SiteSettings');

  constructor(private readonly settings: SiteSettingsRepository) {}

  get(): Promise<SiteSettingsDto> {
    return this.settings.get();
  }

  async update(payload: UpdateSiteSettingsPayload): Promise<SiteSettingsDto> {
    const actorId = requireUuid(payload?.actorId, 'actorId');
    const changes: UpdateSiteSettingsPayload['changes'] = {};
    for (const key of ['maintenanceMode', 'registrationOpen'] as const) {
      const value = payload.changes?.[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') throw new BadRequestError(`${key} must be true or false`);
      changes[key] = value;
    }
    if (Object.keys(changes).length === 0) throw new BadRequestError(Msg.nothingToChange);
    const saved = await this.settings.updateByAdmin(actorId, changes);
    if (!saved) throw new ForbiddenError(AuthMessages.adminOnly);
    // The audit: who changed what, and when (the row keeps the last change).
    this.logger.log(`site settings changed by ${actorId}: ${JSON.stringify(changes)}`);
    return saved;
  }

  /** Registration's own check: the users service refuses it whatever the caller cached. */
  async assertRegistrationOpen(): Promise<void> {
    if (!(await this.settings.get()).registrationOpen)
      throw new ForbiddenError(Msg.registrationClosed);
  }
}
