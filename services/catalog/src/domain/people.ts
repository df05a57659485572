import { BadRequestError, ForbiddenError, UnauthorizedError, isUuid } from '@pitstop/common';
import {
  AuthMessages,
  USER_ROLES,
  type Actor,
  type PersonDto,
  type UserRole,
  type Viewer,
} from '@pitstop/contracts';

/** Who asks, as the gateway passes it: null for a visitor; a malformed one is bad input. */
export function optionalViewer(value: unknown): Viewer | null {
  if (value === undefined || value === null) return null;
  const viewer = value as Partial<Viewer>;
  if (!isUuid(viewer.id) || !USER_ROLES.includes(viewer.role as UserRole))
    throw new BadRequestError('viewer must have a UUID id and a role');
  return { id: viewer.id.toLowerCase(), role: viewer.role as UserRole };
}

/** The signed-in user making a change; writes without one are refused as unauthenticated. */
export function requireActor(value: unknown): Actor {
  if (value === undefined || value === null) throw new UnauthorizedError();
  const actor = value as Partial<Actor>;
  const viewer = optionalViewer(actor)!;
  if (typeof actor.firstName !== 'string' || typeof actor.lastName !== 'string')
    throw new BadRequestError('actor must have a first and a last name');
  if (
    actor.displayName !== undefined &&
    actor.displayName !== null &&
    typeof actor.displayName !== 'string'
  )
    throw new BadRequestError('actor displayName must be text');
  const createdAt =
    typeof actor.createdAt === 'string' && !Number.isNaN(Date.parse(actor.createdAt))
      ? actor.createdAt
      : '';
  return {
    ...viewer,
    firstName: actor.firstName,
    lastName: actor.lastName,
    displayName: actor.displayName ?? null,
    createdAt,
  };
}

export const isAdmin = (viewer: Viewer | null): boolean => viewer?.role === 'admin';

export function requireAdmin(value: unknown): Actor {
  const actor = requireActor(value);
  if (!isAdmin(actor)) throw new ForbiddenError(AuthMessages.adminOnly);
  return actor;
}

/** Someone the catalog has not heard of yet still shows as a person, just without a name. */
export function unknownPerson(id: string): PersonDto {
  return { id, firstName: '', lastName: '', displayName: null };
}
