import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { UserDto } from '@pitstop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountSecurityService } from '../account/account-security.service.js';
import { DataExportService, type AccountDataExport } from '../account/data-export.service.js';
import { Access, CurrentUser } from '../auth/access.js';
import { clearSessionCookie, readSessionCookie } from '../auth/session-cookie.js';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  ForgotPasswordBody,
  MessageResponse,
  PasswordConfirmBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '../dto/account-security.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { OpenDuringMaintenance } from '../settings/maintenance.guard.js';

/**
 * Account recovery and the account's own settings: forgot and change password, sign out
 * everywhere, email verification and change, delete and download my data (docs/security.md,
 * Account recovery).
 */
@ApiTags('accounts')
@Controller('api')
export class AccountController {
  constructor(
    private readonly security: AccountSecurityService,
    private readonly exports: DataExportService,
  ) {}

  @Post('password/forgot')
  @HttpCode(202)
  @OpenDuringMaintenance()
  @ApiAcceptedResponse({
    type: MessageResponse,
    description: 'The same answer whether or not the address has an account',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  forgotPassword(
    @Body() body: ForgotPasswordBody,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    return this.security.forgotPassword(body.email, request.ip || 'unknown');
  }

  @Post('password/reset')
  @HttpCode(200)
  @OpenDuringMaintenance()
  @ApiOkResponse({ type: MessageResponse, description: 'Password set; every session ended' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, used or expired link' })
  resetPassword(@Body() body: ResetPasswordBody): Promise<{ message: string }> {
    return this.security.resetPassword(body.token, body.password);
  }

  @Put('auth/password')
  @Access('user')
  @ApiOkResponse({ type: MessageResponse, description: 'Changed; other sessions ended' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Current password is incorrect' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  changePassword(
    @CurrentUser() user: UserDto,
    @Body() body: ChangePasswordBody,
    @Req() request: FastifyRequest,
  ): Promise<{ message: string }> {
    return this.security.changePassword(
      user,
      readSessionCookie(request),
      body.currentPassword,
      body.newPassword,
    );
  }

  @Post('logout/everywhere')
  @Access('user')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Every session of the account ended, this one too' })
  async signOutEverywhere(
    @CurrentUser() user: UserDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    await this.security.signOutEverywhere(user.id);
    clearSessionCookie(request, response);
  }

  @Post('email/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse, description: 'The address is confirmed' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid, used or expired link' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The new address has an account now' })
  confirmEmail(@Body() body: VerifyEmailBody): Promise<{ message: string; email: string }> {
    return this.security.confirmEmail(body.token);
  }

  @Post('email/verify/resend')
  @Access('user')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Already confirmed' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  resendVerification(@CurrentUser() user: UserDto): Promise<{ message: string }> {
    return this.security.resendVerification(user.id);
  }

  @Put('auth/email')
  @Access('user')
  @HttpCode(202)
  @ApiAcceptedResponse({
    type: MessageResponse,
    description: 'A link went to the new address; the change applies when it is opened',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The address has an account' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  changeEmail(
    @CurrentUser() user: UserDto,
    @Body() body: ChangeEmailBody,
  ): Promise<{ message: string }> {
    return this.security.changeEmail(user, body.email, body.password);
  }

  @Delete('auth/user')
  @Access('user')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponse, description: 'Erased; every session ended' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Password is incorrect' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async deleteAccount(
    @CurrentUser() user: UserDto,
    @Body() body: PasswordConfirmBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<{ message: string }> {
    const answer = await this.security.deleteAccount(user, body.password);
    clearSessionCookie(request, response);
    return answer;
  }

  @Get('auth/export')
  @Access('user')
  @ApiOkResponse({
    description: 'A JSON attachment: profile, garage, collections, orders, listings',
  })
  async exportData(
    @CurrentUser() user: UserDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AccountDataExport> {
    const data = await this.exports.export(user);
    void response
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="pitstop-prints-my-data.json"');
    return data;
  }
}
