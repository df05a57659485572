import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogPricingGuide,
  OrdersPayouts,
  type PayoutsDto,
  type PricingGuideCategoryDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyRequest } from 'fastify';
import { Access, CurrentUser } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  ActivateTestPayoutsBody,
  PayoutsResponse,
  PricingGuideCategoryResponse,
  UrlResponse,
} from '../dto/payouts.dto.js';
import { ViewerDependent } from '../http/cache-control.js';

/** Where the seller comes back to from the provider's onboarding: Profile → Settings. */
const SETTINGS_PATH = '/profile?tab=settings';

/** Sellers get paid: their payout account, balance due and transfers (Stripe Connect or TEST MODE). */
@ApiTags('payouts')
@Controller('api/payouts')
export class PayoutsController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @Access('user')
  @ViewerDependent()
  @ApiOkResponse({
    type: PayoutsResponse,
    description: 'Your payout account, balance due, transfers and earnings',
  })
  get(@CurrentUser() user: UserDto): Promise<PayoutsDto> {
    return this.bus.request(OrdersPayouts.get, { sellerId: user.id });
  }

  @Post('onboarding')
  @Access('user')
  @LimitedWrite()
  @HttpCode(200)
  @ApiOperation({
    summary: "Creates your payout account (once) and answers the provider's onboarding page",
  })
  @ApiOkResponse({ type: UrlResponse })
  @ApiServiceUnavailableResponse({ type: ErrorResponse, description: 'The provider is away' })
  onboarding(
    @CurrentUser() user: UserDto,
    @Req() request: FastifyRequest,
  ): Promise<{ url: string }> {
    // The state-changing request's origin passed the gateway's origin check, so it is this site
    // (or an allowed web origin): the seller returns where they came from.
    const origin =
      request.headers.origin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    return this.bus.request(OrdersPayouts.onboard, {
      sellerId: user.id,
      email: user.email ?? null,
      returnUrl: `${origin}${SETTINGS_PATH}&payouts=return`,
      refreshUrl: `${origin}${SETTINGS_PATH}&payouts=refresh`,
    });
  }

  @Post('dashboard')
  @Access('user')
  @LimitedWrite()
  @HttpCode(200)
  @ApiOperation({ summary: "A one-time link to the provider's dashboard for your account" })
  @ApiOkResponse({ type: UrlResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Payouts are not set up yet' })
  dashboard(@CurrentUser() user: UserDto): Promise<{ url: string }> {
    return this.bus.request(OrdersPayouts.dashboard, { sellerId: user.id });
  }

  @Post('test-onboarding')
  @Access('user')
  @LimitedWrite()
  @HttpCode(200)
  @ApiOperation({ summary: "TEST MODE: finish onboarding; the account is active and you're paid" })
  @ApiOkResponse({ type: PayoutsResponse })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'Not your TEST MODE account, or TEST MODE is off',
  })
  activateTest(
    @CurrentUser() user: UserDto,
    @Body() body: ActivateTestPayoutsBody,
  ): Promise<PayoutsDto> {
    return this.bus.request(OrdersPayouts.activateTest, {
      sellerId: user.id,
      accountId: body.account,
    });
  }
}

/** The creators' Pricing Guide: what paid parts on sale cost, per category (public). */
@ApiTags('payouts')
@Controller('api')
export class PricingGuideController {
  constructor(private readonly bus: MessagingClient) {}

  @Get('pricing-guide')
  @ApiOperation({ summary: 'Prices of the paid parts on sale per category: quartiles, in cents' })
  @ApiOkResponse({ type: [PricingGuideCategoryResponse] })
  get(): Promise<PricingGuideCategoryDto[]> {
    return this.bus.request(CatalogPricingGuide.get, {});
  }
}
