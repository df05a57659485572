import { unsuitableMaterials } from '@pitstop/contracts';
import { DEMO_LISTINGS } from './demo-listings.data.js';
import { DEMO_PRINT_SETTINGS } from './demo-print-settings.data.js';

describe('the demo print settings', () => {
  it('give every demo listing a mount location and at least one material', () => {
    for (const listing of DEMO_LISTINGS) {
      const settings = DEMO_PRINT_SETTINGS[listing.slug];
      expect({ slug: listing.slug, named: settings !== undefined }).toEqual({
        slug: listing.slug,
        named: true,
      });
      expect(settings!.materials.length).toBeGreaterThan(0);
    }
  });

  it('name no listing that is not in the demo catalog', () => {
    const slugs = new Set(DEMO_LISTINGS.map((l) => l.slug));
    expect(Object.keys(DEMO_PRINT_SETTINGS).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('include a part whose seller names a filament that sags where it mounts', () => {
    const warned = Object.values(DEMO_PRINT_SETTINGS).filter(
      (s) => unsuitableMaterials(s.materials, s.mountLocation).length > 0,
    );
    expect(warned.length).toBeGreaterThan(0);
  });
});
