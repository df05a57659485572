import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Put,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { UsersAccounts, type UserDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, CurrentUser } from '../auth/access.js';
import { isOwnNavigation } from '../auth/fetch-metadata.js';
import { LocalSignInGuard } from '../auth/local-sign-in.guard.js';
import { clearSessionCookie, readSessionCookie } from '../auth/session-cookie.js';
import { SignInService } from '../auth/sign-in.service.js';
import { LoginBody, RegisterBody, UpdateProfileBody, UserResponse } from '../dto/account.dto.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { OpenDuringMaintenance } from '../settings/maintenance.guard.js';

/** Sign-up, sign-in, the current user and their profile (docs/product.md §7). */
@ApiTags('accounts')
@Controller('api')
export class AuthController {
  constructor(
    private readonly signIn: SignInService,
    private readonly bus: MessagingClient,
  ) {}

  @Post('register')
  @ApiCreatedResponse({ type: UserResponse, description: 'Signed in as the new user' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The email already has an account' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse })
  async register(
    @Body() body: RegisterBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserDto> {
    const user = await this.signIn.register(body, request.ip || 'unknown');
    return this.signIn.establishSession(user, request, response);
  }

  /** Email and password, checked by LocalStrategy (through its guard) before the handler runs. */
  @Post('login')
  @HttpCode(200)
  @OpenDuringMaintenance()
  @UseGuards(LocalSignInGuard)
  @ApiBody({ type: LoginBody })
  @ApiOkResponse({ type: UserResponse, description: 'Signed in' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Invalid email or password' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'The account is suspended' })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many attempts' })
  login(
    @CurrentUser() user: UserDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserDto> {
    return this.signIn.establishSession(user, request, response);
  }

  /** A browser navigation to the sign-in address lands on the sign-in page. */
  @Get('login')
  @ApiFoundResponse({ description: 'Redirects to /auth' })
  loginPage(@Res() response: FastifyReply): void {
    void response.redirect('/auth', 302);
  }

  /**
   * Ends the session and goes home, but only when the person opens the address themselves: an
   * <img src="/api/logout"> in a comment, a fetch() or a link on another site only redirects.
   */
  @Get('logout')
  @ApiFoundResponse({ description: 'Signed out (on a navigation from this site); redirects to /' })
  async logout(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    if (isOwnNavigation(request.headers)) {
      await this.signIn.logout(readSessionCookie(request));
      clearSessionCookie(request, response);
    }
    void response.header('cache-control', 'no-store').redirect('/', 302);
  }

  @Get('user')
  @Access('user')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: UserResponse })
  currentUser(@CurrentUser() user: UserDto): UserDto {
    return user;
  }

  @Put('auth/user')
  @Access('user')
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  updateProfile(@CurrentUser() user: UserDto, @Body() body: UpdateProfileBody): Promise<UserDto> {
    return this.bus.request(UsersAccounts.updateProfile, {
      userId: user.id,
      displayName: body.displayName,
      bio: body.bio,
    });
  }
}
