/**
 * Who may see what. Routes, menus and redirects all ask canAccess(route.access, user), and the
 * router turns routeDecision() into a page, a spinner or a redirect; everything that needs to
 * know who is looking goes through useAuth() / useCurrentUser().
 */
import { useGetCurrentUserQuery } from '../features/auth/authApi';
import type { User, UserRole } from '../features/auth/user';

export type Access = 'all' | 'visitor' | 'signedIn' | 'admin';

export type Role = UserRole;

export type CurrentUser = User;

export interface AuthState {
  /** The signed-in user; null for a visitor, and while loading. */
  user: CurrentUser | null;
  /** The first GET /api/user has not answered yet: nobody knows who is looking. */
  isLoading: boolean;
}

/**
 * The signed-in user from GET /api/user (401 → null). Unlike every other query it is asked
 * again when a component using it mounts (every page does, so each visit checks the session is
 * still alive: a banned user's next page finds it ended) and when the window regains focus.
 * Mounts within a second of the last answer share it: a page whose code is still loading
 * mounts twice.
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: 1,
    refetchOnFocus: true,
  });
  return { user: data ?? null, isLoading };
}

/** The signed-in user, or null for a visitor (and while loading). */
export function useCurrentUser(): CurrentUser | null {
  return useAuth().user;
}

export function canAccess(access: Access, user: { role: Role } | null): boolean {
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
  user: { role: Role } | null,
): T[] {
  return items.filter((item) => canAccess(item.access, user));
}

/**
 * What a route shows this user:
 * - 'show' the page;
 * - 'wait' behind a spinner while auth is loading (only pages that need a user or an admin:
 *   visitors, and everyone while loading, get / and /auth at once);
 * - 'login': a signed-in page seen signed out ('Unauthorized' toast, then /api/login);
 * - 'home': /admin for anyone but an admin, /auth for someone already signed in.
 */
export type RouteDecision = 'show' | 'wait' | 'login' | 'home';

export function routeDecision(
  access: Access,
  { user, isLoading }: { user: { role: Role } | null; isLoading: boolean },
): RouteDecision {
  if (access === 'all') return 'show';
  if (isLoading) return access === 'visitor' ? 'show' : 'wait';
  if (canAccess(access, user)) return 'show';
  return access === 'signedIn' ? 'login' : 'home';
}
