import { ADMIN_TABS, parseAdminTab } from './admin-tabs';

describe('parseAdminTab', () => {
  it('selects the tab ?tab= names', () => {
    expect(parseAdminTab('approvals')).toBe('approvals');
    expect(parseAdminTab(' Reports ')).toBe('reports');
  });

  it('falls back to Users', () => {
    expect(parseAdminTab(null)).toBe('users');
    expect(parseAdminTab('billing')).toBe('users');
  });

  it("keeps the spec's order and labels", () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual(['Users', 'Approvals', 'Reports']);
  });
});
