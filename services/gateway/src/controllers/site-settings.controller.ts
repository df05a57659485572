import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  UsersSettings,
  type PublicSiteSettingsDto,
  type SiteSettingsDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  PublicSiteSettingsResponse,
  SiteSettingsBody,
  SiteSettingsResponse,
} from '../dto/moderation.dto.js';
import { OpenDuringMaintenance } from '../settings/maintenance.guard.js';
import { SiteSettingsCache } from '../settings/site-settings.cache.js';

/** The site settings: what every page needs (public), and the admin panel's Settings tab. */
@ApiTags('settings')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users service is unavailable',
})
@Controller('api')
export class SiteSettingsController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly cache: SiteSettingsCache,
  ) {}

  /** The banner and the sign-up form read this; as fresh as the gateway's copy. */
  @Get('settings')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PublicSiteSettingsResponse })
  async publicSettings(): Promise<PublicSiteSettingsDto> {
    const { maintenanceMode, registrationOpen } = await this.cache.get();
    return { maintenanceMode, registrationOpen };
  }

  @Get('admin/settings')
  @Access('admin')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: SiteSettingsResponse })
  async adminSettings(): Promise<SiteSettingsDto> {
    return this.cache.remember(await this.bus.request(UsersSettings.get, {}));
  }

  /** Admins work on during maintenance anyway; this keeps the way out open whatever happens. */
  @Put('admin/settings')
  @Access('admin')
  @OpenDuringMaintenance()
  @ApiOkResponse({
    type: SiteSettingsResponse,
    description: 'Saved; every gateway applies it within seconds',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async update(
    @CurrentUser() user: UserDto,
    @Body() body: SiteSettingsBody,
  ): Promise<SiteSettingsDto> {
    const saved = await this.bus.request(UsersSettings.update, {
      actorId: user.id,
      changes: { maintenanceMode: body.maintenanceMode, registrationOpen: body.registrationOpen },
    });
    return this.cache.remember(saved);
  }
}
