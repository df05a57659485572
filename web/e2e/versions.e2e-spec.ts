import type { ListingDto } from '@pitstop/contracts';
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { decideListing } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { cubeStl } from '../../test/support/uploads.js';
import {
  addToCart,
  createIntent,
  paidListing,
  payWithCard,
} from '../../services/orders/test/orders-harness.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * Versions in Chromium: the seller uploads a new version with a changelog on the model page's
 * Versions tab; the buyer, who downloaded version 1, sees 'Updated' on Downloads and the new
 * version (with its notes) on the Versions tab, and downloads its file.
 */
describe('versions in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let listing: ListingDto;
  const CHANGELOG = 'Thicker walls at the clip; fits the facelift dash too.';

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      adminLabel: 'versions-e2e-admin',
    }));
    seller = await registerUser(stack.url, { firstName: 'Sofia', lastName: 'Reyes' });
    buyer = await registerUser(stack.url, { firstName: 'Ben', lastName: 'Ito' });
    listing = await paidListing(stack, seller, admin, 650);
    await addToCart(stack, buyer, listing.id);
    await payWithCard(stack, buyer, await createIntent(stack, buyer), '4242424242424242').expect(
      200,
    );
    // The buyer downloaded version 1.
    const http = () => request(stack.url);
    for (let tries = 0; ; tries++) {
      const res = await http()
        .get(`/api/models3d/${listing.id}/versions`)
        .set('Cookie', buyer.cookie)
        .expect(200);
      const url = res.body[0]?.files[0]?.downloadUrl as string | null;
      if (url) {
        await http().get(url).set('Cookie', buyer.cookie).expect(302);
        break;
      }
      if (tries > 100) throw new Error('the purchase never reached the catalog');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(() => close?.());

  it('seller uploads a new version; the buyer sees Updated and downloads it', async () => {
    const stl = cubeStl();
    const sellerPage = await openPage(browser, stack.url);
    try {
      const { page } = sellerPage;
      await signInThroughForm(page, seller);
      await page.goto(`/models/${listing.slug}?tab=versions`);
      const form = page.getByTestId('new-version-form');
      await form.getByTestId('new-version-changelog').fill(CHANGELOG);
      await form.getByTestId('new-version-files').locator('input[type=file]').setInputFiles({
        name: 'clip-v2.stl',
        mimeType: 'model/stl',
        buffer: stl,
      });
      await expectToast(page, 'Upload successful');
      await form.getByTestId('new-version-submit').click();
      await expectToast(
        page,
        'Version 2 published',
        'Buyers keep every version and are told about this one.',
      );
      const panel = page.getByTestId('tab-versions');
      await panel.getByTestId('version-2').getByText(CHANGELOG).waitFor();
      await panel.getByTestId('version-1').getByText('First published').waitFor();
      expect(unexpectedErrors(sellerPage.errors, [])).toEqual([]);
    } finally {
      await sellerPage.context.close();
    }
    // New files of a published model go to the moderators first; an admin approves them.
    await decideListing(stack.url, admin, listing.id, true);

    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto('/profile?tab=downloads');
      const card = page.getByTestId(`download-${listing.slug}`);
      await card.getByTestId('download-updated').getByText('Updated · version 2').waitFor();

      await page.goto(`/models/${listing.slug}`);
      await page.getByRole('tab', { name: 'Versions' }).click();
      const latest = page.getByTestId('version-2');
      await latest.getByText(CHANGELOG).waitFor();
      await latest.getByText('clip-v2.stl').waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        latest.getByTestId('version-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe('clip-v2.stl');
      expect(Buffer.compare(await readFile((await download.path())!), stl)).toBe(0);
      // Version 1 stays theirs to download too.
      await page.getByTestId('version-1').getByTestId('version-download').waitFor();

      // Downloads no longer says Updated once they have the new version.
      await page.goto('/profile?tab=downloads');
      await card.getByTestId('download-when').waitFor();
      expect(await card.getByTestId('download-updated').count()).toBe(0);
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
