import { parseProfileTab, PROFILE_TABS } from './profile-tabs';

describe('parseProfileTab', () => {
  it('selects the tab ?tab= names', () => {
    expect(parseProfileTab('downloads')).toBe('downloads');
    expect(parseProfileTab('collections')).toBe('collections');
    expect(parseProfileTab('Settings')).toBe('settings');
  });

  it('falls back to My Uploads', () => {
    expect(parseProfileTab(null)).toBe('uploads');
    expect(parseProfileTab('earnings')).toBe('uploads');
  });

  it('keeps the spec order and labels', () => {
    expect(PROFILE_TABS.map((tab) => tab.label)).toEqual([
      'My Uploads',
      'Downloads',
      'Collections',
      'Settings',
    ]);
  });
});
