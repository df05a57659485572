import type { ListingDto, ListingInput, VehicleFitmentInput } from '@pitstop/contracts';
import { demoShape } from '@pitstop/demo-assets';
import { renderPreview } from '@pitstop/mesh-render';
import type { Browser, Locator, Page } from 'playwright-core';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { uploadObject } from '../../test/support/uploads.js';
import { unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { waitForIndex } from './support/search.js';
import { startBrowserStack } from './support/stack.js';

/** Chromium logs the signed-out 401s as console errors; they are expected. */
const PROVOKED = [401];
const PHONE = { width: 390, height: 844 };

const GOLF_PART = 'Golf Mk7 Cup Holder Insert';
const MUSTANG_PART = 'Mustang S550 Vent Pod';
const UNIVERSAL_PART = 'Universal Valve Cap';

/** The search box's input: a combobox named 'Search parts' once its suggestions have loaded. */
function comboboxIn(page: Page, testId: string): Locator {
  return page.getByTestId(testId).getByRole('combobox', { name: 'Search parts' });
}

/** The dropdown the box's input says it controls (it names it while open). */
async function suggestionsOf(box: Locator): Promise<Locator> {
  const page = box.page();
  await page.waitForFunction(
    (input) => !!input?.getAttribute('aria-controls'),
    await box.elementHandle(),
  );
  const list = await box.getAttribute('aria-controls');
  return page
    .locator('.ant-select-dropdown:visible')
    .filter({ has: page.locator(`[id="${list}"]`) });
}

/**
 * Waits until the dropdown shows these options, in this order: the list is read whole, and an
 * answer arriving re-renders it (a read can fall between two renders, or during its opening).
 */
async function expectOptions(dropdown: Locator, expected: string[]): Promise<void> {
  let titles: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    if (attempt > 0) await dropdown.page().waitForTimeout(100);
    titles = await dropdown
      .locator('.ant-select-item-option')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
    if (JSON.stringify(titles) === JSON.stringify(expected)) return;
  }
  expect(titles).toEqual(expected);
}

/** What a screen reader says for the option the input names as active (none: null). */
async function activeOption(page: Page, box: Locator): Promise<string | null> {
  const id = await box.getAttribute('aria-activedescendant');
  if (!id) return null;
  const option = page.locator(`[id="${id}"]`);
  if ((await option.count()) === 0) return null;
  return option.getAttribute('aria-label');
}

/** Arrow down through the suggestions until the active one is spoken as `spoken` (or starts so). */
async function arrowTo(page: Page, box: Locator, spoken: string): Promise<string> {
  for (let presses = 0; presses < 12; presses++) {
    await box.press('ArrowDown');
    const active = await activeOption(page, box);
    if (active?.startsWith(spoken)) return active;
  }
  throw new Error(`no option '${spoken}' under the arrows`);
}

/**
 * A database of its own, so the suggestions are known: a Golf Mk7 part with a picture, a Mustang
 * part and a universal one without.
 */
