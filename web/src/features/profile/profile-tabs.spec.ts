import { tabFromParam } from '../../components/tab-param';
import { PROFILE_TABS } from './profile-tabs';

describe('the profile tabs', () => {
  it('select the tab ?tab= names', () => {
    expect(tabFromParam(PROFILE_TABS, 'downloads')).toBe('downloads');
    expect(tabFromParam(PROFILE_TABS, 'collections')).toBe('collections');
    expect(tabFromParam(PROFILE_TABS, 'Settings')).toBe('settings');
    expect(tabFromParam(PROFILE_TABS, 'purchases')).toBe('purchases');
    expect(tabFromParam(PROFILE_TABS, 'sales')).toBe('sales');
    expect(tabFromParam(PROFILE_TABS, 'garage')).toBe('garage');
  });

  it('fall back to My Uploads', () => {
    expect(tabFromParam(PROFILE_TABS, null)).toBe('uploads');
    expect(tabFromParam(PROFILE_TABS, 'earnings')).toBe('uploads');
  });

  it("keep the spec order and labels, with the orders' Purchases and Sales after Downloads", () => {
    expect(PROFILE_TABS.map((tab) => tab.label)).toEqual([
      'My Uploads',
      'Downloads',
      'Purchases',
      'Sales',
      'Collections',
      'Garage',
      'Settings',
    ]);
  });
});
