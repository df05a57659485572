import { tabFromParam } from '../../components/tab-param';
import { ADMIN_TABS } from './admin-tabs';

describe('the admin tabs', () => {
  it('select the tab ?tab= names', () => {
    expect(tabFromParam(ADMIN_TABS, 'approvals')).toBe('approvals');
    expect(tabFromParam(ADMIN_TABS, ' Reports ')).toBe('reports');
  });

  it('fall back to Users', () => {
    expect(tabFromParam(ADMIN_TABS, null)).toBe('users');
    expect(tabFromParam(ADMIN_TABS, 'billing')).toBe('users');
  });

  it("keep the spec's order and labels, then the audit log, orders and vehicles", () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Users',
      'Approvals',
      'Reports',
      'Settings',
      'Audit log',
      'Orders',
      'Vehicles',
    ]);
  });
});
