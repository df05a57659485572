import { tabFromParam } from '../../components/tab-param';
import { PROFILE_TABS } from './profile-tabs';

describe('the profile tabs', () => {
  it('select the tab ?tab= names', () => {
    expect(tabFromParam(PROFILE_TABS, 'downloads')).toBe('downloads');
    expect(tabFromParam(PROFILE_TABS, 'collections')).toBe('collections');
    expect(tabFromParam(PROFILE_TABS, 'Settings')).toBe('settings');
  });

  it('fall back to My Uploads', () => {
    expect(tabFromParam(PROFILE_TABS, null)).toBe('uploads');
    expect(tabFromParam(PROFILE_TABS, 'earnings')).toBe('uploads');
  });

  it('keep the spec order and labels', () => {
    expect(PROFILE_TABS.map((tab) => tab.label)).toEqual([
      'My Uploads',
      'Downloads',
      'Collections',
      'Settings',
    ]);
  });
});
