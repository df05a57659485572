import type { ListingInput, TrimDto, VehicleFitmentInput } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { waitForIndex } from './support/search.js';
import { startBrowserStack } from './support/stack.js';

/** Chromium logs the signed-out 401s (a visitor's like) as console errors; they are expected. */
const PROVOKED = [401];
const UNIVERSAL = 21;
/** Every third universal part is paid. */
const UNIVERSAL_PAID = Math.floor(UNIVERSAL / 3);
const PHONE = { width: 390, height: 844 };

/**
 * The vehicle parts: a Golf Mk7 part for every trim, one for the GTI and one for the Golf R, a
 * Golf Mk6 GTI part (another generation), a Polo part and a Ford Mustang part. 2017 is a Mk7
 * year only.
 */
const GOLF_MK7_ANY = 'Golf Mk7 Cup Holder Insert';
const GOLF_MK7_GTI = 'GTI Shift Knob';
const GOLF_MK7_R = 'Golf R Paddle Extension';
const GOLF_MK6_GTI = 'Golf Mk6 GTI Door Card Clip';
const POLO = 'Polo Mk5 Hook';
const MUSTANG = 'Mustang S550 Vent Pod';
const VW_PARTS = 5;
const ALL = UNIVERSAL + VW_PARTS + 1;

async function resultCount(page: Page, expected: number): Promise<void> {
  await page.getByTestId('search-count').getByText(`${expected} results found`).waitFor();
}

function cardTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid^="model-card-"] h3').allTextContents();
}

const OPEN_DROPDOWN = '.ant-select-dropdown:visible';

/** Waits until no select's dropdown shows (they close with an animation). */
async function dropdownsClosed(page: Page): Promise<void> {
  const open = page.locator(OPEN_DROPDOWN);
  for (let tries = 0; (await open.count()) > 0; tries++) {
    if (tries === 50) throw new Error('a select’s dropdown stays open');
    await page.waitForTimeout(100);
  }
}

/**
 * Opens a select and gives its dropdown: the one its input says it controls, not whichever
 * shows (another select's may still be on screen while it closes).
 */
async function openDropdown(page: Page, select: string) {
  await page.getByTestId(select).click();
  const input = page.getByTestId(select).locator('input[aria-controls]');
  await input.waitFor();
  const list = await input.getAttribute('aria-controls');
  return page.locator(OPEN_DROPDOWN).filter({ has: page.locator(`[id="${list}"]`) });
}

/** Opens a select and gives its options' labels, then closes it again. */
async function optionsOf(page: Page, select: string): Promise<string[]> {
  const options = (await openDropdown(page, select)).locator('.ant-select-item-option');
  await options.first().waitFor();
  // New counts re-render the list; under load it can be read between two renders (empty).
  let labels: string[] = [];
  for (let attempt = 0; attempt < 50 && labels.length === 0; attempt++) {
    if (attempt > 0) await page.waitForTimeout(100);
    labels = await options.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('title') ?? ''),
    );
  }
  await page.keyboard.press('Escape');
  await dropdownsClosed(page);
  return labels;
}

/**
 * Picks an option. Headless Chromium sometimes does not hear a click on antd's animated
 * dropdown (the dropdown stays open, nothing chosen): the option is clicked again then; one
 * that took but left its dropdown open is closed with Escape.
 */
