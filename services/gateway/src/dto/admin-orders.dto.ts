import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_LIST_LIMITS as L,
  ORDER_LIMITS,
  PAYMENT_PROVIDERS,
  REFUND_REASONS,
  type AdminOrderDto,
  type PaymentProviderName,
  type RefundDto,
  type RefundReason,
} from '@pitstop/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { AdminPageQueryDto } from './admin-lists.dto.js';
import { IfPresent, QueryText } from './field-rules.js';
import { OrderResponse } from './orders.dto.js';

/** GET /api/admin/orders. */
export class AdminOrdersQuery extends AdminPageQueryDto {
  @ApiPropertyOptional({
    maxLength: L.searchMax,
    description: "An order number ('1042' or '#1042'), or text found in the buyer's email",
  })
  @QueryText('q', L.searchMax)
  q?: string;
}

/** POST /api/admin/orders/{id}/refund. */
export class RefundOrderBody {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'The listing ids of the lines to refund; every line not yet refunded when absent',
  })
  @IfPresent()
  @IsArray({ message: 'lineIds must be a list of listing ids of the order' })
  @ArrayMinSize(1, { message: 'lineIds must name at least one line' })
  @ArrayMaxSize(ORDER_LIMITS.cartItemsMax, { message: 'lineIds names too many lines' })
  @IsUUID('all', { each: true, message: 'lineIds must be a list of listing ids of the order' })
  lineIds?: string[];
}

class RefundResponse implements RefundDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: [String], format: 'uuid' }) modelIds!: string[];
  @ApiProperty() amountCents!: number;
  @ApiProperty() currency!: string;
  @ApiProperty({ enum: REFUND_REASONS }) reason!: RefundReason;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminOrderResponse extends OrderResponse implements AdminOrderDto {
  @ApiProperty({ format: 'uuid' }) buyerId!: string;
  @ApiProperty({ type: String, nullable: true }) buyerEmail!: string | null;
  @ApiProperty({ enum: PAYMENT_PROVIDERS, nullable: true }) provider!: PaymentProviderName | null;
  @ApiProperty({ type: [RefundResponse] }) refunds!: RefundResponse[];
}
