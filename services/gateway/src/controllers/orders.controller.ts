import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  OrdersEntitlements,
  OrdersHistory,
  type EarningsDto,
  type EntitlementDto,
  type OrderDto,
  type OwnershipDto,
  type UserDto,
  type Viewer,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser, CurrentViewer } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  EarningsResponse,
  EntitlementResponse,
  OrderResponse,
  OrdersPageQuery,
  OwnershipResponse,
} from '../dto/orders.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { ListingIdPipe, OrderIdPipe } from '../http/path-params.pipe.js';

/** What paid orders left: purchases with receipts, owned listings, a seller's earnings. */
@ApiTags('orders')
@Controller('api')
export class OrdersController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('orders')
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({ type: [OrderResponse], description: 'Your paid orders, newest first' })
  list(@CurrentUser() user: UserDto, @Query() page: OrdersPageQuery): Promise<OrderDto[]> {
    return this.bus.request(OrdersHistory.list, { userId: user.id, ...page });
  }

  @Get('orders/:id')
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({ type: OrderResponse, description: 'One of your orders, in any status' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such order of yours' })
  get(@CurrentUser() user: UserDto, @Param('id', OrderIdPipe) orderId: string): Promise<OrderDto> {
    return this.bus.request(OrdersHistory.get, { userId: user.id, orderId });
  }

  @Get('earnings')
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({ type: EarningsResponse, description: 'Your takings as a seller, per listing' })
  earnings(@CurrentUser() user: UserDto): Promise<EarningsDto> {
    return this.bus.request(OrdersHistory.earnings, { sellerId: user.id });
  }

  @Get('entitlements')
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({ type: [EntitlementResponse], description: 'The models you bought' })
  entitlements(@CurrentUser() user: UserDto): Promise<EntitlementDto[]> {
    return this.bus.request(OrdersEntitlements.list, { userId: user.id });
  }

  /** 'You own this' on the model page; a visitor owns nothing. */
  @Get('entitlements/:modelId')
  @Access('viewer')
  @ViewerDependent()
  @ApiOkResponse({ type: OwnershipResponse })
  async ownership(
    @CurrentViewer() viewer: Viewer | null,
    @Param('modelId', ListingIdPipe) modelId: string,
  ): Promise<OwnershipDto> {
    if (!viewer) return { modelId, owned: false, orderId: null, purchasedAt: null };
    return this.bus.request(OrdersEntitlements.ownership, { userId: viewer.id, modelId });
  }
}
