import type { ListingInput } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage, titleOf } from './support/browser.js';
import { waitForIndex } from './support/search.js';
import { startBrowserStack } from './support/stack.js';

/** Chromium logs the signed-out 401s and the unknown vehicle's 404 as console errors. */
const PROVOKED = [401, 404];

const MK7_PART = 'Golf Mk7 Cupholder Insert';
const MK6_PART = 'Golf Mk6 Gauge Pod';
const MUSTANG_PART = 'Mustang S550 Phone Mount';
const UNIVERSAL_PART = 'Universal Cable Clip';
/** VEHICLE_SCREENSHOTS=<folder>: the pages as shown, desktop and phone, to look at. */
const SHOTS = process.env.VEHICLE_SCREENSHOTS;

/** The first wait of a page: its lazy chunk and its API calls on a machine shared with others. */
const SLOW_MS = 30_000;

describe('vehicle pages in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let admin: SignedInUser;
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'vehicles',
    }));
    const seller = await registerUser(stack.url, { firstName: 'Ayo' });
    const publish = (input: Partial<ListingInput>) =>
      createApprovedListing(stack.url, seller, admin, {
        isDraft: false,
        visibility: 'public',
        ...input,
      });
    const fits = async (make: string, model: string, generation: string) => ({
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, make, model, generation),
    });
    await publish({ title: MK7_PART, ...(await fits('volkswagen', 'golf', 'mk7')) });
    await publish({ title: MK6_PART, ...(await fits('volkswagen', 'golf', 'mk6')) });
    await publish({ title: MUSTANG_PART, ...(await fits('ford', 'mustang', 's550')) });
    await publish({ title: UNIVERSAL_PART });
    await waitForIndex(stack.url, 4);
  }, 120_000);
  afterAll(() => close?.());

  const cardTitles = async (page: Page) =>
    (await page.getByTestId('vehicle-page-parts').locator('h3').allTextContents()).sort();

  it("lists a generation's parts and the universal ones, under its own title", async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/parts/volkswagen/golf/mk7');
      // The page's chunk loads after the app's: a busy machine takes its time.
      await page.getByTestId('vehicle-page-title').waitFor({ timeout: SLOW_MS });
      await page.getByTestId('vehicle-page-parts').locator('h3').first().waitFor();
      // The served title, set again by the page once its parts are counted.
      const title = 'Parts for the Volkswagen Golf Mk7 (2013–2020) | Pitstop Prints';
      expect(await titleOf(page, title)).toBe(title);
      expect(await page.getByTestId('vehicle-page-title').textContent()).toBe(
        'Parts for the Volkswagen Golf Mk7 (2013–2020)',
      );
      await page.getByTestId('vehicle-page-parts').locator('h3').first().waitFor();
      expect(await cardTitles(page)).toEqual([MK7_PART, UNIVERSAL_PART].sort());
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/vehicle-desktop.png` });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${SHOTS}/vehicle-phone.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      // The breadcrumb leads to the model's page: every generation's parts, and a link to each.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByText('Volkswagen Golf')
        .click();
      await page.waitForURL('**/parts/volkswagen/golf');
      await page.getByTestId('vehicle-page-title').getByText('Volkswagen Golf').waitFor();
      await page.getByTestId('vehicle-page-parts').getByText(MK6_PART).waitFor();
      expect(await cardTitles(page)).toEqual([MK6_PART, MK7_PART, UNIVERSAL_PART].sort());
      expect(
        await page
          .getByTestId('vehicle-page-generations')
          .getByRole('link', { name: 'Mk6 (2009–2013)' })
          .getAttribute('href'),
      ).toBe('/parts/volkswagen/golf/mk6');

      // The search with the same vehicle still answers at /search?make=….
      await page.getByTestId('vehicle-page-search').click();
      await page.waitForURL('**/search?**');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        make: 'volkswagen',
        model: 'golf',
      });
      await page.getByTestId('search-results').getByText(MK6_PART).waitFor();
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says an unknown vehicle is not there, with a 404', async () => {
    const { page, context } = await openPage(browser, stack.url);
    try {
      const res = await page.goto('/parts/volkswagen/golf/mk99');
      expect(res?.status()).toBe(404);
      await page.getByTestId('vehicle-not-found').waitFor({ timeout: SLOW_MS });
      expect(await titleOf(page, 'Vehicle Not Found | Pitstop Prints')).toBe(
        'Vehicle Not Found | Pitstop Prints',
      );
    } finally {
      await context.close();
    }
  });

  it('is linked from the picker and from the garage', async () => {
    const driver = await registerUser(stack.url, { firstName: 'Rosa' });
    const mk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    await request(stack.url)
      .post('/api/garage')
      .set('Cookie', driver.cookie)
      .send({
        makeId: mk7.makeId,
        modelId: mk7.modelId,
        generationId: mk7.generationId,
        year: 2017,
        isActive: true,
      })
      .expect(201);
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: /menu/i }).click({ timeout: SLOW_MS });
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('button', { name: 'Select Your Ride' })
        .click({ timeout: SLOW_MS });
      await page.getByTestId('fitment-make-volkswagen').click();
      await page.getByTestId('fitment-model-golf').click();
      await page.getByTestId('fitment-vehicle-page').click();
      await page.waitForURL('**/parts/volkswagen/golf');
      await page.getByTestId('fitment-picker').waitFor({ state: 'hidden' });
      await page.getByTestId('vehicle-page-parts').getByText(MK6_PART).waitFor();

      await signInThroughForm(page, driver);
      await page.goto('/profile?tab=garage');
      await page.getByTestId('garage-vehicle-page').click({ timeout: SLOW_MS });
      await page.waitForURL('**/parts/volkswagen/golf');
      await page.getByTestId('vehicle-page-parts').getByText(MK7_PART).waitFor();
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
