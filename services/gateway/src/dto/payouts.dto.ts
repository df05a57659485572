import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PAYMENT_PROVIDERS,
  PAYOUT_ACCOUNT_STATES,
  PAYOUT_TRANSFER_STATUSES,
  type EarningDto,
  type PayoutAccountDto,
  type PayoutAccountState,
  type PayoutsDto,
  type PayoutTransferDto,
  type PayoutTransferStatus,
  type PaymentProviderName,
  type PricingGuideCategoryDto,
} from '@pitstop/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

export class ActivateTestPayoutsBody {
  @ApiProperty({ example: 'acct_test_0123456789abcdef', description: 'The TEST MODE account' })
  @IsString({ message: 'account must be a TEST MODE account id (acct_test_…)' })
  @MaxLength(64, { message: 'account must be a TEST MODE account id (acct_test_…)' })
  @Matches(/^acct_test_[0-9a-f]{16}$/, {
    message: 'account must be a TEST MODE account id (acct_test_…)',
  })
  account!: string;
}

export class UrlResponse {
  @ApiProperty({ example: 'https://connect.stripe.com/setup/e/acct_…' }) url!: string;
}

class PayoutAccountResponse implements PayoutAccountDto {
  @ApiProperty({ enum: PAYOUT_ACCOUNT_STATES }) state!: PayoutAccountState;
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: PaymentProviderName;
  @ApiPropertyOptional({ type: String, nullable: true }) accountId!: string | null;
  @ApiProperty({ type: [String], example: ['external_account'] }) requirements!: string[];
}

class PayoutTransferResponse implements PayoutTransferDto {
  @ApiProperty() id!: string;
  @ApiProperty() orderId!: string;
  @ApiProperty() amountCents!: number;
  @ApiProperty() feeCents!: number;
  @ApiProperty({
    description:
      'To (negative) or from (positive) the carried-forward balance: a refund the provider would not take back, or a sale that paid it off',
  })
  carriedCents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ enum: PAYOUT_TRANSFER_STATUSES }) status!: PayoutTransferStatus;
  @ApiPropertyOptional({ type: String, nullable: true }) providerTransferId!: string | null;
  @ApiProperty() createdAt!: string;
}

class EarningResponse implements EarningDto {
  @ApiProperty() modelId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() amountCents!: number;
  @ApiProperty() paidAt!: string;
}

export class PayoutsResponse implements PayoutsDto {
  @ApiProperty({ type: PayoutAccountResponse }) account!: PayoutAccountDto;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ description: 'Owed past the hold, less what is carried forward; may be negative' })
  balanceDueCents!: number;
  @ApiProperty({
    description:
      'Refunds of sales already paid out that the provider could not take back: owed by the seller, taken from their next sales (zero or negative)',
  })
  carriedForwardCents!: number;
  @ApiProperty() heldCents!: number;
  @ApiProperty() transferredCents!: number;
  @ApiProperty() feesCents!: number;
  @ApiProperty() platformFeePercent!: number;
  @ApiProperty() holdSeconds!: number;
  @ApiProperty({ type: [PayoutTransferResponse] }) transfers!: PayoutTransferDto[];
  @ApiProperty({ type: [EarningResponse] }) earnings!: EarningDto[];
}

export class PricingGuideCategoryResponse implements PricingGuideCategoryDto {
  @ApiProperty({ example: 'Interior' }) category!: string;
  @ApiProperty() listings!: number;
  @ApiProperty() minCents!: number;
  @ApiProperty() p25Cents!: number;
  @ApiProperty() medianCents!: number;
  @ApiProperty() p75Cents!: number;
  @ApiProperty() maxCents!: number;
}
