import type { User } from '../features/auth/user';
import {
  accessible,
  authState,
  canAccess,
  routeDecision,
  type Access,
  type RouteDecision,
} from './access';

const member = { role: 'user' as const };
const admin = { role: 'admin' as const };

describe('canAccess', () => {
  it.each<[Access, boolean, boolean, boolean]>([
    // access, visitor, signed-in user, admin
    ['all', true, true, true],
    ['visitor', true, false, false],
    ['signedIn', false, true, true],
    ['admin', false, false, true],
  ])('%s: visitor %s, user %s, admin %s', (access, visitor, user, adminCan) => {
    expect(canAccess(access, null)).toBe(visitor);
    expect(canAccess(access, member)).toBe(user);
    expect(canAccess(access, admin)).toBe(adminCan);
  });
});

describe('accessible', () => {
  const menu = [
    { label: 'UPLOAD', access: 'signedIn' as const },
    { label: 'ADMIN', access: 'admin' as const },
    { label: 'PROFILE', access: 'signedIn' as const },
    { label: 'LOGIN', access: 'visitor' as const },
  ];

  it('offers a visitor only the login', () => {
    expect(accessible(menu, null).map((m) => m.label)).toEqual(['LOGIN']);
  });

  it('offers a signed-in user upload and profile', () => {
    expect(accessible(menu, member).map((m) => m.label)).toEqual(['UPLOAD', 'PROFILE']);
  });

  it('offers an admin upload, admin and profile, in table order', () => {
    expect(accessible(menu, admin).map((m) => m.label)).toEqual(['UPLOAD', 'ADMIN', 'PROFILE']);
  });
});

describe('routeDecision', () => {
  const loading = { user: null, isLoading: true, isError: false };
  const visitor = { user: null, isLoading: false, isError: false };
  const signedIn = { user: member, isLoading: false, isError: false };
  const signedInAdmin = { user: admin, isLoading: false, isError: false };
  // GET /api/user failed (503, network) before it ever answered: nobody knows who is looking.
  const unknown = { user: null, isLoading: false, isError: true };

  it.each<[Access, RouteDecision, RouteDecision, RouteDecision, RouteDecision, RouteDecision]>([
    // access, while loading, visitor, signed-in user, admin, auth failed
    ['all', 'show', 'show', 'show', 'show', 'show'],
    ['visitor', 'show', 'show', 'home', 'home', 'show'],
    ['signedIn', 'wait', 'login', 'show', 'show', 'error'],
    ['admin', 'wait', 'home', 'home', 'show', 'error'],
  ])('%s: loading %s, visitor %s, user %s, admin %s, auth failed %s', (access, l, v, u, a, e) => {
    expect(routeDecision(access, loading)).toBe(l);
    expect(routeDecision(access, visitor)).toBe(v);
    expect(routeDecision(access, signedIn)).toBe(u);
    expect(routeDecision(access, signedInAdmin)).toBe(a);
    expect(routeDecision(access, unknown)).toBe(e);
  });

  it('offers a retry, never the login redirect, when GET /api/user fails with no answer yet', () => {
    expect(routeDecision('signedIn', unknown)).not.toBe('login');
    expect(routeDecision('admin', unknown)).not.toBe('home');
  });

  it('waits, not errors, while a retry after a failure is loading', () => {
    expect(routeDecision('signedIn', { user: null, isLoading: true, isError: true })).toBe('wait');
  });
});

describe('authState', () => {
  const user = { id: 'u1', role: 'user' } as User;
  const unavailable = { status: 503, message: '503: Service Unavailable' };

  it('a 401 (null) is a visitor, not a failure', () => {
    expect(authState({ data: null, isLoading: false, isError: false })).toEqual({
      user: null,
      isLoading: false,
      isError: false,
      error: undefined,
    });
  });

  it('a failure before any answer leaves nobody knowing who is looking', () => {
    expect(
      authState({ data: undefined, isLoading: false, isError: true, error: unavailable }),
    ).toEqual({ user: null, isLoading: false, isError: true, error: unavailable });
  });

  it('a failed refetch after a success keeps the user, with no error', () => {
    expect(authState({ data: user, isLoading: false, isError: true, error: unavailable })).toEqual({
      user,
      isLoading: false,
      isError: false,
      error: undefined,
    });
  });

  it('a failed refetch after a 401 keeps the visitor', () => {
    expect(authState({ data: null, isLoading: false, isError: true, error: unavailable })).toEqual({
      user: null,
      isLoading: false,
      isError: false,
      error: undefined,
    });
  });
});
