import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OrdersCheckout } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../dto/error.dto.js';
import { OpenDuringMaintenance } from '../settings/maintenance.guard.js';

/**
 * Stripe's webhook: the only way a Stripe payment is fulfilled (never the browser's return).
 * The body arrives as the exact text Stripe signed (http/body-parsers.ts parses nothing under
 * /api/webhooks);
 * orders verifies the signature over it. A 2xx tells Stripe to stop; anything else, it retries.
 */
@ApiTags('checkout')
@OpenDuringMaintenance()
@Controller('api/webhooks')
export class PaymentWebhooksController {
  constructor(private readonly bus: MessagingClient) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Received (and fulfilled once, however often it comes)' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Missing or wrong Stripe-Signature' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Stripe is not configured' })
  async stripe(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.bus.request(OrdersCheckout.receiveNotification, {
      provider: 'stripe',
      body: typeof request.body === 'string' ? request.body : '',
      signature: signature ?? '',
    });
    return { received: true };
  }
}
