import {
  SetMetadata,
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Actor, UserDto, Viewer } from '@pitstop/contracts';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse } from '../dto/error.dto.js';

/**
 * Who may call a route, besides everyone (routes without @Access are public and cost no
 * lookup). 'viewer' is public too but knows who asks when a valid session comes with the
 * request (their own drafts, what they like); 'user' needs a signed-in active user; 'admin' an
 * active admin.
 */
export type RouteAccess = 'viewer' | 'user' | 'admin';
export const ACCESS_KEY = 'pitstop:access';

/** Sets a route's (or a controller's) access, and documents the session and refusals it brings. */
export const Access = (access: RouteAccess) => {
  const decorators: (ClassDecorator | MethodDecorator)[] = [SetMetadata(ACCESS_KEY, access)];
  if (access !== 'viewer')
    decorators.push(
      ApiCookieAuth('session'),
      ApiUnauthorizedResponse({ type: ErrorResponse, description: 'Not signed in' }),
    );
  if (access === 'admin')
    decorators.push(ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an admin' }));
  return applyDecorators(...decorators);
};

export interface AuthenticatedRequest extends FastifyRequest {
  /**
   * Set by AuthGuard on 'user' and 'admin' routes, and on 'viewer' routes when signed in; on a
   * sign-in route, by its SignInGuard (the user the credentials stand for).
   */
  user?: UserDto;
}

function signedInUser(context: ExecutionContext, decorator: string): UserDto {
  const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!user) throw new Error(`${decorator} used on a route without @Access(user|admin)`);
  return user;
}

/** The signed-in user of a 'user' or 'admin' route (the guard has put it on the request). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserDto => signedInUser(context, 'CurrentUser'),
);

/** The signed-in user acting, with the names the catalog shows on what they write. */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor => {
    const user = signedInUser(context, 'CurrentActor');
    return {
      id: user.id,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      createdAt: user.createdAt,
    };
  },
);

/** Who asks on a 'viewer' route, as the catalog needs it to decide what they may see: null for a visitor. */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Viewer | null => {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    return user ? { id: user.id, role: user.role } : null;
  },
);
