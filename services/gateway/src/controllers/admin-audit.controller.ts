import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { UsersAudit, type AdminAuditEntryDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access.js';
import { AuditEntryResponse, AuditQuery, TOTAL_COUNT_HEADER } from '../dto/admin-lists.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { answerPage } from '../http/admin-page.js';

/**
 * The admin panel's Audit log tab: what admins did, newest first. Read only: the log has no
 * route that changes it (docs/architecture.md, 'Audit log').
 */
@ApiTags('admin')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users service is unavailable',
})
@Access('admin')
@Controller('api/admin/audit')
export class AdminAuditController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: [AuditEntryResponse],
    description: 'One page, newest first; the total over all pages in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: AuditQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminAuditEntryDto[]> {
    const { action, limit, offset } = query;
    return answerPage(response, await this.bus.request(UsersAudit.list, { action, limit, offset }));
  }
}
