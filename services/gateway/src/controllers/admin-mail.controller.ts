import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { UsersMail, type FailedMailPage, type UserDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { FailedMailPageResponse, FailedMailQuery } from '../dto/mail.dto.js';

/** Mail that could not be sent after every retry (the mail worker's dead letters). */
@ApiTags('admin')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users service is unavailable',
})
@Access('admin')
@Controller('api/admin/mail')
export class AdminMailController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('failed')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: FailedMailPageResponse, description: 'Newest first, with the total' })
  failed(@CurrentUser() admin: UserDto, @Query() query: FailedMailQuery): Promise<FailedMailPage> {
    return this.bus.request(UsersMail.listFailed, {
      actorId: admin.id,
      limit: query.limit,
      offset: query.offset,
    });
  }
}
