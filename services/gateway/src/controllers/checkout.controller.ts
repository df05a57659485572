import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  OrdersCheckout,
  type PaymentIntentDto,
  type PaymentsConfigDto,
  type TestPaymentResultDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  ConfirmTestPaymentBody,
  PaymentIntentResponse,
  PaymentsConfigResponse,
  TestPaymentResultResponse,
} from '../dto/orders.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { Idempotent } from '../http/idempotency.js';
import { TestPaymentIdPipe } from '../http/path-params.pipe.js';

/** From the cart to a payment: the provider's settings, the intent, TEST MODE's card form. */
@ApiTags('checkout')
@Controller('api')
export class CheckoutController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('payments/config')
  @ApiOperation({ summary: "Which card form the checkout shows: Stripe's, or TEST MODE's" })
  @ApiOkResponse({ type: PaymentsConfigResponse })
  config(): Promise<PaymentsConfigDto> {
    return this.bus.request(OrdersCheckout.paymentsConfig, {});
  }

  /** The product's call: no body; the amount is the cart's at the catalog's prices now, summed by the server. */
  @Post('create-payment-intent')
  @Access('user')
  @LimitedWrite()
  @Idempotent()
  @HttpCode(200)
  @ViewerDependent()
  @ApiOperation({
    summary: "A pending order for the cart's contents and its payment (the same cart reuses it)",
  })
  @ApiOkResponse({ type: PaymentIntentResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'The cart is empty' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      "A price changed or an item is no longer for sale since it was added (the cart now holds the catalog's prices, without the items gone: the message names each), or an item is already yours",
  })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The provider is away' })
  createPaymentIntent(@CurrentUser() user: UserDto): Promise<PaymentIntentDto> {
    return this.bus.request(OrdersCheckout.createPaymentIntent, {
      buyer: { id: user.id, role: user.role },
    });
  }

  @Post('test-payments/:paymentId/confirm')
  @Access('user')
  @LimitedWrite()
  @HttpCode(200)
  @ApiOperation({
    summary: 'TEST MODE: pay a test payment with a test card',
    description:
      'The paymentId is the clientSecret up to "_secret_". A declined card is an answer (200, status declined, the reason in message), not an error. Success is fulfilled by the provider\'s signed notification before this answers.',
  })
  @ApiOkResponse({ type: TestPaymentResultResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Not a card number, or a wrong clientSecret',
  })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'No such payment of yours, or TEST MODE is off',
  })
  confirmTestPayment(
    @CurrentUser() user: UserDto,
    @Param('paymentId', TestPaymentIdPipe) paymentId: string,
    @Body() body: ConfirmTestPaymentBody,
  ): Promise<TestPaymentResultDto> {
    return this.bus.request(OrdersCheckout.confirmTestPayment, {
      userId: user.id,
      paymentId,
      clientSecret: body.clientSecret,
      cardNumber: body.cardNumber,
    });
  }
}
