import type { GarageDto } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** The mistyped VIN's 400 is logged by Chromium as a console error; it is expected. */
const PROVOKED = [400];
const SHOTS = process.env.VIN_SCREENSHOTS;

/** Saves a desktop and a phone screenshot when VIN_SCREENSHOTS names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const desktop = page.viewportSize();
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png` });
  if (desktop) await page.setViewportSize(desktop);
}

describe('VIN → garage in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let close: () => Promise<void>;
  let driver: SignedInUser;

  beforeAll(async () => {
    ({ stack, browser, close } = await startBrowserStack());
    driver = await registerUser(stack.url, { firstName: 'Vin', lastName: 'Diesel' });
  });
  afterAll(() => close?.());

  it('decodes a VIN in the picker, asks only for the trim, and saves the car to the garage', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, driver);
      await page.goto('/profile?tab=garage');
      await page.getByTestId('garage-empty').getByRole('button', { name: 'Add your car' }).click();
      await page.getByTestId('fitment-picker').waitFor();

      // A typo: the check digit says so, and the picker stays where it was.
      await page.getByLabel('Enter your VIN').fill('1FA6P8CF3L5100001');
      await page.getByTestId('fitment-vin-decode').click();
      await page
        .getByTestId('fitment-vin-problem')
        .getByText('That VIN does not add up', { exact: false })
        .waitFor();
      expect(await page.getByTestId('fitment-progress').textContent()).toBe('STEP 1/4');
      await shot(page, 'vin-1-typo');

      // A 2020 Mustang GT: make, model and year matched; the trim is asked for.
      await page.getByLabel('Enter your VIN').fill('1fa6p8cf3l5100000');
      await page.getByTestId('fitment-vin-decode').click();
      await page
        .getByTestId('fitment-vin-note')
        .getByText('Your VIN reads: Ford Mustang 2020. Pick the trim.')
        .waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('fitment-progress').textContent()).toBe('STEP 4/4');
      expect(await page.getByTestId('fitment-picks').textContent()).toBe('Ford › Mustang › 2020');
      await shot(page, 'vin-2-decoded');
      await page.getByTestId('fitment-trim-gt').click();
      await expectToast(page, 'Saved to your garage', '2020 Mustang GT is your active vehicle.');

      const garage = (await request(stack.url).get('/api/garage').set('Cookie', driver.cookie))
        .body as GarageDto;
      expect(garage.vehicles).toEqual([
        expect.objectContaining({
          makeName: 'Ford',
          modelName: 'Mustang',
          generationName: 'S550',
          year: 2020,
          trimName: 'GT',
        }),
      ]);
      expect(JSON.stringify(garage)).not.toMatch(/1FA6P8CF3L5100000/i);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
