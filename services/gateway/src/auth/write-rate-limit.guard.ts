import {
  Inject,
  Injectable,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { GatewayConfig } from '../config.js';
import { ErrorResponse } from '../dto/error.dto.js';
import type { AuthenticatedRequest } from './access.js';
import { GATEWAY_CONFIG } from './gateway-config.js';
import { RateLimiter } from './rate-limiter.js';

/**
 * Caps how many changes one person makes per window (WRITE_RATE_LIMIT per
 * WRITE_RATE_WINDOW_SECONDS), counted together over every listing write: a script cannot flood
 * the catalogue with listings, reviews, comments, likes or reports. Runs after AuthGuard (route
 * guards follow the global one), so the signed-in user is known; refused before anything is
 * written.
 */
@Injectable()
export class WriteRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Only on signed-in routes: AuthGuard has answered 401 to anyone else already.
    if (!user) return true;
    await this.limiter.take(
      `writes:${user.id}`,
      { max: this.config.WRITE_RATE_LIMIT, windowSeconds: this.config.WRITE_RATE_WINDOW_SECONDS },
      (wait) => `You are making changes too quickly. Please try again ${wait}.`,
    );
    return true;
  }
}

/** A write that counts towards the person's write limit (429 with Retry-After beyond it). */
export const LimitedWrite = () =>
  applyDecorators(
    UseGuards(WriteRateLimitGuard),
    ApiTooManyRequestsResponse({
      type: ErrorResponse,
      description: 'Too many changes in a short time; see Retry-After',
    }),
  );
