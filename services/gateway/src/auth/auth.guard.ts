import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RpcErrorCode, UsersAccounts, type UserDto } from '@pitstop/contracts';
import { MessagingClient, RpcError } from '@pitstop/messaging';
import type { Response } from 'express';
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
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
    private readonly bus: MessagingClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access || access === 'public') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const user = await this.signedInUser(request, response);
    if (user) request.user = user;
    // A visitor, or someone whose session has ended or been refused, reads as a visitor.
    if (access === 'viewer') return true;

    if (!user) throw new UnauthorizedException('Unauthorized');
    if (access === 'admin' && user.role !== 'admin')
      throw new ForbiddenException('Only admins can do that.');
    return true;
  }

  /**
   * The active user whose session the request carries, or null. A session of a banned, deleted
   * or vanished user is ended on the spot (and its cookie cleared).
   */
  private async signedInUser(
    request: AuthenticatedRequest,
    response: Response,
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
