import { jest } from '@jest/globals';
import type { GarageDto, ListingInput, VehicleFitmentInput } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { openSaveDialog } from './support/collections.js';
import { waitForIndex } from './support/search.js';
import { startBrowserStack } from './support/stack.js';

/** Chromium logs the signed-out 401s as console errors; they are expected. */
const PROVOKED = [401];
const SHOTS = process.env.GARAGE_SCREENSHOTS;

const MK8_PART = 'Golf Mk8 Shifter Surround';
const MK7_GTI_PART = 'Golf Mk7 GTI Vent Trim';
const MUSTANG_PART = 'Mustang S550 Gauge Pod';
const UNIVERSAL_PART = 'Universal Phone Cradle';

/** Saves a screenshot when GARAGE_SCREENSHOTS names a folder (to look at what was built). */
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The fit badge of the card of a listing titled `title`, as its data-fit and text. */
async function fitOfCard(page: Page, title: string): Promise<[string | null, string]> {
  const card = page.locator('article').filter({ hasText: title });
  const badge = card.getByTestId('fit-badge');
  await badge.waitFor();
  return [await badge.getAttribute('data-fit'), (await badge.textContent()) ?? ''];
}

/** The titles of the result cards, sorted. */
async function resultTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('[data-testid^="model-card-"] h3').allTextContents();
  return titles.sort();
}

/** Waits until /search shows exactly these results. */
async function expectResults(page: Page, expected: string[]): Promise<void> {
  let titles: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    titles = await resultTitles(page);
    if (JSON.stringify(titles) === JSON.stringify([...expected].sort())) return;
    await page.waitForTimeout(100);
  }
  expect(titles).toEqual([...expected].sort());
}

/** Volkswagen → Golf → year in the fitment picker, up to its last step. */
async function pickGolf(page: Page, year: number): Promise<void> {
  await page.getByRole('button', { name: 'Select Your Ride' }).first().click();
  await page.getByTestId('fitment-picker').waitFor();
  // A tile clicked while the dialog still opens can go unheard (once on a busy machine): the
  // step is clicked again until the next one shows, as a person would.
  await clickUntil(page, 'fitment-make-volkswagen', 'fitment-model-golf');
  await clickUntil(page, 'fitment-model-golf', `fitment-year-${year}`);
  await page.getByTestId(`fitment-year-${year}`).click();
}

