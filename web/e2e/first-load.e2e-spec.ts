import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_LOAD_PAGES, kb, pageFirstLoad, readManifest } from '../scripts/first-load.mjs';
import { WEB_DIST_DIR } from './support/stack.js';

/**
 * What the built app (`npx vite build`) sends a visitor who lands on a public page, from the
 * build manifest: the entry, the page's chunk and their static imports, gzip (issue 35).
 */

/**
 * The model page's first-load JavaScript may not grow past this. Issue 35 asks for
 * 200 kB (MODEL_PAGE_JS_TARGET, printed by `npm run build:web`); it went from 370 to 260 kB,
 * back to 283 kB with the print facts and the hydrating client, then to 228 kB with the
 * hidden tabs, the alert, the related cards lazy and the declarative router. This keeps what
 * was won; what is left is in docs/benchmarks.md, First load.
 */
const MODEL_PAGE_JS_CEILING = 235 * 1024;

/** Text that only the lazy-loaded libraries' code contains. */
const LAZY_LIBRARIES = {
  'three.js': 'WebGLRenderer',
  Stripe: 'js.stripe.com',
  recharts: 'recharts',
};

describe('first load of the public pages', () => {
  const manifest = readManifest(WEB_DIST_DIR);

  it(`keeps the model page's first-load JavaScript under ${kb(MODEL_PAGE_JS_CEILING)} gzip`, () => {
    const load = pageFirstLoad(WEB_DIST_DIR, manifest, FIRST_LOAD_PAGES.model);
    expect(load.jsGzip).toBeLessThanOrEqual(MODEL_PAGE_JS_CEILING);
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
