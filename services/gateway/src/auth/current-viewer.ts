import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, UserDto, Viewer } from '@pitstop/contracts';
import type { AuthenticatedRequest } from './access.js';

/** Who asks, as the catalog needs it to decide what they may see. */
export function viewerOf(user: UserDto | undefined): Viewer | null {
  return user ? { id: user.id, role: user.role } : null;
}

/** The signed-in user acting, with the names the catalog shows on what they write. */
export function actorOf(user: UserDto): Actor {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    createdAt: user.createdAt,
  };
}

/** The viewer of a 'viewer' route: the signed-in user, or null for a visitor. */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Viewer | null =>
    viewerOf(context.switchToHttp().getRequest<AuthenticatedRequest>().user),
);

/** The actor of a 'user' or 'admin' route (the guard has put the user on the request). */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor => {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user) throw new Error('CurrentActor used on a route without @Access(user|admin)');
    return actorOf(user);
  },
);
