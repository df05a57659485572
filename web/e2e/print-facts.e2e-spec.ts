import type { ListingDto } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import { analysedFiles, cubeStl, uploadObject } from '../../test/support/uploads.js';
import type { Stack } from '../../test/support/stack.js';
import { chooseOption, expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * Print facts in Chromium (docs/print-facts.md): a buyer saves their printer in Settings, the
 * model page gives the filament and whether each file fits that bed, and 'Open in OrcaSlicer'
 * hands the slicer an address that downloads the file without a session.
 */

const BLOCK = cubeStl(20);
const PANEL = 'vent-panel.stl';
/** 12 × 230 × 12 mm: an MK4 (250 × 210) takes it turned on the bed, an A1 mini (180³) not at all. */
const panel = (() => {
  const stl = cubeStl(1);
  // Stretch the unit cube's corners: 84-byte header, then 50 bytes per triangle.
  for (let t = 0; t < 12; t++)
    for (let corner = 0; corner < 3; corner++) {
      const at = 84 + t * 50 + 12 + corner * 12;
      stl.writeFloatLE(stl.readFloatLE(at) * 12, at);
      stl.writeFloatLE(stl.readFloatLE(at + 4) * 230, at + 4);
      stl.writeFloatLE(stl.readFloatLE(at + 8) * 12, at + 8);
    }
  return stl;
})();

/** A printer from the list (chooseOption makes a click lost while the list opens once more). */
async function choosePrinter(page: Page, title: string): Promise<void> {
  await chooseOption(page, 'printer-model', title);
  await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
}

describe('print facts in Chromium: printer, filament, bed fit, open in slicer', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'facts-admin' }));
    seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Okafor' });
    const urls = [];
    for (const [bytes, filename] of [
      [BLOCK, 'block.stl'],
      [panel, PANEL],
    ] as const)
      urls.push((await uploadObject(stack.url, seller, bytes, { filename })).storageUrl);
    listing = await createApprovedListing(stack.url, seller, admin, {
      title: `Vent Panel ${Date.now().toString(36)}`,
      isFree: true,
      priceCents: 0,
      infillHintPercent: 20,
      fileUrls: urls,
    });
    await analysedFiles(stack.url, listing.id);
  });
  afterAll(() => close?.());

  it('save a printer, see filament and bed fit, open in OrcaSlicer', async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Jules', lastName: 'Moreau' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);

      // Profile → Settings: a Prusa MK4
      await page.goto('/profile?tab=settings');
      await choosePrinter(page, 'Prusa MK4 (250 × 210 × 220 mm)');
      await page.getByTestId('printer-save').click();
      await expectToast(page, 'Printer Saved');

      // The model page's Specs: an estimate per file and in total, and the bed fit
      await page.goto(`/models/${listing.slug}`);
      await page.getByRole('tab', { name: 'Specs' }).click();
      const facts = page.getByTestId('print-facts');
      await facts.getByText('estimate').waitFor();
      await facts
        .getByTestId('print-facts-printer')
        .filter({ hasText: 'Your printer: Prusa MK4 (250 × 210 × 220 mm)' })
        .waitFor();
      const rows = facts.getByTestId('print-facts-file');
      const block = rows.filter({ hasText: 'block.stl' });
      // 20 mm cube at 20 %: 3.33 cm³ of plastic, 1.24 g/cm³
      expect(await block.getByTestId('print-facts-filament').textContent()).toBe('4.1 g · 1.38 m');
      expect(await block.getByTestId('print-facts-time').textContent()).toBe('10–19 min');
      expect(await block.getByTestId('print-facts-bed').textContent()).toBe('Fits');
      const long = rows.filter({ hasText: PANEL });
      expect(await long.getByTestId('print-facts-bed').textContent()).toBe('Fits rotated');
      await facts.getByTestId('print-facts-total').waitFor();

      // Another material changes the grams, not the metres
      await facts.getByTestId('print-facts-material').getByText('ABS', { exact: true }).click();
      expect(await block.getByTestId('print-facts-filament').textContent()).toBe('3.5 g · 1.38 m');

      // A smaller printer: the long panel does not fit whichever way it lies
      await page.goto('/profile?tab=settings');
      await choosePrinter(page, 'Bambu Lab A1 mini (180 × 180 × 180 mm)');
      await page.getByTestId('printer-save').click();
      await expectToast(page, 'Printer Saved');
      await page.goto(`/models/${listing.slug}`);
      await page.getByRole('tab', { name: 'Specs' }).click();
      await page
        .getByTestId('print-facts-file')
        .filter({ hasText: PANEL })
        .getByTestId('print-facts-bed')
        .getByText('Too big')
        .waitFor();

      // Open in OrcaSlicer: the link's address downloads the file, with no session
      const orca = page
        .getByTestId('print-facts-file')
        .filter({ hasText: 'block.stl' })
        .getByTestId('open-in-orcaslicer');
      const href = (await orca.getAttribute('href'))!;
      expect(href.startsWith('orcaslicer://open?file=')).toBe(true);
      const fileUrl = decodeURIComponent(href.slice('orcaslicer://open?file='.length));
      expect(fileUrl.endsWith('/block.stl')).toBe(true);
      const fetched = await fetch(fileUrl, { redirect: 'follow' });
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer())).toEqual(BLOCK);
      expect(await page.getByTestId('open-in-bambustudio').count()).toBe(0);
      await page
        .getByTestId('print-facts-file')
        .filter({ hasText: 'block.stl' })
        .getByTestId('open-in-cura')
        .waitFor();

      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the wizard asks the unit of a part that reads too small, and keeps the choice', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/upload');
      await page.getByTestId('upload-title').fill('Cup Holder');
      await page.getByTestId('upload-next').click();
      // A 20 mm cube written in metres: it reads 0.02 mm
      await page
        .getByTestId('upload-files')
        .locator('input[type=file]')
        .setInputFiles({ name: 'cup-holder.stl', mimeType: 'model/stl', buffer: cubeStl(0.02) });
      const check = page.getByTestId('model-unit-check');
      await check.waitFor();
      expect(await check.textContent()).toContain('cup-holder.stl measures 0.02 × 0.02 × 0.02 mm');
      const metres = check.locator('label', { hasText: 'Metres (likely)' });
      const [saved] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/objects/unit')),
        metres.click(),
      ]);
      expect(saved.status()).toBe(200);
      expect(((await saved.json()) as { unit: string }).unit).toBe('m');
      expect(await check.locator('.ant-radio-wrapper-checked').textContent()).toBe(
        'Metres (likely)',
      );
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the edit form asks the unit of a listed part that reads too small, and it is measured again', async () => {
    // Listed as it read: a 20 mm cube written in metres, 0.02 mm a side.
    const upload = await uploadObject(stack.url, seller, cubeStl(0.02), { filename: 'cup.stl' });
    const cup = await createApprovedListing(stack.url, seller, admin, {
      title: `Cup Holder ${Date.now().toString(36)}`,
      isFree: true,
      priceCents: 0,
      infillHintPercent: 20,
      fileUrls: [upload.storageUrl],
    });
    await analysedFiles(stack.url, cup.id);
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto(`/edit-model/${cup.id}`);
      const check = page.getByTestId('model-unit-check');
      await check.waitFor();
      expect(await check.textContent()).toContain('cup.stl measures 0.02 × 0.02 × 0.02 mm');
      const [saved] = await Promise.all([
        page.waitForResponse((res) => /\/files\/[^/]+\/unit$/.test(res.url())),
        check.locator('label', { hasText: 'Metres (likely)' }).click(),
      ]);
      expect(saved.status()).toBe(200);
      // Measured again: the question keeps the choice, and the file reads 20 mm.
      await page.waitForResponse(async (res) => {
        if (!res.url().endsWith(`/api/models3d/${cup.id}/files`)) return false;
        const [file] = (await res.json()) as { analysis: { sizeMm: { x: number } } }[];
        return Math.abs(file!.analysis.sizeMm.x - 20) < 1e-6;
      });
      expect(await check.locator('.ant-radio-wrapper-checked').textContent()).toBe(
        'Metres (likely)',
      );
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a visitor sees the slicer buttons ask them to sign in', async () => {
    const { page, context } = await openPage(browser, stack.url);
    try {
      await page.goto(`/models/${listing.slug}`);
      await page.getByRole('tab', { name: 'Specs' }).click();
      const orca = page
        .getByTestId('print-facts-file')
        .filter({ hasText: 'block.stl' })
        .getByTestId('open-in-orcaslicer');
      expect(await orca.getAttribute('href')).toBeNull();
      await orca.click();
      await expectToast(page, 'Login Required', 'Please log in to download files');
    } finally {
      await context.close();
    }
  });
});
