import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserDto } from '@pitstop/contracts';
import type { Request } from 'express';

/**
 * Who may call a route. 'public' needs no session (and costs no lookup); 'viewer' is public too
 * but knows who asks when a valid session comes with the request (their own drafts, what they
 * like); 'user' needs a signed-in active user; 'admin' an active admin. Routes without the
 * decorator are public.
 */
export type RouteAccess = 'public' | 'viewer' | 'user' | 'admin';
export const ACCESS_KEY = 'pitstop:access';
export const Access = (access: RouteAccess) => SetMetadata(ACCESS_KEY, access);

export interface AuthenticatedRequest extends Request {
  /** Set by AuthGuard on 'user' and 'admin' routes, and on 'viewer' routes when signed in. */
  user?: UserDto;
}

/** The signed-in user of a 'user' or 'admin' route (the guard has put it on the request). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentUser used on a route without @Access(user|admin)');
  return request.user;
});
