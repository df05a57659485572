import type { ListingDto } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, createListing } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage, titleOf } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** Someone else's unpublished listing is a 404 to everyone but its seller; Chromium logs it. */
const PROVOKED = [404];

async function listingAs(url: string, user: SignedInUser, id: string): Promise<ListingDto> {
  const res = await request(url).get(`/api/models3d/${id}`).set('Cookie', user.cookie).expect(200);
  return res.body as ListingDto;
}

describe('the EDIT MODEL page in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'edit-admin',
    }));
    seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Okafor' });
  });
  afterAll(() => close?.());

  it('lets the seller change the title and price of their pending model, then shows it on the profile', async () => {
    const pending = await createListing(stack.url, seller, {
      title: 'Cupholder Phone Cradle',
      priceCents: 499,
      isFree: false,
      infillHintPercent: 30,
    });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/profile');
      await page.getByTestId(`upload-${pending.slug}`).getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(`**/edit-model/${pending.id}`);

      // The product's screen, filled in from the listing
      await page.getByRole('heading', { name: 'EDIT MODEL' }).waitFor();
      await page.getByText('Update your model details').waitFor();
      expect(await titleOf(page, 'Edit Model | Pitstop Prints')).toBe(
        'Edit Model | Pitstop Prints',
      );
      for (const section of [
        'Basic Information',
        'Pricing & Licensing',
        'Print Settings',
        'Preview Images',
        'STL Files',
      ])
        await page.getByRole('heading', { name: section }).waitFor();
      const title = page.getByTestId('edit-title');
      expect(await title.inputValue()).toBe('Cupholder Phone Cradle');
      expect(await page.getByTestId('edit-price').inputValue()).toBe('4.99');
      expect(await page.getByTestId('edit-infill').inputValue()).toBe('30');
      expect(await page.getByTestId('edit-model-status').textContent()).toBe('Pending review');
      // Pending already: nothing to say about going back to review
      expect(await page.getByTestId('edit-review-note').count()).toBe(0);

      // A title is required, before anything is sent
      await title.fill('   ');
      await page.getByTestId('edit-save').click();
      await page.getByText('Please provide a title for your model.').waitFor();

      // Ticking Free sets the price to 0 and hides it; unticking shows 0, which a paid model can't cost
      await page.getByTestId('edit-free').check();
      await page.getByTestId('edit-price').waitFor({ state: 'detached' });
      await page.getByTestId('edit-free').uncheck();
      expect(await page.getByTestId('edit-price').inputValue()).toBe('0.00');
      await title.fill('Cupholder Phone Cradle v2');
      await page.getByTestId('edit-save').click();
      await page.getByText('Paid models cost at least $0.50. Tick Free to give it away.').waitFor();

      await page.getByTestId('edit-price').fill('7.5');
      await page.getByTestId('edit-save').click();
      await expectToast(page, 'Model Updated', 'Your model has been successfully updated.');
      await page.waitForURL((url) => url.pathname === '/profile');
      const uploads = page.getByTestId('profile-uploads');
      await uploads.getByRole('link', { name: 'Cupholder Phone Cradle v2' }).waitFor();
      expect(await uploads.getByText('$7.50').count()).toBe(1);

      // Saved on the server, the rest as it was
      expect(await listingAs(stack.url, seller, pending.id)).toMatchObject({
        title: 'Cupholder Phone Cradle v2',
        priceCents: 750,
        isFree: false,
        infillHintPercent: 30,
        approvalStatus: 'pending',
      });
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tells the seller that edits to a live model go back to review, and Cancel leaves it as it was', async () => {
    const live = await createApprovedListing(stack.url, seller, admin, {
      title: 'Seat Rail Cover',
    });
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await signInThroughForm(page, seller);
      await page.goto(`/edit-model/${live.id}`);
      await page.getByTestId('edit-model-form').waitFor();
      expect(await page.getByTestId('edit-model-status').textContent()).toBe('Live');
      expect(await page.getByTestId('edit-review-note').textContent()).toBe(
        'Changes to the title, descriptions or images go back to review before they show.',
      );
      await page.getByTestId('edit-title').fill('Seat Rail Cover (not saved)');
      await page.getByTestId('edit-cancel').click();
      await page.waitForURL((url) => url.pathname === '/profile');
      expect((await listingAs(stack.url, seller, live.id)).title).toBe('Seat Rail Cover');
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends anyone else back to their profile: 'Not Authorized' for a live model, 'Model not found' for an unpublished one", async () => {
    const live = await createApprovedListing(stack.url, seller, admin, { title: 'Hood Prop Clip' });
    const pending = await createListing(stack.url, seller, { title: 'Fuse Box Label Plate' });
    const other = await registerUser(stack.url, { firstName: 'Riley' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, other);
      await page.goto(`/edit-model/${live.id}`);
      await expectToast(page, 'Not Authorized', 'You can only edit your own models.');
      await page.waitForURL((url) => url.pathname === '/profile');
      expect(await page.getByTestId('edit-model-form').count()).toBe(0);

      await page.goto(`/edit-model/${pending.id}`);
      await expectToast(
        page,
        'Model not found',
        "Model not found or you don't have permission to edit it.",
      );
      await page.waitForURL((url) => url.pathname === '/profile');

      // Nothing changed
      expect((await listingAs(stack.url, seller, live.id)).title).toBe('Hood Prop Clip');
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
