import { Injectable, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LoginBody } from '../dto/account.dto.js';
import { createValidationPipe } from '../http/validation.pipe.js';
import { LocalStrategy } from './local.strategy.js';
import { SignInGuard } from './sign-in-strategy.js';

/**
 * POST /api/login. The body is validated here, by the gateway's own validation pipe, before
 * passport reads it: a malformed body answers 400 with the same message as on any route, and
 * costs no sign-in attempt.
 */
@Injectable()
export class LocalSignInGuard extends SignInGuard {
  private readonly validation = createValidationPipe();

  constructor(strategy: LocalStrategy) {
    super(strategy);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.validation.transform(request.body, { type: 'body', metatype: LoginBody });
    return (await super.canActivate(context)) as boolean;
  }
}
