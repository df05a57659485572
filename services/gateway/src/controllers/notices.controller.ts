import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  UnsubscribeMessages,
  UsersNotifications,
  type NotificationSettingsDto,
  type UnsubscribeResultDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  NotificationSettingsBody,
  NotificationSettingsResponse,
  UnsubscribeBody,
  UnsubscribeQuery,
  UnsubscribeResponse,
} from '../dto/notices.dto.js';
import { OpenDuringMaintenance } from '../settings/maintenance.guard.js';

/**
 * Which optional notices (a sale, a new review, an import finished) a user gets by mail: their
 * switches in Profile → Settings, and the one-click unsubscribe every such mail carries
 * (docs/architecture.md, Mail). The users service owns the choices.
 */
@ApiTags('accounts')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users service is unavailable',
})
@Controller('api')
export class NoticesController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('auth/notifications')
  @Access('user')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: NotificationSettingsResponse, description: 'Each kind, on or off' })
  settings(@CurrentUser() user: UserDto): Promise<NotificationSettingsDto> {
    return this.bus.request(UsersNotifications.get, { userId: user.id });
  }

  @Put('auth/notifications')
  @Access('user')
  @ApiOkResponse({ type: NotificationSettingsResponse, description: 'Each kind, as now set' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  setSettings(
    @CurrentUser() user: UserDto,
    @Body() body: NotificationSettingsBody,
  ): Promise<NotificationSettingsDto> {
    return this.bus.request(UsersNotifications.set, { userId: user.id, settings: { ...body } });
  }

  /**
   * No sign-in: the token says whom and what. The web page /unsubscribe posts it as JSON; a mail
   * client's one click (RFC 8058) posts `List-Unsubscribe=One-Click` as a form to the address in
   * the List-Unsubscribe header, which carries the token. Answered during maintenance too: a
   * mail client does not come back later.
   */
  @Post('notifications/unsubscribe')
  @HttpCode(200)
  @OpenDuringMaintenance()
  @ApiOkResponse({ type: UnsubscribeResponse, description: 'That kind is now off' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The token is not valid' })
  unsubscribe(
    @Body() body: UnsubscribeBody | undefined,
    @Query() query: UnsubscribeQuery,
  ): Promise<UnsubscribeResultDto> {
    const token = body?.token ?? query.token;
    if (!token) throw new BadRequestException({ message: UnsubscribeMessages.invalidToken });
    return this.bus.request(UsersNotifications.unsubscribe, { token });
  }
}
