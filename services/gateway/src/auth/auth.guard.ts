import {
  ForbiddenException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthMessages, RpcErrorCode, UsersAccounts, type UserDto } from '@pitstop/contracts';
import { isServiceOutage, MessagingClient, RpcError } from '@pitstop/messaging';
import type { FastifyReply } from 'fastify';
import { ACCESS_KEY, type AuthenticatedRequest, type RouteAccess } from './access.js';
import { clearSessionCookie, readSessionCookie } from './session-cookie.js';
import { SessionStore } from './session.store.js';

/**
 * Enforces @Access on every route. The user is read from the users service on each protected
 * request, not cached in the session: a ban, deletion or demotion takes effect on the very next
 * request, and that session is ended on the spot.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('AuthGuard');
  /** Per controller, per handler: a handler inherited by two controllers may differ in access. */
  private readonly access = new WeakMap<Function, Map<Function, RouteAccess | undefined>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly bus: MessagingClient,
  ) {}

  /**
   * Synchronous on public routes: Nest awaits a guard's promise (two turns of the microtask
   * queue per guard) but takes a boolean as it is, and most requests are to public routes.
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const access = this.accessOf(context);
    if (!access) return true;
    return this.admit(context, access);
  }

  private async admit(context: ExecutionContext, access: RouteAccess): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<FastifyReply>();
    if (access === 'viewer') {
      // A visitor, or someone whose session has ended or been refused, reads as a visitor; so
      // does everyone while sessions or the users service are down: public pages stay up.
      const user = await this.signedInUser(request, response).catch((err: unknown) => {
        if (!isOutage(err)) throw err;
        this.logger.warn(`reading the viewer as a visitor: ${(err as Error).message}`);
        return null;
      });
      if (user) request.user = user;
      return true;
    }

    const user = await this.signedInUser(request, response);
    if (!user) throw new UnauthorizedException('Unauthorized');
    request.user = user;
    if (access === 'admin' && user.role !== 'admin')
      throw new ForbiddenException(AuthMessages.adminOnly);
    return true;
  }

  /**
   * The route's @Access (the handler's, else its controller's), read once per handler: a
   * route's metadata never changes, and reading it on every request cost the cheapest routes
   * more than the rest of the guard.
   */
  private accessOf(context: ExecutionContext): RouteAccess | undefined {
    const controller = context.getClass();
    const handler = context.getHandler();
    let handlers = this.access.get(controller);
    if (!handlers) this.access.set(controller, (handlers = new Map()));
    if (handlers.has(handler)) return handlers.get(handler);
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_KEY, [
      handler,
      controller,
    ]);
    handlers.set(handler, access);
    return access;
  }

  /**
   * The active user whose session the request carries, or null. A session of a banned, deleted
   * or vanished user is ended on the spot (and its cookie cleared).
   */
  private async signedInUser(
    request: AuthenticatedRequest,
    response: FastifyReply,
  ): Promise<UserDto | null> {
    const sessionId = readSessionCookie(request);
    if (!sessionId) return null;
    const session = await this.sessions.get(sessionId);
    if (!session) return null;

    const user = await this.findUser(session.userId);
    if (!user || user.status !== 'active') {
      await this.sessions.destroy(sessionId);
      clearSessionCookie(request, response);
      return null;
    }
    return user;
  }

  private async findUser(userId: string): Promise<UserDto | null> {
    try {
      return await this.bus.request(UsersAccounts.get, { userId });
    } catch (err) {
      if (err instanceof RpcError && err.code === RpcErrorCode.NotFound) return null;
      throw err;
    }
  }
}

/** Redis (sessions) or the users service unreachable or too slow: not the request's fault. */
function isOutage(err: unknown): boolean {
  return err instanceof ServiceUnavailableException || isServiceOutage(err);
}
