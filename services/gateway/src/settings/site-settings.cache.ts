import { Inject, Injectable, Logger } from '@nestjs/common';
import { UsersSettings, type SiteSettingsDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import type { GatewayConfig } from '../config.js';

/** Until users first answers: the site as it is before any admin changed a setting. */
const DEFAULTS: SiteSettingsDto = {
  maintenanceMode: false,
  registrationOpen: true,
  updatedAt: new Date(0).toISOString(),
  updatedBy: null,
};

/**
 * The site settings (owned by users) as this gateway last read them, kept for
 * SITE_SETTINGS_CACHE_SECONDS: every write checks maintenance mode, and asking users each time
 * would double their cost. Replicas read on their own, so a change reaches all of them within
 * that time; the one that saved it knows at once. One read at a time; while users is down the
 * last known settings stand (a maintenance window outlives an outage of users).
 */
@Injectable()
export class SiteSettingsCache {
  private readonly logger = new Logger('SiteSettings');
  private value: SiteSettingsDto | null = null;
  private readAt = 0;
  private reading: Promise<SiteSettingsDto> | null = null;

  constructor(
    private readonly bus: MessagingClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async get(): Promise<SiteSettingsDto> {
    const fresh = Date.now() - this.readAt < this.config.SITE_SETTINGS_CACHE_SECONDS * 1000;
    if (this.value && fresh) return this.value;
    this.reading ??= this.bus
      .request(UsersSettings.get, {})
      .then((value) => this.remember(value))
      .catch((err: unknown) => {
        this.logger.warn(`reading site settings: ${(err as Error).message}`);
        // Try again on the next request, not after a whole period.
        return this.value ?? DEFAULTS;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  /** Settings just saved through this gateway. */
  remember(value: SiteSettingsDto): SiteSettingsDto {
    this.value = value;
    this.readAt = Date.now();
    return value;
  }
}
