import type { UserRole, UserStatus } from '@pitstop/contracts';

interface AdminState {
  role: UserRole;
  status: UserStatus;
}

export const isActiveAdmin = (user: AdminState): boolean =>
  user.role === 'admin' && user.status === 'active';

/**
 * Whether a change would leave the marketplace with no active admin: the target is one now,
 * would not be afterwards, and is the only one.
 */
export function removesLastActiveAdmin(
  before: AdminState,
  after: AdminState,
  activeAdmins: number,
): boolean {
  return isActiveAdmin(before) && !isActiveAdmin(after) && activeAdmins <= 1;
}