async function pickOption(page: Page, select: string, title: string): Promise<void> {
  const dropdown = await openDropdown(page, select);
  const option = dropdown.locator(`.ant-select-item-option[title="${title}"]`);
  for (let attempt = 1; ; attempt++) {
    await option.click();
    const closed = await dropdown
      .waitFor({ state: 'hidden', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (closed) break;
    const selected = await option
      .evaluate((node) => node.classList.contains('ant-select-item-option-selected'), undefined, {
        timeout: 1_000,
      })
      // Gone: the dropdown closed after the wait above, the click taken.
      .catch(() => 'closed' as const);
    if (selected === 'closed') break;
    if (selected) {
      await page.keyboard.press('Escape');
      break;
    }
    if (attempt === 3) throw new Error(`the option ${title} of ${select} does not take a click`);
  }
  await dropdownsClosed(page);
}

/** A seeded vehicle with one of its generation's trims. */
async function withTrim(
  url: string,
  fitment: VehicleFitmentInput,
  trimName: string,
): Promise<VehicleFitmentInput> {
  const res = await request(url).get(`/api/trims?generationId=${fitment.generationId}`).expect(200);
  const trim = (res.body as TrimDto[]).find((t) => t.name === trimName);
  if (!trim) throw new Error(`no trim ${trimName}`);
  return { ...fitment, trimId: trim.id };
}

/**
 * A database of its own, so the test knows every listing: 21 universal-fit parts and seven
 * vehicle parts of different generations and trims.
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
    const live = { isDraft: false, visibility: 'public' as const };
    const publish = (input: Partial<ListingInput>) =>
      createApprovedListing(stack.url, seller, admin, { ...live, ...input });
    const fits = (vehicleFitment: VehicleFitmentInput) => ({
      isUniversalFit: false,
      vehicleFitment,
    });
    const paid = (priceCents: number) => ({ priceCents, isFree: false });

    const golfMk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const golfMk6 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk6');
    await publish({ title: GOLF_MK7_ANY, ...fits(golfMk7) });
    await publish({
      title: GOLF_MK7_GTI,
      printDifficulty: 'medium',
      ...fits(await withTrim(stack.url, golfMk7, 'GTI')),
    });
    await publish({
      title: GOLF_MK7_R,
      printDifficulty: 'medium',
      ...paid(499),
      ...fits(await withTrim(stack.url, golfMk7, 'Golf R')),
    });
    await publish({
      title: GOLF_MK6_GTI,
      printDifficulty: 'hard',
      ...fits(await withTrim(stack.url, golfMk6, 'GTI')),
    });
    await publish({
      title: POLO,
      printDifficulty: 'hard',
      ...paid(299),
      ...fits(await fitmentOf(stack.url, 'volkswagen', 'polo', 'mk5')),
    });
    await publish({
      title: MUSTANG,
      printDifficulty: 'medium',
      ...fits(await fitmentOf(stack.url, 'ford', 'mustang', 's550')),
    });
    for (let i = 1; i <= UNIVERSAL; i++)
      await publish({
        title: `Universal Valve Cap ${i}`,
        ...(i % 3 === 0 ? paid(199) : {}),
      });
    await waitForIndex(stack.url, ALL);
  }, 120_000);
  afterAll(() => close?.());

  it('shows every live listing, 20 at a time: Load More Parts appends the rest; the list view shows one a row', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search?sort=newest');
      await resultCount(page, ALL);
      expect(await cardTitles(page)).toHaveLength(20);
      // the sort is an order, not a filter: no chips, nothing to clear
      expect(await page.getByTestId('search-chips').count()).toBe(0);
      expect(await page.getByTestId('search-sort').textContent()).toContain('Newest First');

      const firstPage = await cardTitles(page);
      await page.getByRole('button', { name: 'Load More Parts' }).click();
      await page
        .locator('[data-testid^="model-card-"]')
        .nth(ALL - 1)
        .waitFor();
      const all = await cardTitles(page);
      expect(all).toHaveLength(ALL);
      expect(all.slice(0, 20)).toEqual(firstPage);
      expect(new Set(all).size).toBe(all.length);
      expect(await page.getByRole('button', { name: 'Load More Parts' }).count()).toBe(0);

      // grid: three cards side by side; list: one card a row, as wide as the results
      const cards = page.locator('[data-testid^="model-card-"]');
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(a!.y).toBe(b!.y);
      await page.getByRole('button', { name: 'List view' }).click();
      expect(
        await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed'),
      ).toBe('true');
      const [c, d] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(c!.x).toBe(d!.x);
      expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
      expect(c!.width).toBeGreaterThan(a!.width * 2);
      expect(await cardTitles(page)).toHaveLength(ALL);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('make, free and difficulty narrow the results, each option with its count; chips remove them', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search?sort=trending');
      await resultCount(page, ALL);
      expect(await page.getByTestId('search-sort').textContent()).toContain('Trending');

      // a make's count includes the universal parts, which fit every make
      const makes = await optionsOf(page, 'search-make');
      expect(makes[0]).toBe('All Makes');
      expect(makes).toContain(`Volkswagen (${VW_PARTS + UNIVERSAL})`);
      expect(makes).toContain(`Ford (${1 + UNIVERSAL})`);
      await page
        .getByText(`Free files only (${ALL - UNIVERSAL_PAID - 2})`, { exact: true })
        .waitFor();

      await pickOption(page, 'search-make', `Volkswagen (${VW_PARTS + UNIVERSAL})`);
      await page.waitForURL((url) => url.searchParams.get('make') === 'volkswagen');
      await resultCount(page, VW_PARTS + UNIVERSAL);
      expect(await cardTitles(page)).not.toContain(MUSTANG);
      expect(await page.getByTestId('search-chip-make').textContent()).toContain('Volkswagen');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('trending');
      // the make's own counts keep the other makes (a make facet does not filter itself)
      expect(await optionsOf(page, 'search-make')).toContain(`Ford (${1 + UNIVERSAL})`);

      // free files only: the paid Golf R and Polo parts go, and the paid universal ones
      const vwFree = VW_PARTS - 2 + UNIVERSAL - UNIVERSAL_PAID;
      await page.getByText(`Free files only (${vwFree})`, { exact: true }).waitFor();
      await page.getByTestId('search-free').click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'free');
      await resultCount(page, vwFree);

      // the difficulty counts follow the make and free filters
      expect(await optionsOf(page, 'search-difficulty')).toEqual([
        'Any',
        `Easy (${1 + UNIVERSAL - UNIVERSAL_PAID})`,
        'Medium (1)',
        'Hard (1)',
      ]);
      await pickOption(page, 'search-difficulty', 'Hard (1)');
      await page.waitForURL((url) => url.searchParams.get('difficulty') === 'hard');
      await resultCount(page, 1);
      expect(await cardTitles(page)).toEqual([GOLF_MK6_GTI]);
      expect(await page.getByTestId('search-chips').textContent()).toMatch(
        /Volkswagen.*Free files only.*Hard/,
      );

      await page.getByRole('button', { name: 'Remove difficulty filter' }).click();
      await page.waitForURL((url) => !url.searchParams.has('difficulty'));
      await resultCount(page, vwFree);

      await page.getByRole('button', { name: 'Remove make filter' }).click();
      await page.waitForURL((url) => !url.searchParams.has('make'));
      await resultCount(page, ALL - UNIVERSAL_PAID - 2);

      // Clear All drops the filters and keeps the sort
      await page.getByRole('button', { name: 'Clear All', exact: true }).click();
      await page.waitForURL((url) => url.search === '?sort=trending');
      await resultCount(page, ALL);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a fitment-picker link lands on the parts for that generation and trim, and the universal ones (phone)', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, PHONE);
    try {
      await page.goto('/search?make=volkswagen&model=golf&year=2017&trim=gti');
      await page.getByRole('heading', { name: 'PARTS FOR 2017 VOLKSWAGEN GOLF' }).waitFor();
      // 2017 is a Mk7 year: the Mk7 part for every trim and the GTI's, not the Golf R's nor
      // the Mk6 GTI's
      await resultCount(page, 2 + UNIVERSAL);
      await page.getByRole('button', { name: 'Load More Parts' }).click();
      await page
        .locator('[data-testid^="model-card-"]')
        .nth(2 + UNIVERSAL - 1)
        .waitFor();
      const titles = await cardTitles(page);
      expect(titles.filter((title) => !title.startsWith('Universal')).sort()).toEqual(
        [GOLF_MK7_ANY, GOLF_MK7_GTI].sort(),
      );
      expect(titles).toHaveLength(2 + UNIVERSAL);
      await page.getByTestId('search-chip-trim').getByText('GTI').waitFor();
      expect(await page.getByTestId('search-chips').textContent()).toMatch(
        /Volkswagen.*Golf.*2017.*GTI/,
      );

      // on a phone the filters fold away behind their button
      const filters = page.getByTestId('search-filters');
      expect(await filters.isVisible()).toBe(false);
      await page.getByTestId('search-filters-toggle').click();
      await filters.waitFor();
      expect(await page.getByTestId('search-model').textContent()).toContain('Golf');

      // without the trim: the Golf R part too
      await page.getByRole('button', { name: 'Remove trim filter' }).click();
      await page.waitForURL((url) => !url.searchParams.has('trim'));
      await resultCount(page, 3 + UNIVERSAL);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('search text forgives a typo, orders by best match, drops a word nothing has with the others (and says so); text with no hits says so', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search');
      await resultCount(page, ALL);
      const box = page.getByTestId('search-input').locator('input');
      await box.fill('shfit knob');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'shfit knob');
      await resultCount(page, 1);
      // The box keeps the focus, so the next words can be typed straight away.
      expect(await page.getByTestId('search-input').locator('input:focus').count()).toBe(1);
      expect(await cardTitles(page)).toEqual([GOLF_MK7_GTI]);
      expect(await page.getByTestId('search-sort').textContent()).toContain('Best Match');
      expect(await page.getByTestId('search-chip-q').textContent()).toContain('shfit knob');
      expect(await page.getByTestId('search-partial').count()).toBe(0);

      // A word no part has with the others is dropped, and the page says so
      await box.fill('gti shift knob carbon');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'gti shift knob carbon');
      // The count still reads the last search's '1 results found' until the page has taken the
      // new address: the note is the new results' own.
      await page.getByTestId('search-partial').waitFor();
      await resultCount(page, 1);
      expect(await cardTitles(page)).toEqual([GOLF_MK7_GTI]);
      expect(await page.getByTestId('search-partial').textContent()).toBe(
        'Showing parts that match some of your words',
      );

      await box.fill('no such part');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'no such part');
      await page.getByText('No hits. Try loosening a facet.').waitFor();
      await resultCount(page, 0);
      await page.getByRole('button', { name: 'Clear All Filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await resultCount(page, ALL);
      expect(await page.getByTestId('search-sort').textContent()).toContain('Newest First');
      expect(await box.inputValue()).toBe('');
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a search the server refuses shows why, instead of results', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search?year=soon');
      const failure = page.getByTestId('search-error');
      await failure.waitFor();
      expect(await failure.textContent()).toContain('Search failed');
      expect(await failure.textContent()).toMatch(/year/i);
      expect(await page.getByTestId('search-count').textContent()).toBe('');
      expect(unexpectedErrors(errors, [...PROVOKED, 400])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
