import type { Browser } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignedInUser } from '../../test/support/accounts.js';
import type { Stack } from '../../test/support/stack.js';
import { openedDialog, signInThroughForm } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * The admin keeps the taxonomy in the Vehicles tab: adds a model to Volkswagen, renames it, adds
 * a duplicate and merges it into the first; the home page's picker shows the renamed model and
 * not the duplicate. A database of its own: Volkswagen's models change.
 */
describe('the admin Vehicles tab in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      adminLabel: 'vehicles',
      privateDatabase: true,
    }));
  });
  const dir = mkdtempSync(join(tmpdir(), 'pitstop-vehicles-'));
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('adds a model, renames it, merges a duplicate into it, and the picker shows the change', async () => {
    const word = randomBytes(2).toString('hex');
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, admin);
      await page.goto('/admin?tab=vehicles');
      const table = page.getByTestId('admin-vehicles-table');
      await table.getByText('Volkswagen', { exact: true }).waitFor();

      const addModel = async (name: string) => {
        await page.getByRole('button', { name: 'Add model to Volkswagen' }).click();
        const bar = page.getByTestId('vehicles-add-bar');
        await bar.getByLabel('Name').fill(name);
        await bar.getByRole('button', { name: 'Add' }).click();
        await bar.waitFor({ state: 'hidden' });
        await table.getByText(name, { exact: true }).waitFor();
      };
      await addModel(`Kaefer ${word}`);
      await page.screenshot({ path: join(tmpdir(), 'pitstop-admin-vehicles.png'), fullPage: true });

      await page.getByRole('button', { name: `Rename Kaefer ${word}` }).click();
      const rename = page.getByRole('form', { name: `Rename Kaefer ${word}` });
      await rename.getByLabel('Name').fill(`Beetle Classic ${word}`);
      await rename.getByRole('button', { name: 'Save' }).click();
      await table.getByText(`Beetle Classic ${word}`, { exact: true }).waitFor();

      await addModel(`Beetle Classic Dup ${word}`);
      await page.getByRole('button', { name: `Merge Beetle Classic Dup ${word}` }).click();
      const dialog = await openedDialog(page);
      // The survivor found by typing (the shared database lists many models): a click on an
      // option of the long list, while it still slid open, now and then chose nothing.
      await dialog.getByTestId('merge-survivor').click();
      await page.keyboard.type(`Beetle Classic ${word}`);
      await page
        .locator(
          `.ant-select-dropdown:visible .ant-select-item-option-active[title="Volkswagen › Beetle Classic ${word}"]`,
        )
        .waitFor();
      await page.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Merge' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await table.getByText(`Beetle Classic Dup ${word}`, { exact: true }).waitFor({
        state: 'detached',
      });

      // The home page's picker asks the taxonomy again: the renamed model, not the duplicate.
      await page.goto('/');
      await page.getByRole('button', { name: 'Select Your Ride' }).first().click();
      await page.getByTestId('fitment-make-volkswagen').click();
      const renamed = page.getByTestId(`fitment-model-kaefer-${word}`);
      await renamed.waitFor();
      expect(await renamed.textContent()).toContain(`Beetle Classic ${word}`);
      expect(await page.getByText(`Beetle Classic Dup ${word}`).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('imports a taxonomy CSV on a phone: the progress bar, then the bad row by line', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await signInThroughForm(page, admin);
      await page.goto('/admin?tab=vehicles');
      await page
        .getByTestId('admin-vehicles-table')
        .getByText('Volkswagen', { exact: true })
        .waitFor();
      const file = join(dir, 'vehicles.csv');
      writeFileSync(
        file,
        [
          'make,model,generation,years,trim,body_type,drivetrain,engine',
          'Polestar,2,Mk1,2020-,Long Range,Fastback,AWD,Dual Motor',
          'Polestar,3,Mk1,soon,,,,',
        ].join('\n') + '\n',
      );
      await page.getByTestId('vehicles-csv-input').setInputFiles(file);
      const counts = page.getByTestId('vehicles-import-counts');
      await page.getByTestId('vehicles-import-errors').waitFor();
      expect(await counts.textContent()).toBe('2 of 2 rows · 1 imported · 1 error');
      expect(await page.getByTestId('vehicles-import-errors').textContent()).toContain('years');
      await page
        .getByTestId('admin-vehicles-table')
        .getByText('Polestar', { exact: true })
        .waitFor();
      await page.screenshot({
        path: join(tmpdir(), 'pitstop-admin-vehicles-phone.png'),
        fullPage: true,
      });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
