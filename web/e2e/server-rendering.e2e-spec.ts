import type { CollectionSummaryDto, ListingDto, PreviewDto } from '@pitstop/contracts';
import type { Browser, Request as BrowserRequest } from 'playwright-core';
import sharp from 'sharp';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { eventually } from '../../test/support/eventually.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { uploadObject } from '../../test/support/uploads.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** React's words for a server page the browser could not hydrate as it was. */
const HYDRATION_FAILED = /hydrat|did not match|server rendered/i;

/**
 * Public pages rendered on the server (web/src/entry-server.tsx through the gateway): the HTML
 * carries the page with its styles and data, and the browser hydrates it without asking again.
 */
describe('server-rendered pages in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      // Its own database: a vehicle page lists its first 20 parts, which other tests' parts on
      // the shared database would push this test's off.
      privateDatabase: true,
      adminLabel: 'ssr-admin',
    }));
    seller = await registerUser(stack.url, { displayName: 'Torque Tess' });
    const fitment = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    listing = await createApprovedListing(stack.url, seller, admin, {
      shortDescription: 'A clip-on phone mount for the Golf centre vent.',
      longDescriptionMd: 'Prints in **PETG** without supports.',
      priceCents: 499,
      isFree: false,
      isUniversalFit: false,
      vehicleFitment: fitment,
      isDraft: false,
      visibility: 'public',
    });
  });
  afterAll(() => close?.());

  it('sends the model page rendered: title, price, seller, description, fitment, styles, data', async () => {
    const res = await request(stack.url).get(`/models/${listing.slug}`).expect(200);
    const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(res.text)?.[1] ?? '';
    expect(root).toContain('data-testid="model-detail"');
    expect(root).toContain(listing.title);
    expect(root).toContain('$4.99');
    expect(root).toContain('Torque Tess');
    expect(root).toContain('A clip-on phone mount for the Golf centre vent.');
    expect(root).toContain('<strong>PETG</strong>');
    // The fitment table, though its tab is not the one shown.
    expect(root).toMatch(/<td[^>]*>Volkswagen<\/td><td[^>]*>Golf<\/td><td[^>]*>Mk7<\/td>/);
    // antd's styles for what the page shows, and the data the browser hydrates with.
    expect(res.text).toMatch(/<style[^>]*data-css-hash/);
    expect(res.text).toContain('<script type="application/json" id="server-data">');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  it('shows a visitor the model page styled before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.url}/models/${listing.slug}`);
      const title = page.getByTestId('model-title');
      expect(await title.textContent()).toContain(listing.title);
      // The page module's own stylesheet and antd's: the title in the brand's condensed face,
      // the buy button an antd button with its rounded corners.
      expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Barlow/);
      const buy = page.getByTestId('model-download');
      expect(await buy.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    } finally {
      await context.close();
    }
  });

  it('sends every public page with the stylesheets of what it shows, before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const found: { path: string; unstyled: string[] }[] = [];
      for (const path of [
        '/',
        `/search?q=${encodeURIComponent(listing.title)}`,
        `/models/${listing.slug}`,
        `/creators/${seller.user.id}`,
        '/parts/volkswagen/golf/mk7',
        '/terms',
      ]) {
        await page.goto(`${stack.url}${path}`);
        // A CSS module's class (_name_hash_n) on the served markup without a rule in the loaded
        // stylesheets: that module's CSS is missing, and the page restyles when the app loads.
        const unstyled = await page.evaluate(() => {
          // Rules inside @media and @supports too.
          const selectorsOf = (rules: CSSRuleList): string[] =>
            [...rules].flatMap((rule) => [
              (rule as CSSStyleRule).selectorText ?? '',
              ...('cssRules' in rule ? selectorsOf((rule as CSSGroupingRule).cssRules) : []),
            ]);
          const selectors = [...document.styleSheets]
            .flatMap((sheet) => selectorsOf(sheet.cssRules))
            .join(' ');
          const classes = new Set(
            [...document.querySelectorAll('#root [class]')].flatMap((el) =>
              [...el.classList].filter((name) => /^_[A-Za-z0-9]+_[a-z0-9]{5}_\d+$/.test(name)),
            ),
          );
          return [...classes].filter((name) => !selectors.includes(`.${name}`));
        });
        found.push({ path, unstyled });
      }
      expect(found.filter((page) => page.unstyled.length)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('hydrates the model page without errors or asking for its data again', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      const asked: string[] = [];
      page.on('request', (req: BrowserRequest) => {
        if (new URL(req.url()).pathname.startsWith('/api/'))
          asked.push(new URL(req.url()).pathname);
      });
      await page.goto(`/models/${listing.slug}`);
      await page.getByTestId('model-detail').waitFor();
      // Hydrated: the tabs answer clicks.
      await page.getByRole('tab', { name: 'Specs' }).click();
      await page.getByTestId('spec-difficulty').waitFor();
      await page.getByRole('tab', { name: 'Fitment' }).click();
      await page.getByTestId('fitment-vehicle').waitFor();
      // A visitor's Add to Cart asks them to sign in.
      await page.getByTestId('model-add-to-cart').click();
      await expectToast(page, 'Login Required');

      // What the server rendered it with is not asked again.
      const served = ['reviews', 'comments', 'related', 'files'].map(
        (part) => `/api/models3d/${listing.id}/${part}`,
      );
      served.push(`/api/models3d/slug/${listing.slug}`, `/api/sellers/${listing.sellerId}`);
      expect(asked.filter((path) => served.includes(path))).toEqual([]);
      expect(errors.filter((error) => HYDRATION_FAILED.test(error))).toEqual([]);
      expect(unexpectedErrors(errors, [401])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("preloads the model page's first image from the head, as its img asks for it", async () => {
    const png = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#2050a0' },
    })
      .png()
      .toBuffer();
    const image = await uploadObject(stack.url, seller, png, {
      filename: 'gauge-pod.png',
      contentType: 'image/png',
      purpose: 'image',
    });
    const shown = await createApprovedListing(stack.url, seller, admin, {
      title: 'Golf Mk7 Gauge Pod',
      imageUrls: [image.storageUrl],
      isDraft: false,
      visibility: 'public',
    });
    const preview = await eventually(
      async () =>
        (await request(stack.url).get(`/api/models3d/${shown.id}/previews`)).body[0] as PreviewDto,
      (p) => Boolean(p?.variants),
      30_000,
    );
    const html = (await request(stack.url).get(`/models/${shown.slug}`).expect(200)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(preload)?.[1];
    expect(attr('href')).toBe(preview.variants!.full);
    expect(attr('imagesrcset')).toBe(
      `${preview.variants!.card} 400w, ${preview.variants!.full} 1200w`,
    );
    expect(attr('fetchpriority')).toBe('high');

    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto(`/models/${shown.slug}`);
      const main = page.getByTestId('gallery-main');
      await main.waitFor();
      // The img asks for what the head preloaded: the same sources and sizes, first in line,
      // with its shape reserved.
      expect(
        await main.evaluate((img: HTMLImageElement) => ({
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
          fetchpriority: img.getAttribute('fetchpriority'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      ).toEqual({
        srcset: attr('imagesrcset'),
        sizes: attr('imagesizes'),
        fetchpriority: 'high',
        width: '1600',
        height: '1200',
      });
      expect(errors.filter((error) => HYDRATION_FAILED.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('renders the home, search, creator, collection, vehicle and legal pages, hydrated', async () => {
    const created = await request(stack.url)
      .post('/api/collections')
      .set('Cookie', seller.cookie)
      .send({ name: 'Golf cabin bits', isPublic: true })
      .expect(201);
    const collection = created.body as CollectionSummaryDto;
    await request(stack.url)
      .post(`/api/collections/${collection.id}/items`)
      .set('Cookie', seller.cookie)
      .send({ modelId: listing.id })
      .expect((res) => expect(res.status).toBeLessThan(300));
    // Each page, a text it shows, and the API paths it was rendered with (not asked again).
    const pages: [string, string, RegExp][] = [
      ['/', 'PRINT. WRENCH.', /^\/api\/(models3d|makes)$/],
      [`/search?q=${encodeURIComponent(listing.title)}`, listing.title, /^\/api\/search$/],
      [
        `/creators/${seller.user.id}`,
        'Torque Tess',
        new RegExp(`^/api/sellers/${seller.user.id}$`),
      ],
      [
        `/collections/${collection.id}`,
        'Golf cabin bits',
        new RegExp(`^/api/collections/${collection.id}$`),
      ],
      ['/parts/volkswagen/golf/mk7', listing.title, /^\/api\/(search|makes|models|generations)$/],
      ['/terms', 'Terms of Service', /^$/],
    ];
    for (const [path, text, served] of pages) {
      const res = await request(stack.url).get(path).expect(200);
      expect({ path, served: res.text.includes('id="server-data"') }).toEqual({
        path,
        served: true,
      });
      const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(res.text)?.[1] ?? '';
      expect({ path, shows: root.includes(text) }).toEqual({ path, shows: true });

      const { page, context, errors } = await openPage(browser, stack.url);
      try {
        const asked: string[] = [];
        page.on('request', (req: BrowserRequest) => {
          const { pathname } = new URL(req.url());
          if (pathname.startsWith('/api/') && pathname !== '/api/user') asked.push(pathname);
        });
        await page.goto(path);
        await page.getByText(text).first().waitFor();
        // Hydrated: the footer's Contact Us opens its dialog.
        await page.getByRole('button', { name: 'Contact Us', exact: true }).click();
        await page.getByRole('dialog').waitFor();
        expect({ path, errors: unexpectedErrors(errors, [401]) }).toEqual({ path, errors: [] });
        expect({ path, asked: asked.filter((p) => served.test(p)) }).toEqual({ path, asked: [] });
      } finally {
        await context.close();
      }
    }
  });

  it('keeps a phone-sized page still while its fonts and its app arrive', async () => {
    const paths = [
      '/',
      `/search?q=${encodeURIComponent(listing.title)}`,
      `/models/${listing.slug}`,
    ];
    for (const path of paths) {
      for (const fonts of ['in time', 'late']) {
        // A fresh context each: nothing cached, as a visitor from a search engine arrives.
        const { page, context } = await openPage(browser, stack.url, { width: 412, height: 823 });
        try {
          // Late: the display face arrives after the first paint, as on a slow phone connection
          // or a busy machine. Swapping faces then moved /search's header by 62 px (0.18).
          if (fonts === 'late')
            await page.route('**/*.woff2', async (route) => {
              await new Promise((resolve) => setTimeout(resolve, 1500));
              await route.continue();
            });
          await page.goto(path);
          await page.waitForFunction(() => document.fonts.status === 'loaded');
          // Layout shifts are buffered from the navigation's start: everything the visitor saw move.
          const shifts = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((list) => {
                  const entries = list.getEntries() as (PerformanceEntry & {
                    value: number;
                    hadRecentInput: boolean;
                  })[];
                  resolve(
                    entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0),
                  );
                }).observe({ type: 'layout-shift', buffered: true });
                // No shift at all: the observer is never called.
                setTimeout(() => resolve(0), 500);
              }),
          );
          // Lighthouse's and Core Web Vitals' line for a good cumulative layout shift.
          expect({ path, fonts, shifted: shifts < 0.1 ? 'under 0.1' : shifts }).toEqual({
            path,
            fonts,
            shifted: 'under 0.1',
          });
        } finally {
          await context.close();
        }
      }
    }
  });

  it('hydrates served sections and cards in place, never swapping them for skeletons', async () => {
    for (const path of [`/models/${listing.slug}`, '/search', '/']) {
      const { page, context } = await openPage(browser, stack.url);
      try {
        // Every element with a test id that leaves the page, from the first parse on.
        await context.addInitScript(`
          window.__removedSections = [];
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.removedNodes)
                if (node.nodeType === 1 && node.hasAttribute('data-testid'))
                  window.__removedSections.push(node.getAttribute('data-testid'));
          }).observe(document, { childList: true, subtree: true });
        `);
        await page.goto(path);
        // The session check and the sections' data answer after hydration: give them time to
        // reach the page.
        await page.waitForLoadState('networkidle');
        const removed = await page.evaluate(
          () => (window as unknown as { __removedSections: string[] }).__removedSections,
        );
        const served = removed.filter((id) =>
          /^(reviews|comments|fit-confirmations|model-card-.+)$/.test(id),
        );
        expect({ path, removed: served }).toEqual({ path, removed: [] });
      } finally {
        await context.close();
      }
    }
  });

  it('fills in a signed-in buyer’s own parts after hydration', async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Jules' });
    await request(stack.url)
      .post(`/api/models3d/${listing.id}/like`)
      .set('Cookie', buyer.cookie)
      .expect((res) => expect(res.status).toBeLessThan(300));
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto(`/models/${listing.slug}`);
      // Served as a visitor sees it; their heart fills in once the app knows who is looking.
      await page.locator('[data-testid="model-like"][data-liked="true"]').waitFor();
      expect(errors.filter((error) => HYDRATION_FAILED.test(error))).toEqual([]);
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
