import { removesLastActiveAdmin } from './admin-rules.js';

const admin = { role: 'admin', status: 'active' } as const;

describe('removesLastActiveAdmin', () => {
  it('refuses demoting or banning the only active admin', () => {
    expect(removesLastActiveAdmin(admin, { role: 'user', status: 'active' }, 1)).toBe(true);
    expect(removesLastActiveAdmin(admin, { role: 'admin', status: 'banned' }, 1)).toBe(true);
    expect(removesLastActiveAdmin(admin, { role: 'admin', status: 'deleted' }, 1)).toBe(true);
  });

  it('allows it when another active admin remains', () => {
    expect(removesLastActiveAdmin(admin, { role: 'user', status: 'active' }, 2)).toBe(false);
  });

  it('does not concern changes to users who are not active admins', () => {
    expect(
      removesLastActiveAdmin(
        { role: 'user', status: 'active' },
        { role: 'user', status: 'banned' },
        1,
      ),
    ).toBe(false);
    expect(
      removesLastActiveAdmin(
        { role: 'admin', status: 'banned' },
        { role: 'user', status: 'banned' },
        1,
      ),
    ).toBe(false);
  });
});
