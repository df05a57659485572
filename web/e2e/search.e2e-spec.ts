import type { Browser, Page } from 'playwright-core';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** Chromium logs the signed-out 401s (a visitor's like) as console errors; they are expected. */
const PROVOKED = [401];
const UNIVERSAL = 21;

/** Waits for '{n} results found' and gives n. */
async function resultCount(page: Page, expected: number): Promise<void> {
  await page.getByTestId('search-count').getByText(`${expected} results found`).waitFor();
}

function cardTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="model-card-"] h3').allTextContents();
}

/**
 * A database of its own, so the test knows every listing: 21 universal-fit parts, two Golfs of
 * different generations and a Polo.
 */
describe('/search in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let admin: SignedInUser;
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'search',
    }));
    const seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' });
    const vehicle = async (model: string, generation: string) => ({
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', model, generation),
    });
    const live = { isDraft: false, visibility: 'public' as const };
    await createApprovedListing(stack.url, seller, admin, {
      ...live,
      title: 'Golf Mk7 Cup Holder Insert',
      ...(await vehicle('golf', 'mk7')),
    });
    await createApprovedListing(stack.url, seller, admin, {
      ...live,
      title: 'Golf Mk6 Door Card Clip',
      ...(await vehicle('golf', 'mk6')),
    });
    await createApprovedListing(stack.url, seller, admin, {
      ...live,
      title: 'Polo Mk5 Hook',
      priceCents: 299,
      isFree: false,
      ...(await vehicle('polo', 'mk5')),
    });
    for (let i = 1; i <= UNIVERSAL; i++)
      await createApprovedListing(stack.url, seller, admin, {
        ...live,
        title: `Universal Valve Cap ${i}`,
        ...(i % 3 === 0 ? { priceCents: 199, isFree: false } : {}),
      });
  }, 90_000);
  afterAll(() => close?.());

  it('shows every live listing, 20 at a time: Load More Parts appends the rest', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search?sort=newest');
      await resultCount(page, UNIVERSAL + 3);
      expect(await cardTitles(page)).toHaveLength(20);
      // the sort is an order, not a filter: no chips, nothing to clear
      expect(await page.getByTestId('search-chips').count()).toBe(0);
      expect(await page.getByTestId('search-sort').textContent()).toContain('Newest First');

      const firstPage = await cardTitles(page);
      await page.getByRole('button', { name: 'Load More Parts' }).click();
      await page
        .locator('[data-testid^="model-card-"]')
        .nth(UNIVERSAL + 2)
        .waitFor();
      const all = await cardTitles(page);
      expect(all).toHaveLength(UNIVERSAL + 3);
      expect(all.slice(0, 20)).toEqual(firstPage);
      expect(new Set(all).size).toBe(all.length);
      expect(await page.getByRole('button', { name: 'Load More Parts' }).count()).toBe(0);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a make narrows the results, and removing its chip widens them again', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search?sort=trending');
      await resultCount(page, UNIVERSAL + 3);
      expect(await page.getByTestId('search-sort').textContent()).toContain('Trending');

      await page.getByTestId('search-make').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Volkswagen"]')
        .click();
      await page.waitForURL((url) => url.searchParams.get('make') === 'volkswagen');
      await resultCount(page, 3);
      expect((await cardTitles(page)).sort()).toEqual([
        'Golf Mk6 Door Card Clip',
        'Golf Mk7 Cup Holder Insert',
        'Polo Mk5 Hook',
      ]);
      expect(await page.getByTestId('search-chip-make').textContent()).toContain('Volkswagen');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('trending');

      // free files only: the paid Polo part goes
      await page.getByTestId('search-free').click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'free');
      await resultCount(page, 2);

      await page.getByRole('button', { name: 'Remove make filter' }).click();
      await page.waitForURL((url) => !url.searchParams.has('make'));
      await resultCount(page, UNIVERSAL + 3 - 1 - Math.floor(UNIVERSAL / 3));

      // Clear All drops the filters and keeps the sort
      await page.getByRole('button', { name: 'Clear All', exact: true }).click();
      await page.waitForURL((url) => url.search === '?sort=trending');
      await resultCount(page, UNIVERSAL + 3);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a fitment-picker link lands on that vehicle’s parts only; a text search with none says so', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await page.goto('/search?make=volkswagen&model=golf');
      await page.getByRole('heading', { name: 'PARTS FOR VOLKSWAGEN GOLF' }).waitFor();
      await resultCount(page, 2);
      expect((await cardTitles(page)).sort()).toEqual([
        'Golf Mk6 Door Card Clip',
        'Golf Mk7 Cup Holder Insert',
      ]);
      expect(await page.getByTestId('search-model').textContent()).toContain('Golf');

      // a year built as one generation (2017: Mk7) narrows to that generation
      await page.goto('/search?make=volkswagen&model=golf&year=2017&trim=gti');
      await resultCount(page, 1);
      expect(await cardTitles(page)).toEqual(['Golf Mk7 Cup Holder Insert']);

      await page.getByTestId('search-input').locator('input').fill('no such part');
      await page.getByTestId('search-input').locator('input').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'no such part');
      await page.getByText('No hits. Try loosening a facet.').waitFor();
      await resultCount(page, 0);
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await resultCount(page, UNIVERSAL + 3);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
