import { ApiProperty } from '@nestjs/swagger';
import {
  ACCOUNT_LIMITS as L,
  AccountMessages,
  AccountValidationMessages as Msg,
} from '@pitstop/contracts';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

// class-validator runs a property's decorators bottom-up (and stops at the first error): the
// most basic check sits lowest.

export class ForgotPasswordBody {
  @ApiProperty({ example: 'maya@pitstop.test' })
  @MaxLength(L.emailMax, { message: Msg.email })
  @IsEmail({}, { message: Msg.email })
  @IsString({ message: Msg.email })
  email!: string;
}

/** The token a mailed link carries (43 URL-safe characters); a wrong one is refused later. */
const TOKEN_MAX = 100;

export class ResetPasswordBody {
  @ApiProperty({ description: 'The token of the mailed link' })
  @MaxLength(TOKEN_MAX, { message: AccountMessages.resetTokenInvalid })
  @MinLength(1, { message: AccountMessages.resetTokenInvalid })
  @IsString({ message: AccountMessages.resetTokenInvalid })
  token!: string;

  @ApiProperty({ minLength: L.passwordMin })
  @MaxLength(L.passwordMax, { message: Msg.passwordTooLong })
  @MinLength(L.passwordMin, { message: Msg.passwordTooShort })
  @IsString({ message: Msg.passwordTooShort })
  password!: string;
}

export class ChangePasswordBody {
  @ApiProperty()
  @MaxLength(L.passwordMax, { message: AccountMessages.currentPasswordIncorrect })
  @MinLength(1, { message: Msg.passwordRequired })
  @IsString({ message: Msg.passwordRequired })
  currentPassword!: string;

  @ApiProperty({ minLength: L.passwordMin })
  @MaxLength(L.passwordMax, { message: Msg.passwordTooLong })
  @MinLength(L.passwordMin, { message: Msg.passwordTooShort })
  @IsString({ message: Msg.passwordTooShort })
  newPassword!: string;
}

export class VerifyEmailBody {
  @ApiProperty({ description: 'The token of the mailed link' })
  @MaxLength(TOKEN_MAX, { message: AccountMessages.verifyTokenInvalid })
  @MinLength(1, { message: AccountMessages.verifyTokenInvalid })
  @IsString({ message: AccountMessages.verifyTokenInvalid })
  token!: string;
}

export class ChangeEmailBody {
  @ApiProperty({ example: 'maya.new@pitstop.test' })
  @MaxLength(L.emailMax, { message: Msg.email })
  @IsEmail({}, { message: Msg.email })
  @IsString({ message: Msg.email })
  email!: string;

  @ApiProperty({ description: 'The current password' })
  @MaxLength(L.passwordMax, { message: AccountMessages.passwordIncorrect })
  @MinLength(1, { message: Msg.passwordRequired })
  @IsString({ message: Msg.passwordRequired })
  password!: string;
}

export class PasswordConfirmBody {
  @ApiProperty({ description: 'The current password' })
  @MaxLength(L.passwordMax, { message: AccountMessages.passwordIncorrect })
  @MinLength(1, { message: Msg.passwordRequired })
  @IsString({ message: Msg.passwordRequired })
  password!: string;
}

export class MessageResponse {
  @ApiProperty() message!: string;
}
