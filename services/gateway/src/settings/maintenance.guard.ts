import {
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SiteSettingsMessages } from '@pitstop/contracts';
import type { AuthenticatedRequest } from '../auth/access.js';
import { SiteSettingsCache } from './site-settings.cache.js';

const OPEN_DURING_MAINTENANCE = 'pitstop:open-during-maintenance';

/**
 * A write that goes on during maintenance: signing in (admins must be able to), and what
 * outside systems send (payment webhooks: money already moved).
 */
export const OpenDuringMaintenance = () => SetMetadata(OPEN_DURING_MAINTENANCE, true);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Maintenance mode: every write of anyone but an admin answers 503 with the message; reads go
 * on. Runs after AuthGuard (registered after it), so on signed-in routes the user is known; on
 * public routes nobody is known to be an admin, and their writes wait too.
 */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: SiteSettingsCache,
  ) {}

  /** Synchronous for reads, most requests (see AuthGuard.canActivate). */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (READS.has(request.method)) return true;
    return this.admitWrite(context, request);
  }

  private async admitWrite(
    context: ExecutionContext,
    request: AuthenticatedRequest,
  ): Promise<boolean> {
    const open = this.reflector.getAllAndOverride<boolean | undefined>(OPEN_DURING_MAINTENANCE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (open || request.user?.role === 'admin') return true;
    if (!(await this.settings.get()).maintenanceMode) return true;
    throw new HttpException(
      { message: SiteSettingsMessages.maintenance },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}
