/**
 * Who may see what. Routes, menus and redirects all ask canAccess(route.access, user), so the
 * accounts issue only has to plug the real user into useCurrentUser().
 */

export type Access = 'all' | 'visitor' | 'signedIn' | 'admin';

export type Role = 'user' | 'admin';

export interface CurrentUser {
  id: string;
  role: Role;
  firstName: string | null;
  displayName: string | null;
}

/**
 * The signed-in user, or null for a visitor. There are no accounts yet, so everyone is a
 * visitor: the accounts issue replaces this body with the GET /api/user query (401 → null).
 * Everything that needs to know who is looking goes through this one hook.
 */
export function useCurrentUser(): CurrentUser | null {
  return null;
}

export function canAccess(access: Access, user: CurrentUser | null): boolean {
  switch (access) {
    case 'all':
      return true;
    case 'visitor':
      return user === null;
    case 'signedIn':
      return user !== null;
    case 'admin':
      return user?.role === 'admin';
  }
}

/** The items of a menu this user may see, in table order. */
export function accessible<T extends { access: Access }>(
  items: readonly T[],
  user: CurrentUser | null,
): T[] {
  return items.filter((item) => canAccess(item.access, user));
}
