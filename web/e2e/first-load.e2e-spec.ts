import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_LOAD_PAGES,
  MODEL_PAGE_JS_TARGET,
  kb,
  pageFirstLoad,
  readManifest,
} from '../scripts/first-load.mjs';
import { WEB_DIST_DIR } from './support/stack.js';

/**
 * What the built app (`npm run build -w web`) sends a visitor who lands on a public page, from
 * the build manifest: the entry, the page's chunk and their static imports, as the gateway sends
 * them: the build's brotli copies to a browser that accepts brotli (every current one; the
 * gateway's side is in services/gateway/test/http.int-spec.ts), gzip to others (issue 35).
 */

/**
 * Gzip, for a browser without brotli, may not grow past this. It went from 370 to 260 kB, back to
 * 283 kB with the print facts and the hydrating client, then to 228 kB with the hidden tabs, the
 * alert, the related cards lazy and the declarative router; docs/benchmarks.md, First load.
 */
const MODEL_PAGE_GZIP_CEILING = 235 * 1024;

/** Text that only the lazy-loaded libraries' code contains. */
const LAZY_LIBRARIES = {
  'three.js': 'WebGLRenderer',
  Stripe: 'js.stripe.com',
  recharts: 'recharts',
};

describe('first load of the public pages', () => {
  const manifest = readManifest(WEB_DIST_DIR);

  it(`sends the model page's first-load JavaScript in ${kb(MODEL_PAGE_JS_TARGET)} or less`, () => {
    const load = pageFirstLoad(WEB_DIST_DIR, manifest, FIRST_LOAD_PAGES.model);
    expect(load.jsBrotli).toBeLessThanOrEqual(MODEL_PAGE_JS_TARGET);
    expect(load.jsGzip).toBeLessThanOrEqual(MODEL_PAGE_GZIP_CEILING);
  });

  it.each(Object.entries(FIRST_LOAD_PAGES))(
    'loads three.js, Stripe, charts and the admin only when needed, not on the %s page',
    (_page, source) => {
      const load = pageFirstLoad(WEB_DIST_DIR, manifest, source);
      const code = load.js.map((file) => readFileSync(join(WEB_DIST_DIR, file), 'utf8')).join('\n');
      for (const [library, marker] of Object.entries(LAZY_LIBRARIES))
        expect({ library, loaded: code.includes(marker) }).toEqual({ library, loaded: false });
      const admin = manifest['src/features/admin/pages/AdminPage.tsx']?.file;
      expect(admin).toBeDefined();
      expect(load.js).not.toContain(admin);
    },
  );
});