async function clickUntil(page: Page, tile: string, next: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(tile).click();
    try {
      await page.getByTestId(next).waitFor({ timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/**
 * A database of its own: a Golf Mk8 part for every trim, a Golf Mk7 part for the GTI only, a
 * Mustang part and a universal one.
 */

// Clicks on antd's animated overlays (the ride menu, the save-to-collection dialog) are now and
// then not heard in headless Chromium on a busy machine (no request is sent at all); a test that
// fails so is run again, at most twice, and says why first.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

describe('my garage in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    let admin: SignedInUser;
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'garage',
    }));
    const seller = await registerUser(stack.url, { firstName: 'Ayo', lastName: 'Bello' });
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
    const mk7 = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const trims = await request(stack.url)
      .get(`/api/trims?generationId=${mk7.generationId}`)
      .expect(200);
    const gti = (trims.body as { id: string; name: string }[]).find((t) => t.name === 'GTI')!;
    await publish({
      title: MK8_PART,
      ...fits(await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk8')),
    });
    await publish({ title: MK7_GTI_PART, ...fits({ ...mk7, trimId: gti.id }) });
    await publish({
      title: MUSTANG_PART,
      ...fits(await fitmentOf(stack.url, 'ford', 'mustang', 's550')),
    });
    await publish({ title: UNIVERSAL_PART });
    await waitForIndex(stack.url, 4);
  }, 120_000);
  afterAll(() => close?.());

  it('saves a picked car, shows what fits it everywhere, and filters search to it', async () => {
    const driver = await registerUser(stack.url, { firstName: 'Rosa' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, driver);

      // The picker's last step offers 'Save to my garage', ticked.
      await pickGolf(page, 2022);
      const save = page.getByRole('checkbox', { name: 'Save to my garage' });
      await save.waitFor();
      expect(await save.isChecked()).toBe(true);
      await shot(page, '1-picker-save');
      await page.getByTestId('fitment-trim-gti').click();
      await page.waitForURL('**/search?**');
      await expectToast(page, 'Saved to your garage', '2022 Golf GTI is your active vehicle.');

      // The navigation bar names the active car.
      await page.getByTestId('ride-name').getByText('2022 Golf GTI').waitFor();

      // Every result says whether it fits: the Mk8 part (every trim) fits, the Mk7 GTI part is
      // for another generation, the Mustang part another car, the universal part any car.
      await page.goto('/search');
      await page.getByTestId('search-count').waitFor();
      expect(await fitOfCard(page, MK8_PART)).toEqual(['fits', 'Fits your 2022 Golf']);
      expect(await fitOfCard(page, MK7_GTI_PART)).toEqual([
        'not-listed',
        'Not listed for your 2022 Golf',
      ]);
      expect(await fitOfCard(page, MUSTANG_PART)).toEqual([
        'not-listed',
        'Not listed for your 2022 Golf',
      ]);
      expect(await fitOfCard(page, UNIVERSAL_PART)).toEqual(['universal', 'Universal fit']);
      await shot(page, '2-search-badges');

      // The chip narrows the results to the parts for the car (universal ones fit it too).
      const chip = page.getByTestId('my-car-chip');
      expect(await chip.textContent()).toBe('Only parts for my 2022 Golf');
      expect(await chip.getAttribute('aria-pressed')).toBe('false');
      await chip.click();
      await page.waitForURL((url) => url.searchParams.get('year') === '2022');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        make: 'volkswagen',
        model: 'golf',
        year: '2022',
        trim: 'gti',
      });
      await expectResults(page, [MK8_PART, UNIVERSAL_PART]);
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await shot(page, '3-search-chip-on');
      await chip.click();
      await expectResults(page, [MK8_PART, MK7_GTI_PART, MUSTANG_PART, UNIVERSAL_PART]);

      // The model page says it fits, and its Fitment tab lists the vehicle it is listed for.
      await page.locator('article').filter({ hasText: MK8_PART }).locator('h3 a').click();
      await page.getByTestId('model-title').getByText(MK8_PART).waitFor();
      const header = page.locator('header').filter({ has: page.getByTestId('model-title') });
      expect(await header.getByTestId('fit-badge').textContent()).toBe('Fits your 2022 Golf');
      await page.getByRole('tab', { name: 'Fitment' }).click();
      expect(await page.getByTestId('fitment-vehicle').locator('td').allTextContents()).toEqual([
        'Volkswagen',
        'Golf',
        'Mk8',
        '2020–Present',
        'All trims',
      ]);
      await shot(page, '4-model-fitment');

      // A second car (from another device, say); one click in the bar's menu switches to it.
      const mustang = await fitmentOf(stack.url, 'ford', 'mustang', 's550');
      const added = await request(stack.url)
        .post('/api/garage')
        .set('Cookie', driver.cookie)
        .send({ makeId: mustang.makeId, modelId: mustang.modelId, year: 2016, isActive: false })
        .expect(201);
      const mustangId = (added.body as { id: string }).id;
      await page.goto('/search');
      await page.getByTestId('ride-name').getByText('2022 Golf GTI').waitFor();
      // The garage's menu is code-split: its button takes the menu once it has loaded. A click
      // on the hover menu is now and then not heard (about 1 run in 4 here: no PATCH is sent),
      // so the menu is opened and the car clicked again, as a person would.
      for (let attempt = 1; ; attempt++) {
        await page.locator('[data-testid="ride-button"].ant-dropdown-trigger').hover();
        await page.getByTestId(`ride-vehicle-${mustangId}`).waitFor();
        if (attempt === 1) await shot(page, '5-ride-menu');
        await page.getByTestId(`ride-vehicle-${mustangId}`).click();
        try {
          await page.getByTestId('ride-name').getByText('2016 Mustang').waitFor({ timeout: 5_000 });
          break;
        } catch (err) {
          if (attempt === 3) throw err;
          await page.mouse.move(0, 0);
        }
      }
      expect(await fitOfCard(page, MUSTANG_PART)).toEqual(['fits', 'Fits your 2016 Mustang']);
      expect(await fitOfCard(page, MK8_PART)).toEqual([
        'not-listed',
        'Not listed for your 2016 Mustang',
      ]);
      const garage = (await request(stack.url).get('/api/garage').set('Cookie', driver.cookie))
        .body as GarageDto;
      expect(garage.activeVehicleId).toBe(mustangId);

      // The Garage tab: rename, make active, remove.
      await page.goto('/profile?tab=garage');
      const rows = page.getByTestId('garage-vehicles').locator('li');
      await rows.first().waitFor();
      expect(await page.getByTestId('garage-count').textContent()).toBe('2 of 10 vehicles');
      const golfRow = rows.filter({ hasText: 'Volkswagen Golf Mk8' });
      await golfRow.getByTestId('garage-rename').click();
      await golfRow.getByTestId('garage-nickname').fill('Hot hatch');
      await golfRow.getByRole('button', { name: 'Save' }).click();
      await golfRow.getByTestId('garage-vehicle-name').getByText('Hot hatch').waitFor();
      await golfRow.getByTestId('garage-activate').click();
      await page.getByTestId('ride-name').getByText('Hot hatch').waitFor();
      await shot(page, '6-garage-tab');
      const mustangRow = rows.filter({ hasText: 'Ford Mustang' });
      await mustangRow.getByTestId('garage-remove').click();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await mustangRow.waitFor({ state: 'detached' });
      expect(await page.getByTestId('garage-count').textContent()).toBe('1 of 10 vehicles');

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('as one buyer: saves a car, sees what fits it, filters to it, and shares a public collection of a part that fits', async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Noor', displayName: 'NoorBuilds' });
    const owner = await openPage(browser, stack.url);
    const visitor = await openPage(browser, stack.url);
    const { page } = owner;
    try {
      await signInThroughForm(page, buyer);

      // The picker's last step saves the car (ticked by default) and makes it the active one.
      await pickGolf(page, 2022);
      await page.getByRole('checkbox', { name: 'Save to my garage' }).waitFor();
      await page.getByTestId('fitment-trim-gti').click();
      await page.waitForURL('**/search?**');
      await expectToast(page, 'Saved to your garage', '2022 Golf GTI is your active vehicle.');
      await page.getByTestId('ride-name').getByText('2022 Golf GTI').waitFor();
      await shot(page, 'journey-1-saved-car');

      // Search results: green for the part that fits, 'Not listed' for one that does not.
      await page.goto('/search');
      await page.getByTestId('search-count').waitFor();
      expect(await fitOfCard(page, MK8_PART)).toEqual(['fits', 'Fits your 2022 Golf']);
      expect(await fitOfCard(page, MUSTANG_PART)).toEqual([
        'not-listed',
        'Not listed for your 2022 Golf',
      ]);
      await shot(page, 'journey-2-badges');

      // The chip leaves only the parts that fit the car, universal ones included.
      const chip = page.getByTestId('my-car-chip');
      expect(await chip.textContent()).toBe('Only parts for my 2022 Golf');
      await chip.click();
      await expectResults(page, [MK8_PART, UNIVERSAL_PART]);
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      expect(await fitOfCard(page, MK8_PART)).toEqual(['fits', 'Fits your 2022 Golf']);
      expect(await fitOfCard(page, UNIVERSAL_PART)).toEqual(['universal', 'Universal fit']);
      await shot(page, 'journey-3-only-my-car');

      // From the fitting part's heart menu: a new public collection, the part saved in it.
      const card = page.locator('[data-testid^="model-card-"]').filter({ hasText: MK8_PART });
      await openSaveDialog(page, async () => {
        await card.hover();
        await card.getByTestId('heart-menu').click();
      });
      await page.getByTestId('save-new-collection').click();
      await page.getByTestId('save-new-name').fill('Mk8 GTI Interior');
      await page.getByTestId('save-new-public').click();
      await page.locator('[data-testid="save-new-public"][aria-checked="true"]').waitFor();
      await page.getByText('Anyone with the link can see it.').waitFor();
      if (SHOTS) await page.waitForTimeout(300); // the switch's slide, for the picture
      await shot(page, 'journey-4-new-collection');
      await page.getByTestId('save-new-submit').click();
      await expectToast(page, 'Saved to collection', `${MK8_PART} is in Mk8 GTI Interior.`);
      await page.getByTestId('save-to-collection-done').click();

      // Its page, from the profile's Collections tab; Share copies the public link.
      await page.goto('/profile?tab=collections');
      const collectionCard = page.locator('[data-testid^="collection-card-"]').filter({
        hasText: 'Mk8 GTI Interior',
      });
      expect(await collectionCard.getByTestId('collection-visibility').textContent()).toBe(
        'Public',
      );
      await collectionCard.getByTestId('collection-card-name').click();
      await page.waitForURL((url) => url.pathname.startsWith('/collections/'));
      await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: stack.url,
      });
      await page.getByTestId('collection-share').click();
      await expectToast(page, 'Link copied');
      const link = await page.evaluate<string>('navigator.clipboard.readText()');
      expect(link).toBe(page.url());

      // Signed out, the link shows the collection with the part in it.
      await visitor.page.goto(link);
      expect(await visitor.page.getByTestId('collection-name').textContent()).toBe(
        'Mk8 GTI Interior',
      );
      expect(await visitor.page.getByTestId('collection-owner').textContent()).toBe('NoorBuilds');
      expect(await visitor.page.getByTestId('collection-count').textContent()).toBe('1 model');
      const items = visitor.page.getByTestId('collection-items');
      await items.locator('article h3').first().waitFor();
      expect(await items.locator('article h3').allTextContents()).toEqual([MK8_PART]);
      expect(await visitor.page.getByTestId('ride-button').count()).toBe(0);
      await shot(visitor.page, 'journey-5-public-link-signed-out');

      expect(unexpectedErrors(owner.errors, PROVOKED)).toEqual([]);
      expect(unexpectedErrors(visitor.errors, PROVOKED)).toEqual([]);
    } finally {
      await owner.context.close();
      await visitor.context.close();
    }
  });

  it("keeps a visitor's picked car in the browser and moves it into their garage at sign-in", async () => {
    const driver = await registerUser(stack.url, { firstName: 'Kwame' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/');
      await pickGolf(page, 2017);
      await page.getByTestId('fitment-any-trim-mk7').click();
      await page.waitForURL('**/search?**');
      await expectToast(page, 'Saved to your garage', 'Sign in to keep it in your account.');
      await page.getByTestId('ride-name').getByText('2017 Golf').waitFor();

      // 2017 is a Mk7 year and the car has no trim named: a level the car does not give does
      // not narrow (libs/contracts fitment.ts), so the Mk7 GTI part fits, as its search shows it.
      await page.goto('/search');
      expect(await fitOfCard(page, MK7_GTI_PART)).toEqual(['fits', 'Fits your 2017 Golf']);
      expect(await fitOfCard(page, UNIVERSAL_PART)).toEqual(['universal', 'Universal fit']);
      const kept = await page.evaluate<string | null>("localStorage.getItem('pitstop.garage')");
      expect(JSON.parse(kept!)).toMatchObject({ vehicles: [{ year: 2017, modelName: 'Golf' }] });

      await signInThroughForm(page, driver);
      // Moved: the account's garage holds the car, active, and the browser's copy is gone.
      await page.goto('/profile?tab=garage');
      const row = page.getByTestId('garage-vehicles').locator('li');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.first().getAttribute('data-active')).toBe('true');
      expect(await row.first().getByTestId('garage-vehicle-name').textContent()).toContain(
        '2017 Golf',
      );
      await shot(page, '7-moved-at-sign-in');
      expect(
        await page.evaluate<string | null>("localStorage.getItem('pitstop.garage')"),
      ).toBeNull();
      const garage = (await request(stack.url).get('/api/garage').set('Cookie', driver.cookie))
        .body as GarageDto;
      expect(garage.vehicles).toMatchObject([
        { year: 2017, generationName: 'Mk7', trimId: null, isActive: true },
      ]);
      await page.getByTestId('ride-name').getByText('2017 Golf').waitFor();

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an empty garage with a way to add a car', async () => {
    const driver = await registerUser(stack.url, { firstName: 'Lena' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, driver);
      await page.goto('/profile?tab=garage');
      await page.getByTestId('garage-empty').getByText('Your garage is empty').waitFor();
      await shot(page, '8-garage-empty');
      await page.getByRole('button', { name: 'Add your car' }).click();
      await page.getByTestId('fitment-picker').waitFor();
      // Without an active vehicle the bar still offers the picker by its name.
      expect(await page.getByTestId('ride-button').count()).toBe(0);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
