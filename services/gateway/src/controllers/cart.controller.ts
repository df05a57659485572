import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OrdersCart, type CartDto, type UserDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { AddCartItemBody, CartResponse } from '../dto/orders.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { Idempotent } from '../http/idempotency.js';
import { ListingIdPipe } from '../http/path-params.pipe.js';

/** The signed-in user's own cart (docs/product.md §7); nobody reaches another's. */
@ApiTags('cart')
@Access('user')
@Controller('api/cart')
export class CartController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @ViewerDependent()
  @ApiOkResponse({ type: CartResponse })
  get(@CurrentUser() user: UserDto): Promise<CartDto> {
    return this.bus.request(OrdersCart.get, { userId: user.id });
  }

  @Post('items')
  @LimitedWrite()
  @Idempotent()
  @ApiCreatedResponse({
    type: CartResponse,
    description: 'The cart with the listing in it, at the price the server took from the catalog',
  })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Free, or your own model' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such published model' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already yours, or the cart is full' })
  add(@CurrentUser() user: UserDto, @Body() body: AddCartItemBody): Promise<CartDto> {
    return this.bus.request(OrdersCart.addItem, {
      buyer: { id: user.id, role: user.role },
      modelId: body.modelId,
    });
  }

  @Delete('items/:modelId')
  @LimitedWrite()
  @ApiOkResponse({
    type: CartResponse,
    description: 'The cart without it (also if it was not there)',
  })
  remove(
    @CurrentUser() user: UserDto,
    @Param('modelId', ListingIdPipe) modelId: string,
  ): Promise<CartDto> {
    return this.bus.request(OrdersCart.removeItem, { userId: user.id, modelId });
  }
}