describe('search suggestions in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let close: () => Promise<void>;
  let golfPart: ListingDto;

  beforeAll(async () => {
    let admin: SignedInUser;
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'suggest',
    }));
    const seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' });
    const publish = (input: Partial<ListingInput>) =>
      createApprovedListing(stack.url, seller, admin, {
        isDraft: false,
        visibility: 'public',
        ...input,
      });
    const fits = (vehicleFitment: VehicleFitmentInput) => ({
      isUniversalFit: false,
      vehicleFitment,
    });
    const picture = await uploadObject(
      stack.url,
      seller,
      renderPreview(demoShape('cup-holder-insert'), { color: '#d23c3c', width: 320, height: 240 }),
      { filename: 'cup-holder.png', contentType: 'image/png', purpose: 'image' },
    );
    golfPart = await publish({
      title: GOLF_PART,
      imageUrls: [picture.storageUrl],
      ...fits(await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7')),
    });
    await publish({
      title: MUSTANG_PART,
      ...fits(await fitmentOf(stack.url, 'ford', 'mustang', 's550')),
    });
    await publish({ title: UNIVERSAL_PART });
    await waitForIndex(stack.url, 3);
  }, 120_000);
  afterAll(() => close?.());

  it('the navigation bar offers parts and vehicles after two letters; arrows and Enter open the part', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      const asked: string[] = [];
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname === '/api/search/suggest') asked.push(url.searchParams.get('q') ?? '');
      });
      await page.goto('/');
      const box = comboboxIn(page, 'nav-search-input');
      await page.getByTestId('nav-search-input').hover();
      await box.waitFor();

      // one letter asks nothing and shows nothing
      await box.pressSequentially('g');
      await page.waitForTimeout(400);
      expect(asked).toEqual([]);
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      await box.pressSequentially('ol');
      const dropdown = await suggestionsOf(box);
      await dropdown.getByTitle(GOLF_PART).waitFor();
      await dropdown.getByTitle('Volkswagen Golf').waitFor();
      await expectOptions(dropdown, [GOLF_PART, 'Volkswagen Golf']);
      expect(await dropdown.locator('.ant-select-item-group').allTextContents()).toEqual([
        'Parts',
        'Vehicles',
      ]);
      // typing paused once: one request for the text as it stood, none per key
      expect(asked).toEqual(['gol']);
      // the part shows its picture (from storage, which the CSP allows); the vehicle an icon
      const thumbnail = dropdown.getByTitle(GOLF_PART).locator('img');
      await page.waitForFunction(
        (img) => !!img && (img as HTMLImageElement).naturalWidth > 0,
        await thumbnail.elementHandle(),
      );
      expect(await dropdown.getByTitle('Volkswagen Golf').locator('img').count()).toBe(0);
      // nothing is active until an arrow picks it
      expect(await activeOption(page, box)).toBeNull();

      expect(await arrowTo(page, box, 'Part: ')).toBe(`Part: ${GOLF_PART}`);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === `/models/${golfPart.slug}`);
      await page.getByTestId('model-title').getByText(GOLF_PART).waitFor();
      // the box is emptied for the next search
      expect(await box.inputValue()).toBe('');
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('on /search, a vehicle chosen with the keyboard opens its search without the text; Escape closes', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      let asked = 0;
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === '/api/search/suggest') asked++;
      });
      await page.goto('/search?q=vent');
      await page
        .getByTestId('search-count')
        .getByText(/results found/)
        .waitFor();
      // the page has its own box: the bar shows none
      expect(await page.getByTestId('nav-search-input').count()).toBe(0);
      expect(await page.getByRole('combobox', { name: 'Search parts' }).count()).toBe(1);
      // the address's text is no typing: nothing is suggested for it until the box is used
      const box = comboboxIn(page, 'search-input');
      expect(await box.inputValue()).toBe('vent');
      await page.waitForTimeout(400);
      expect(asked).toBe(0);

      await box.fill('');
      await box.pressSequentially('must');
      const dropdown = await suggestionsOf(box);
      await dropdown.getByTitle('Ford Mustang').waitFor();
      await expectOptions(dropdown, [MUSTANG_PART, 'Ford Mustang']);

      await box.press('Escape');
      await dropdown.waitFor({ state: 'hidden' });
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.inputValue()).toBe('must');

      // arrows open it again, and move to the vehicle
      // the vehicle says its years: those of the Mustang generation it has parts for
      expect(await arrowTo(page, box, 'Vehicle: Ford Mustang')).toMatch(
        /^Vehicle: Ford Mustang, \d{4}–(\d{4}|Present)$/,
      );
      await box.press('Enter');
      await page.waitForURL((url) => url.search === '?make=ford&model=mustang');
      await page.getByRole('heading', { name: 'PARTS FOR FORD MUSTANG' }).waitFor();
      // the Mustang part and the universal one
      await page.getByTestId('search-count').getByText('2 results found').waitFor();
      expect(await box.inputValue()).toBe('');
      expect(await page.getByTestId('search-chip-q').count()).toBe(0);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Enter with no suggestion picked by the arrows searches the text, in the bar on a phone and in the box on /search', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, PHONE);
    try {
      await page.goto('/');
      // on a phone the bar's box folds away behind a button
      expect(await page.getByTestId('nav-search-input').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Show search box' }).click();
      const navBox = comboboxIn(page, 'nav-search-input');
      await navBox.waitFor();
      await page.getByTestId('nav-search-input').locator('input:focus').waitFor();
      await navBox.pressSequentially('valve');
      await (await suggestionsOf(navBox)).getByTitle(UNIVERSAL_PART).waitFor();
      await navBox.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=valve');
      await page.getByTestId('search-count').getByText('1 results found').waitFor();

      // /search's own box: the suggestions shown, Enter still searches what is typed
      const box = comboboxIn(page, 'search-input');
      await box.fill('');
      await box.pressSequentially('golf');
      const dropdown = await suggestionsOf(box);
      // a pointer over an option makes it active, but only the arrows pick one for Enter
      await dropdown.getByTitle(GOLF_PART).hover();
      expect(await activeOption(page, box)).toBe(`Part: ${GOLF_PART}`);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'golf');
      await dropdown.waitFor({ state: 'hidden' });
      expect(await page.getByTestId('search-chip-q').textContent()).toContain('golf');
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Enter sent before the suggestions arrive searches, and no list opens over the results after', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/search');
      const box = comboboxIn(page, 'search-input');
      await box.waitFor();
      // Typed and sent at once: the answer for the text comes after the search was sent.
      await box.fill('golf');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'golf');
      await page.getByTestId('search-count').getByText('1 results found').waitFor();
      await page.waitForTimeout(800);
      expect(await page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      // sent with the list open, by Enter and by the search button: it closes and stays closed
      for (const send of [
        () => box.press('Enter'),
        () => page.getByRole('button', { name: 'search' }).click(),
      ]) {
        await box.fill('');
        await box.pressSequentially('mustang ve');
        await (await suggestionsOf(box)).getByTitle(MUSTANG_PART).waitFor();
        await send();
        await page.waitForURL((url) => url.searchParams.get('q') === 'mustang ve');
        await page.waitForTimeout(800);
        expect(await page.locator('.ant-select-dropdown:visible').count()).toBe(0);
        await page.goto('/search');
      }
      // typing again opens them again
      await box.pressSequentially(' cup');
      await (await suggestionsOf(box)).getByTitle(GOLF_PART).waitFor();
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with the search service down (503) the box shows no suggestions and still searches', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      let refused = 0;
      await page.route(
        (url) => url.pathname === '/api/search/suggest',
        (route) => {
          refused++;
          return route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Search is unavailable' }),
          });
        },
      );
      await page.goto('/');
      const box = comboboxIn(page, 'nav-search-input');
      await page.getByTestId('nav-search-input').hover();
      await box.waitFor();
      await box.pressSequentially('golf');
      for (let tries = 0; refused === 0; tries++) {
        if (tries === 50) throw new Error('the box never asked for suggestions');
        await page.waitForTimeout(100);
      }
      await page.waitForTimeout(300);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.ant-select-dropdown:visible').count()).toBe(0);
      // no toast either: the box just has nothing to offer
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);

      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'golf');
      await page.getByTestId(`model-card-${golfPart.slug}`).waitFor();
      expect(unexpectedErrors(errors, [...PROVOKED, 503])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
