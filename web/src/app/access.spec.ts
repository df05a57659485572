import { accessible, canAccess, type Access, type CurrentUser } from './access';

const member: CurrentUser = { id: 'u1', role: 'user', firstName: 'Sam', displayName: null };
const admin: CurrentUser = { id: 'a1', role: 'admin', firstName: 'Alex', displayName: 'Pit Boss' };

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
    { label: 'LOGIN', access: 'visitor' as const },
    { label: 'Upload', access: 'signedIn' as const },
    { label: 'Admin', access: 'admin' as const },
  ];

  it('offers a visitor only the login', () => {
    expect(accessible(menu, null).map((m) => m.label)).toEqual(['LOGIN']);
  });

  it('offers an admin upload and admin, in table order', () => {
    expect(accessible(menu, admin).map((m) => m.label)).toEqual(['Upload', 'Admin']);
  });
});
