import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAIL_KINDS,
  type FailedMailDto,
  type FailedMailPage,
  type MailKind,
} from '@pitstop/contracts';
import { QueryWholeNumberInRange } from './field-rules.js';

export class FailedMailQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @QueryWholeNumberInRange('limit', 1, 100)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryWholeNumberInRange('offset', 0, 1_000_000)
  offset?: number;
}

export class FailedMailResponse implements FailedMailDto {
  @ApiProperty({ description: 'The message key (what caused the mail)' }) key!: string;
  @ApiProperty({ enum: MAIL_KINDS }) kind!: MailKind;
  @ApiProperty({ description: 'The address it was for' }) recipient!: string;
  @ApiProperty({ description: "The last attempt's error" }) error!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ format: 'date-time' }) failedAt!: string;
}

export class FailedMailPageResponse implements FailedMailPage {
  @ApiProperty({ type: [FailedMailResponse] }) items!: FailedMailResponse[];
  @ApiProperty() total!: number;
}
