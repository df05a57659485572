import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../test/support/stack.js';
import { launchBrowser, openPage, titleOf } from './support/browser.js';
import { WEB_DIST_DIR } from './support/stack.js';

describe('home page and fitment picker in Chromium', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    // /search asks the search service; the picker's steps only the catalog. A database of its
    // own: other suites' listings show pictures served by a media service this stack lacks.
    stack = await startStack({
      services: ['catalog', 'search'],
      gateway: { WEB_DIST_DIR },
      privateDatabase: true,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('walks Volkswagen → Golf → 2017 → GTI through the real taxonomy and lands on /search with that query', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/');
      expect(await titleOf(page, 'Download STL Files for 3D Printable Car Parts & Mods')).toBe(
        'Download STL Files for 3D Printable Car Parts & Mods',
      );
      await page.getByRole('heading', { name: /PRINT\.\s*WRENCH\.\s*RIP\./ }).waitFor();

      // POPULAR MAKES: six tiles from /api/makes, each linking to its search
      const tiles = page.locator('[data-testid^="popular-make-"]');
      await tiles.first().waitFor();
      expect(await tiles.count()).toBe(6);
      expect(await page.getByTestId('popular-make-volkswagen').getAttribute('href')).toBe(
        '/search?make=volkswagen',
      );

      await page.getByRole('button', { name: 'Select Your Ride' }).first().click();
      const progress = page.getByTestId('fitment-progress');
      await expect(progress.textContent()).resolves.toBe('STEP 1/4');

      await page.getByTestId('fitment-make-volkswagen').click();
      await page.getByTestId('fitment-model-golf').waitFor();
      expect(await progress.textContent()).toBe('STEP 2/4');
      expect(await page.getByTestId('fitment-model-golf').textContent()).toContain('2009-Present');
      expect(await page.getByTestId('fitment-model-beetle').textContent()).toContain('1998-2019');

      // Back returns one step, and the choice can be made again
      await page.getByTestId('fitment-back').click();
      await page.getByTestId('fitment-make-volkswagen').click();
      await page.getByTestId('fitment-model-golf').click();

      await page.getByTestId('fitment-year-2017').waitFor();
      expect(await progress.textContent()).toBe('STEP 3/4');
      // years come from the Golf's generations (Mk6 2009 … Mk8 still built)
      expect(await page.getByTestId('fitment-year-2009').count()).toBe(1);
      expect(await page.getByTestId('fitment-year-2008').count()).toBe(0);
      await page.getByTestId('fitment-year-2017').click();

      await page.getByTestId('fitment-trim-gti').waitFor();
      expect(await progress.textContent()).toBe('STEP 4/4');
      const trimNames = await page.locator('[data-testid^="fitment-trim-"]').allTextContents();
      for (const name of ['S', 'SE', 'SEL', 'GTI', 'Golf R', 'Alltrack']) {
        expect(trimNames.some((text) => text.startsWith(name))).toBe(true);
      }
      expect(await page.getByTestId('fitment-trim-gti').textContent()).toContain(
        'FWD • 2.0L Turbo I4',
      );
      await page.getByTestId('fitment-trim-gti').click();

      await page.waitForURL('**/search?**');
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        make: 'volkswagen',
        model: 'golf',
        year: '2017',
        trim: 'gti',
      });
      await page.getByTestId('fitment-picker').waitFor({ state: 'hidden' });
      await page.getByTestId('search-chips').getByText('Volkswagen').waitFor();
      expect(await page.getByTestId('search-chips').textContent()).toMatch(
        /Volkswagen.*Golf.*2017.*GTI/,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('turns a trim name with a space into the product value (Golf R → golf-r), also from the mobile menu', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: /menu/i }).click();
      // the menu is loaded on first open: wait for its own button, not one of the page's
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('button', { name: 'Select Your Ride' })
        .click();
      await page.getByTestId('fitment-make-volkswagen').click();
      await page.getByTestId('fitment-model-golf').click();
      await page.getByTestId('fitment-year-2018').click();
      await page.getByTestId('fitment-trim-golf-r').click();
      await page.waitForURL('**/search?**');
      expect(new URL(page.url()).searchParams.get('trim')).toBe('golf-r');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('treats the sort as an order, not a filter: no chip, and Clear All keeps it', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search?sort=trending');
      await page.getByTestId('search-count').waitFor();
      expect(await page.getByTestId('search-chips').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Clear All Filters' }).count()).toBe(0);

      await page.goto('/search?sort=trending&make=volkswagen&filter=free&q=vent');
      await page.getByTestId('search-chip-make').getByText('Volkswagen').waitFor();
      expect(await page.getByTestId('search-chip-sort').count()).toBe(0);
      // The chips' Clear All (the empty state's Clear All Filters is another button).
      await page.getByRole('button', { name: 'Clear All', exact: true }).click();
      await page.waitForURL((url) => url.search === '?sort=trending');
      // The address changes first; the chips leave with the render that follows it.
      await page.getByTestId('search-chips').waitFor({ state: 'detached', timeout: 5_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('serves the legal pages and the 404 page', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/terms');
      await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
      expect(await page.getByTestId('safety-notice').textContent()).toContain(
        'NOT FOR SAFETY-CRITICAL COMPONENTS',
      );

      // A 404 for crawlers, with the app in it, which shows its page.
      const missing = await page.goto('/no/such/route');
      expect(missing?.status()).toBe(404);
      await page.getByRole('heading', { name: 'ROUTE NOT FOUND' }).waitFor();
      await page.getByTestId('not-found-search').click();
      await page.waitForURL('**/search');
      // Chromium logs the document's 404 as a failed load: the one error expected.
      expect(errors.filter((e) => !/status of 404 .*\/no\/such\/route\)$/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
