import {
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { GatewayConfig } from '../config.js';
import { ErrorResponse } from '../dto/error.dto.js';
import type { AuthenticatedRequest } from './access.js';
import { GATEWAY_CONFIG } from '../gateway-config.js';
import { RateLimiter, type Limit } from './rate-limiter.js';

/** What one person's requests are counted for, each with its own limit and refusal. */
type PerUserLimit = 'writes' | 'uploads' | 'zip-downloads';

const LIMITS: Record<
  PerUserLimit,
  { limit: (config: GatewayConfig) => Limit; refusal: (wait: string) => string }
> = {
  writes: {
    limit: (c) => ({ max: c.WRITE_RATE_LIMIT, windowSeconds: c.WRITE_RATE_WINDOW_SECONDS }),
    refusal: (wait) => `You are making changes too quickly. Please try again ${wait}.`,
  },
  uploads: {
    limit: (c) => ({ max: c.UPLOAD_RATE_LIMIT, windowSeconds: c.UPLOAD_RATE_WINDOW_SECONDS }),
    refusal: (wait) => `You are uploading too quickly. Please try again ${wait}.`,
  },
  'zip-downloads': {
    limit: (c) => ({
      max: c.ZIP_DOWNLOAD_RATE_LIMIT,
      windowSeconds: c.ZIP_DOWNLOAD_RATE_WINDOW_SECONDS,
    }),
    refusal: (wait) => `You are downloading too quickly. Please try again ${wait}.`,
  },
};

const PER_USER_LIMIT = 'pitstop:per-user-limit';

/**
 * Caps how often one person does a costly thing per window, counted in Redis for every gateway:
 * changes (WRITE_RATE_LIMIT, counted together over every listing write, so a script cannot flood
 * the catalogue with listings, reviews, comments, likes or reports), upload requests
 * (UPLOAD_RATE_LIMIT: addresses into storage) and ZIP downloads (ZIP_DOWNLOAD_RATE_LIMIT: each
 * streams a listing's files through the gateway). Runs after AuthGuard (route guards follow the
 * global one), so the signed-in user is known; refused with 429 and Retry-After before anything
 * is done.
 */
@Injectable()
export class PerUserRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // Only on signed-in routes: AuthGuard has answered 401 to anyone else already.
    if (!user) return true;
    const kind =
      this.reflector.get<PerUserLimit | undefined>(PER_USER_LIMIT, context.getHandler()) ??
      'writes';
    const { limit, refusal } = LIMITS[kind];
    await this.limiter.take(`${kind}:${user.id}`, limit(this.config), refusal);
    return true;
  }
}

const limited = (kind: PerUserLimit, description: string) =>
  applyDecorators(
    SetMetadata(PER_USER_LIMIT, kind),
    UseGuards(PerUserRateLimitGuard),
    ApiTooManyRequestsResponse({ type: ErrorResponse, description }),
  );

/** A write that counts towards the person's write limit (429 with Retry-After beyond it). */
export const LimitedWrite = () =>
  limited('writes', 'Too many changes in a short time; see Retry-After');

/** An upload request that counts towards the person's upload limit. */
export const LimitedUpload = () =>
  limited('uploads', 'Too many upload requests in a short time; see Retry-After');

/** A ZIP download that counts towards the person's download limit. */
export const LimitedZipDownload = () =>
  limited('zip-downloads', 'Too many ZIP downloads in a short time; see Retry-After');
