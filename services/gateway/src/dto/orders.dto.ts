import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ORDER_LIMITS,
  ORDER_STATUSES,
  OrderMessages as M,
  PAYMENT_PROVIDERS,
  TEST_CARDS,
  type CartDto,
  type CartItemDto,
  type EarningsDto,
  type EntitlementDto,
  type ListingSalesDto,
  type OrderDto,
  type OrderLineDto,
  type OrderStatus,
  type OwnershipDto,
  type PaymentIntentDto,
  type PaymentProviderName,
  type PaymentsConfigDto,
  type ReceiptDto,
  type TestPaymentResultDto,
} from '@pitstop/contracts';
import { IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { QueryWholeNumberInRange } from './field-rules.js';

// ---- bodies and queries ----------------------------------------------------------------------

/** POST /api/cart/items: the listing only; its price is the catalog's, taken by the server. */
export class AddCartItemBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'modelId must be a UUID' })
  @IsString({ message: 'modelId must be a UUID' })
  modelId!: string;
}

/** POST /api/test-payments/{paymentId}/confirm (TEST MODE only). */
export class ConfirmTestPaymentBody {
  @ApiProperty({
    description: 'The clientSecret POST /api/create-payment-intent gave for this payment',
  })
  @MaxLength(200, { message: M.clientSecretInvalid })
  @IsString({ message: M.clientSecretInvalid })
  clientSecret!: string;

  @ApiProperty({
    example: TEST_CARDS.succeeds,
    description: `${TEST_CARDS.succeeds} succeeds; ${TEST_CARDS.declined} is declined`,
  })
  @Matches(/^[\d\s-]{12,40}$/, { message: M.cardNumberInvalid })
  @IsString({ message: M.cardNumberInvalid })
  cardNumber!: string;
}

export class OrdersPageQuery {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: ORDER_LIMITS.ordersPageMax,
    default: ORDER_LIMITS.ordersPageDefault,
  })
  @QueryWholeNumberInRange('limit', 1, ORDER_LIMITS.ordersPageMax)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: ORDER_LIMITS.ordersOffsetMax, default: 0 })
  @QueryWholeNumberInRange('offset', 0, ORDER_LIMITS.ordersOffsetMax)
  offset?: number;
}

// ---- responses (documentation of the contracts' shapes) --------------------------------------

class CartSellerResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class CartItemResponse implements CartItemDto {
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty({ description: 'Integer cents, taken by the server when added', example: 499 })
  priceCentsSnapshot!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: CartSellerResponse }) seller!: CartSellerResponse;
  @ApiProperty({ type: String, nullable: true }) previewUrl!: string | null;
  @ApiProperty({ format: 'date-time' }) addedAt!: string;
}

export class CartResponse implements CartDto {
  @ApiProperty({ type: [CartItemResponse] }) items!: CartItemResponse[];
  @ApiProperty() count!: number;
  @ApiProperty() subtotalCents!: number;
  @ApiProperty({ example: 0 }) platformFeeCents!: number;
  @ApiProperty({ description: 'The sum of priceCentsSnapshot' }) totalCents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class PaymentIntentResponse implements PaymentIntentDto {
  @ApiProperty({ description: "What the provider's card form confirms with" })
  clientSecret!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty() amountCents!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProviderName;
}

class TestCardsResponse {
  @ApiProperty({ example: TEST_CARDS.succeeds }) succeeds!: string;
  @ApiProperty({ example: TEST_CARDS.declined }) declined!: string;
}

export class PaymentsConfigResponse implements PaymentsConfigDto {
  @ApiProperty({ enum: PAYMENT_PROVIDERS, description: "'test' is TEST MODE" })
  provider!: PaymentProviderName;
  @ApiPropertyOptional({ description: 'Stripe Elements key (pk_…)' }) publishableKey?: string;
  @ApiPropertyOptional({ type: TestCardsResponse }) testCards?: TestCardsResponse;
  @ApiPropertyOptional({ description: "The platform's share of each sale, from the seller's" })
  platformFeePercent?: number;
  @ApiPropertyOptional({ description: "Seconds from a sale to the seller's payout" })
  payoutHoldSeconds?: number;
}

export class TestPaymentResultResponse implements TestPaymentResultDto {
  @ApiProperty({ enum: ['succeeded', 'declined'] }) status!: 'succeeded' | 'declined';
  @ApiPropertyOptional({ example: M.cardDeclined }) message?: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
}

class OrderLineResponse implements OrderLineDto {
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ format: 'uuid' }) sellerId!: string;
  @ApiProperty() sellerName!: string;
  @ApiProperty() priceCents!: number;
}

class ReceiptResponse implements ReceiptDto {
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProviderName;
  @ApiProperty() paymentReference!: string;
  @ApiProperty({ type: String, nullable: true }) cardLast4!: string | null;
}

export class OrderResponse implements OrderDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 1042 }) number!: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: OrderStatus;
  @ApiProperty({ type: [OrderLineResponse] }) items!: OrderLineResponse[];
  @ApiProperty() subtotalCents!: number;
  @ApiProperty() platformFeeCents!: number;
  @ApiProperty() totalCents!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) paidAt!: string | null;
  @ApiProperty({ type: ReceiptResponse, nullable: true }) receipt!: ReceiptResponse | null;
}

class ListingSalesResponse implements ListingSalesDto {
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() sales!: number;
  @ApiProperty() earningsCents!: number;
  @ApiProperty({ format: 'date-time' }) lastSoldAt!: string;
}

export class EarningsResponse implements EarningsDto {
  @ApiProperty({ description: 'From the ledger' }) totalCents!: number;
  @ApiProperty() currency!: string;
  @ApiProperty() salesCount!: number;
  @ApiProperty({ type: [ListingSalesResponse] }) listings!: ListingSalesResponse[];
}

export class EntitlementResponse implements EntitlementDto {
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ format: 'date-time' }) purchasedAt!: string;
}

export class OwnershipResponse implements OwnershipDto {
  @ApiProperty({ format: 'uuid' }) modelId!: string;
  @ApiProperty() owned!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) orderId!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) purchasedAt!: string | null;
}
