import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONTACT_LIMITS as L,
  CONTACT_TOPICS,
  ContactMessages as Msg,
  OPTIONAL_MAIL_KINDS,
  type ContactMessageDto,
  type ContactTopic,
  type NotificationSettingsDto,
  type OptionalMailKind,
  type UnsubscribeResultDto,
} from '@pitstop/contracts';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { NoControlCharacters, QueryWholeNumberInRange, Trimmed } from './field-rules.js';

// class-validator runs a property's decorators bottom-up: the most basic check is lowest.

/** PUT /api/auth/notifications: the kinds to change (any of them), each on or off. */
export class NotificationSettingsBody implements Partial<NotificationSettingsDto> {
  @ApiPropertyOptional()
  @IsBoolean({ message: 'seller-sale must be true or false' })
  @IsOptional()
  'seller-sale'?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'new-review must be true or false' })
  @IsOptional()
  'new-review'?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'fit-denied must be true or false' })
  @IsOptional()
  'fit-denied'?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'new-version must be true or false' })
  @IsOptional()
  'new-version'?: boolean;

  @ApiPropertyOptional()
  @IsBoolean({ message: 'import-finished must be true or false' })
  @IsOptional()
  'import-finished'?: boolean;
}

export class NotificationSettingsResponse implements NotificationSettingsDto {
  @ApiProperty() 'seller-sale'!: boolean;
  @ApiProperty() 'new-review'!: boolean;
  @ApiProperty() 'fit-denied'!: boolean;
  @ApiProperty() 'new-version'!: boolean;
  @ApiProperty() 'import-finished'!: boolean;
}

/**
 * POST /api/notifications/unsubscribe: the token from the body (the web page, JSON) or from the
 * address (RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form to the header's
 * address, which carries the token).
 */
export class UnsubscribeBody {
  @ApiPropertyOptional({ description: 'The token of the link in the mail' })
  @MaxLength(200, { message: 'token is not valid' })
  @IsString({ message: 'token must be text' })
  @IsOptional()
  token?: string;

  @ApiPropertyOptional({ enum: ['One-Click'], description: 'RFC 8058 one-click (form body)' })
  @IsOptional()
  'List-Unsubscribe'?: string;
}

export class UnsubscribeQuery {
  @ApiPropertyOptional()
  @MaxLength(200, { message: 'token is not valid' })
  @IsString({ message: 'token must be text' })
  @IsOptional()
  token?: string;
}

export class UnsubscribeResponse implements UnsubscribeResultDto {
  @ApiProperty({ enum: OPTIONAL_MAIL_KINDS }) kind!: OptionalMailKind;
  @ApiProperty() label!: string;
}

/** POST /api/contact. */
export class ContactBody {
  @ApiProperty({ maxLength: L.nameMax, example: 'Maya Okafor' })
  @NoControlCharacters('Your name')
  @MaxLength(L.nameMax, { message: Msg.nameTooLong })
  @MinLength(1, { message: Msg.nameRequired })
  @IsString({ message: Msg.nameRequired })
  @Trimmed()
  name!: string;

  @ApiProperty({ maxLength: L.emailMax, example: 'maya@example.com' })
  @MaxLength(L.emailMax, { message: Msg.emailInvalid })
  @IsEmail({}, { message: Msg.emailInvalid })
  @IsString({ message: Msg.emailInvalid })
  @Trimmed()
  email!: string;

  @ApiProperty({ enum: CONTACT_TOPICS })
  @IsIn(CONTACT_TOPICS, { message: Msg.topicInvalid })
  topic!: ContactTopic;

  @ApiProperty({ minLength: L.messageMin, maxLength: L.messageMax })
  @NoControlCharacters('Your message')
  @MaxLength(L.messageMax, { message: Msg.messageTooLong })
  @MinLength(L.messageMin, { message: Msg.messageTooShort })
  @IsString({ message: Msg.messageTooShort })
  @Trimmed()
  message!: string;
}

export class ContactSentResponse {
  @ApiProperty({ example: Msg.sent }) message!: string;
  @ApiProperty({ format: 'uuid' }) id!: string;
}

/** GET /api/admin/contact. */
export class ContactListQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @QueryWholeNumberInRange('limit', 1, 100)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @QueryWholeNumberInRange('offset', 0, 1_000_000)
  offset?: number;
}

export class ContactMessageResponse implements ContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: CONTACT_TOPICS }) topic!: ContactTopic;
  @ApiProperty() message!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) userId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
