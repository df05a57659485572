import { accessible, canAccess, routeDecision, type Access, type RouteDecision } from './access';

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
  const loading = { user: null, isLoading: true };
  const visitor = { user: null, isLoading: false };
  const signedIn = { user: member, isLoading: false };
  const signedInAdmin = { user: admin, isLoading: false };

  it.each<[Access, RouteDecision, RouteDecision, RouteDecision, RouteDecision]>([
    // access, while loading, visitor, signed-in user, admin
    ['all', 'show', 'show', 'show', 'show'],
    ['visitor', 'show', 'show', 'home', 'home'],
    ['signedIn', 'wait', 'login', 'show', 'show'],
    ['admin', 'wait', 'home', 'home', 'show'],
  ])('%s: loading %s, visitor %s, user %s, admin %s', (access, l, v, u, a) => {
    expect(routeDecision(access, loading)).toBe(l);
    expect(routeDecision(access, visitor)).toBe(v);
    expect(routeDecision(access, signedIn)).toBe(u);
    expect(routeDecision(access, signedInAdmin)).toBe(a);
  });
});
