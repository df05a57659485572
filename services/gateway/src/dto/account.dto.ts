import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_FIELD_NAMES as Field,
  ACCOUNT_LIMITS as L,
  AccountValidationMessages as Msg,
  USER_ROLES,
  USER_STATUSES,
  type UserDto,
  type UserRole,
  type UserStatus,
} from '@pitstop/contracts';
import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { NoControlCharacters } from './field-rules.js';

// class-validator runs a property's decorators bottom-up (and stops at the first error): the
// most basic check sits lowest.

export class LoginBody {
  @ApiProperty({ example: 'maya@pitstop.test' })
  @MaxLength(L.emailMax, { message: Msg.email })
  @IsEmail({}, { message: Msg.email })
  @IsString({ message: Msg.email })
  email!: string;

  @ApiProperty({ example: 'pitstop-seller' })
  @MaxLength(L.passwordMax, { message: Msg.passwordTooLong })
  @MinLength(1, { message: Msg.passwordRequired })
  @IsString({ message: Msg.passwordRequired })
  password!: string;
}

export class RegisterBody {
  @ApiProperty({ example: 'new.racer@example.com' })
  @MaxLength(L.emailMax, { message: Msg.email })
  @IsEmail({}, { message: Msg.email })
  @IsString({ message: Msg.email })
  email!: string;

  @ApiProperty({ minLength: L.passwordMin })
  @MaxLength(L.passwordMax, { message: Msg.passwordTooLong })
  @MinLength(L.passwordMin, { message: Msg.passwordTooShort })
  @IsString({ message: Msg.passwordTooShort })
  password!: string;

  @ApiProperty({ example: 'Maya' })
  @NoControlCharacters(Field.firstName)
  @MaxLength(L.nameMax, { message: Msg.nameTooLong })
  @MinLength(1, { message: Msg.firstName })
  @IsString({ message: Msg.firstName })
  firstName!: string;

  @ApiProperty({ example: 'Okafor' })
  @NoControlCharacters(Field.lastName)
  @MaxLength(L.nameMax, { message: Msg.nameTooLong })
  @MinLength(1, { message: Msg.lastName })
  @IsString({ message: Msg.lastName })
  lastName!: string;

  @ApiPropertyOptional({ example: 'BoostedMaya', nullable: true })
  @NoControlCharacters(Field.displayName)
  @MaxLength(L.displayNameMax, { message: Msg.displayNameTooLong })
  @IsString({ message: Msg.displayNameTooLong })
  @IsOptional()
  displayName?: string | null;
}

export class UpdateProfileBody {
  @ApiPropertyOptional({ nullable: true, maxLength: L.displayNameMax })
  @NoControlCharacters(Field.displayName)
  @MaxLength(L.displayNameMax, { message: Msg.displayNameTooLong })
  @IsString({ message: 'displayName must be text' })
  @IsOptional()
  displayName?: string | null;

  @ApiPropertyOptional({ nullable: true, maxLength: L.bioMax })
  @NoControlCharacters(Field.bio)
  @MaxLength(L.bioMax, { message: Msg.bioTooLong })
  @IsString({ message: 'bio must be text' })
  @IsOptional()
  bio?: string | null;
}

export class AdminUserParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;
}

export class AdminUpdateUserBody {
  @ApiPropertyOptional({ enum: USER_STATUSES })
  @IsIn(USER_STATUSES, { message: Msg.statusInvalid })
  @ValidateIf((body: AdminUpdateUserBody) => body.status !== undefined)
  status?: UserStatus;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsIn(USER_ROLES, { message: Msg.roleInvalid })
  @ValidateIf((body: AdminUpdateUserBody) => body.role !== undefined)
  role?: UserRole;
}

export class UserResponse implements UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) displayName!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl!: string | null;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty({ enum: USER_STATUSES }) status!: UserStatus;
  @ApiProperty({ description: 'The address was confirmed from a mailed link' })
  emailVerified!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
