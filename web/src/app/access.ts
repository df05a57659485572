/**
 * Who may see what. Routes, menus and redirects all ask canAccess(route.access, user), and the
 * router turns routeDecision() into a page, a spinner, a retry or a redirect; everything that
 * needs to know who is looking goes through useAuth() / useCurrentUser().
 */
import { authApi, useGetCurrentUserQuery } from '../features/auth/authApi';
import type { User, UserRole } from '../features/auth/user';
import { useAppSelector } from './hooks';
import type { RootState } from './store';

export type Access = 'all' | 'visitor' | 'signedIn' | 'admin';

interface AuthState {
  /** The signed-in user; null for a visitor, while loading, and when GET /api/user failed. */
  user: User | null;
  /** The first GET /api/user has not answered yet: nobody knows who is looking. */
  isLoading: boolean;
  /**
   * GET /api/user failed (not a 401, which means a visitor) and no earlier answer is kept:
   * nobody knows who is looking. A failed refetch after a success keeps the user it had.
   */
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The signed-in user from GET /api/user (401 → null). Unlike every other query it is asked
 * again when a component using it mounts (every page does, so each visit checks the session is
 * still alive: a banned user's next page finds it ended) and when the window regains focus.
 * Mounts within a second of the last answer share it: a page whose code is still loading
 * mounts twice.
 */
export function useAuth(): AuthState {
  const query = useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: 1,
    refetchOnFocus: true,
  });
  return { ...authState(query), refetch: query.refetch };
}

/**
 * What the current-user query's state says about who is looking. RTK keeps the last answer
 * through a failed refetch, so only a failure with no answer at all leaves nobody knowing.
 */
export function authState(query: {
  data?: User | null;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
}): Omit<AuthState, 'refetch'> {
  const neverAnswered = query.isError && query.data === undefined;
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isError: neverAnswered,
    error: neverAnswered ? query.error : undefined,
  };
}

/**
 * The signed-in user, or null for a visitor (and while loading, or when nobody knows). It reads
 * the answer the route (useAuth) keeps current and never asks again itself: a card, a button or
 * a section mounting after its data arrives is no reason for another GET /api/user.
 */
export function useCurrentUser(): User | null {
  // Only the answer: a component re-rendered by the query's loading states would, right after
  // hydration, swap a served section whose code is still loading for its skeleton. A selector,
  // not the query's hook: a page of cards reads it three times a card, and each hook would
  // subscribe to the query (an effect and a dispatch) as the page hydrates.
  return useAppSelector(selectCurrentUser);
}

const selectCurrentUserQuery = authApi.endpoints.getCurrentUser.select();
const selectCurrentUser = (state: RootState) => selectCurrentUserQuery(state).data ?? null;

export function canAccess(access: Access, user: { role: UserRole } | null): boolean {
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
  user: { role: UserRole } | null,
): T[] {
  return items.filter((item) => canAccess(item.access, user));
}

/**
 * What a route shows this user:
 * - 'show' the page;
 * - 'wait' behind a spinner while auth is loading (only pages that need a user or an admin:
 *   visitors, and everyone while loading, get / and /auth at once);
 * - 'error': GET /api/user failed (not a 401) before it ever answered, so a page that needs a
 *   user or an admin can't tell who is looking; it offers a retry (only a 401 means signed out);
 * - 'login': a signed-in page seen signed out ('Unauthorized' toast, then /api/login);
 * - 'home': /admin for anyone but an admin, /auth for someone already signed in.
 */
export type RouteDecision = 'show' | 'wait' | 'error' | 'login' | 'home';

export function routeDecision(
  access: Access,
  {
    user,
    isLoading,
    isError,
  }: { user: { role: UserRole } | null; isLoading: boolean; isError: boolean },
): RouteDecision {
  if (access === 'all') return 'show';
  if (isLoading || isError) {
    if (access === 'visitor') return 'show';
    return isLoading ? 'wait' : 'error';
  }
  if (canAccess(access, user)) return 'show';
  return access === 'signedIn' ? 'login' : 'home';
}
