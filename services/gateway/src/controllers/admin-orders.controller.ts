import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ADMIN_LIST_LIMITS,
  OrdersAdmin,
  UsersAccounts,
  type AdminOrderDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser } from '../auth/access.js';
import { TOTAL_COUNT_HEADER } from '../dto/admin-lists.dto.js';
import { AdminOrderResponse, AdminOrdersQuery, RefundOrderBody } from '../dto/admin-orders.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { answerPage } from '../http/admin-page.js';
import { Idempotent } from '../http/idempotency.js';
import { OrderIdPipe } from '../http/path-params.pipe.js';

/** An order number as admins type it: '1042' or '#1042'. */
const ORDER_NUMBER = /^#?\s*(\d{1,15})$/;

/**
 * The admin panel's Orders tab: paid orders found by number or by the buyer's email, and
 * refunds of a whole order or some of its lines (orders refunds with the provider, ends the
 * buyer's files, reverses the sellers' share and files the action in the audit log).
 */
@ApiTags('admin')
@ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'A service is unavailable' })
@Access('admin')
@Controller('api/admin/orders')
export class AdminOrdersController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: [AdminOrderResponse],
    description: 'One page, newest first; the total over all pages in X-Total-Count',
    headers: TOTAL_COUNT_HEADER,
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: AdminOrdersQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminOrderDto[]> {
    const { limit, offset } = query;
    const q = query.q?.trim();
    const number = q ? ORDER_NUMBER.exec(q)?.[1] : undefined;
    let buyerIds: string[] | undefined;
    if (q && number === undefined) {
      // Orders knows buyers by id only: the users whose email (or name) matches, then theirs.
      const users = await this.bus.request(UsersAccounts.list, {
        q,
        limit: ADMIN_LIST_LIMITS.pageSizeMax,
      });
      buyerIds = users.items.map((u) => u.id);
      if (buyerIds.length === 0) return answerPage(response, { items: [], total: 0 });
    }
    const page = await this.bus.request(OrdersAdmin.list, {
      number: number === undefined ? undefined : Number(number),
      buyerIds,
      limit,
      offset,
    });
    return answerPage(response, { total: page.total, items: await this.withEmails(page.items) });
  }

  @Post(':id/refund')
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ type: AdminOrderResponse, description: 'The order with its refunds' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'lineIds not lines of the order' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'Not paid, refunded already, or disputed (the dispute decides)',
  })
  async refund(
    @CurrentUser() admin: UserDto,
    @Param('id', OrderIdPipe) orderId: string,
    @Body() body: RefundOrderBody,
  ): Promise<AdminOrderDto> {
    const order = await this.bus.request(OrdersAdmin.refund, {
      actorId: admin.id,
      orderId,
      lineIds: body?.lineIds,
    });
    const [withEmail] = await this.withEmails([order]);
    return withEmail!;
  }

  private async withEmails(orders: Omit<AdminOrderDto, 'buyerEmail'>[]): Promise<AdminOrderDto[]> {
    const ids = [...new Set(orders.map((o) => o.buyerId))];
    const emails = new Map<string, string | null>();
    await Promise.all(
      ids.map(async (userId) => {
        const user = await this.bus
          .request(UsersAccounts.get, { userId })
          .catch(() => null as UserDto | null);
        emails.set(userId, user?.email ?? null);
      }),
    );
    return orders.map((o) => ({ ...o, buyerEmail: emails.get(o.buyerId) ?? null }));
  }
}
