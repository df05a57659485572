import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { UserDto } from '@pitstop/contracts';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { perGateway, unregister } from './sign-in-strategy.js';
import { SignInService } from './sign-in.service.js';

/**
 * Email and password (passport-local): the password is checked by the users service
 * (argon2id), within the sign-in limits per client and per account.
 */
@Injectable()
export class LocalStrategy
  extends PassportStrategy(perGateway(Strategy))
  implements OnModuleDestroy
{
  constructor(private readonly signIn: SignInService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: FastifyRequest, email: string, password: string): Promise<UserDto> {
    return this.signIn.checkPassword(email, password, request.ip || 'unknown');
  }

  onModuleDestroy(): void {
    unregister(this);
  }
}
