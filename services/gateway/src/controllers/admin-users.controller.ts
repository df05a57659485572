import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { UsersAccounts, type UserDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser } from '../auth/access.js';
import { SessionStore } from '../auth/session.store.js';
import { AdminUpdateUserBody, AdminUserParams, UserResponse } from '../dto/account.dto.js';
import { AdminUsersQuery, TOTAL_COUNT_HEADER } from '../dto/admin-lists.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { answerPage } from '../http/admin-page.js';

/** The admin panel's Users tab. */
@ApiTags('admin')
@Access('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly sessions: SessionStore,
  ) {}

  @Get()
  @ApiOkResponse({
    type: [UserResponse],
    description: 'One page, newest first; the total over all pages in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: AdminUsersQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserDto[]> {
    const { q, role, status, limit, offset } = query;
    const page = await this.bus.request(UsersAccounts.list, { q, role, status, limit, offset });
    return answerPage(response, page);
  }

  @Patch(':userId')
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'It would leave no active admin' })
  async update(
    @CurrentUser() admin: UserDto,
    @Param() params: AdminUserParams,
    @Body() body: AdminUpdateUserBody,
  ): Promise<UserDto> {
    const user = await this.bus.request(UsersAccounts.adminUpdate, {
      actorId: admin.id,
      userId: params.userId,
      status: body.status,
      role: body.role,
    });
    // A banned or deleted user is signed out everywhere now (the guard would refuse them on
    // their next request anyway; this also frees their sessions).
    if (user.status !== 'active') await this.sessions.destroyAllFor(user.id);
    return user;
  }
}
