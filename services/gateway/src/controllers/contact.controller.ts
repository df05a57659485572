import { Body, Controller, Get, Header, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  ContactMessages,
  UsersContact,
  type ContactMessageDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser, type AuthenticatedRequest } from '../auth/access.js';
import { clientSource } from '../auth/client-source.js';
import { RateLimiter } from '../auth/rate-limiter.js';
import type { GatewayConfig } from '../config.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  ContactBody,
  ContactListQuery,
  ContactMessageResponse,
  ContactSentResponse,
} from '../dto/notices.dto.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';

/**
 * Contact Us (the footer): a message to the support address (SUPPORT_EMAIL, mailed by the users
 * worker), kept for admins. Anyone may write, signed in or not; each source (an IPv4 address or
 * an IPv6 /64) at most CONTACT_RATE_LIMIT times per CONTACT_RATE_WINDOW_SECONDS.
 */
@ApiTags('support')
@ApiServiceUnavailableResponse({
  type: ErrorResponse,
  description: 'The users service is unavailable',
})
@Controller('api')
export class ContactController {
  constructor(
    private readonly bus: MessagingClient,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('contact')
  @Access('viewer')
  @ApiCreatedResponse({ type: ContactSentResponse, description: 'Kept and on its way to support' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'See Retry-After' })
  async create(
    @Body() body: ContactBody,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ message: string; id: string }> {
    // Counted once the message is valid: a typo in the form does not use up a try.
    await this.limiter.take(
      `contact:${clientSource(request.ip || 'unknown')}`,
      {
        max: this.config.CONTACT_RATE_LIMIT,
        windowSeconds: this.config.CONTACT_RATE_WINDOW_SECONDS,
      },
      ContactMessages.tooMany,
    );
    const saved = await this.bus.request(UsersContact.create, {
      name: body.name,
      email: body.email,
      topic: body.topic,
      message: body.message,
      userId: request.user?.id ?? null,
    });
    return { message: ContactMessages.sent, id: saved.id };
  }

  @Get('admin/contact')
  @Access('admin')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: [ContactMessageResponse],
    description: 'One page, newest first; the total over all pages in X-Total-Count',
    headers: { 'X-Total-Count': { description: 'Messages in all', schema: { type: 'integer' } } },
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @CurrentUser() admin: UserDto,
    @Query() query: ContactListQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ContactMessageDto[]> {
    const page = await this.bus.request(UsersContact.list, {
      actorId: admin.id,
      limit: query.limit ?? 20,
      offset: query.offset ?? 0,
    });
    void response.header('X-Total-Count', String(page.total));
    return page.items;
  }
}
