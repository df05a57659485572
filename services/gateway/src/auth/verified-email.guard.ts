import {
  ForbiddenException,
  Injectable,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { AccountMessages } from '@pitstop/contracts';
import { ErrorResponse } from '../dto/error.dto.js';
import type { AuthenticatedRequest } from './access.js';

/**
 * Refuses (403, saying where the link went) a signed-in user whose address is not confirmed
 * yet. Runs after AuthGuard, which has read the user fresh from the users service.
 */
@Injectable()
export class VerifiedEmailGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user) throw new Error('VerifiedEmail used on a route without @Access(user|admin)');
    if (!user.emailVerified)
      throw new ForbiddenException(AccountMessages.verifyBeforePublishing(user.email));
    return true;
  }
}

/** The route needs a confirmed email address (publishing a listing for review). */
export const VerifiedEmail = () =>
  applyDecorators(
    UseGuards(VerifiedEmailGuard),
    ApiForbiddenResponse({
      type: ErrorResponse,
      description: 'The email address is not confirmed',
    }),
  );

/**
 * The address of a signed-in non-admin whose address is not confirmed yet: an edit that would
 * send a listing to review is refused for it by the catalog (PUT, a new version).
 */
export function unverifiedEmailOf(request: AuthenticatedRequest): string | undefined {
  const user = request.user;
  return user && !user.emailVerified && user.role !== 'admin' ? user.email : undefined;
}
