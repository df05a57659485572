import type { ListingDto, ModelFileDto, PendingFitPhotoDto } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing, fitmentOf } from '../../test/support/listings.js';
import { TINY_PNG, cubeStl, uploadObject } from '../../test/support/uploads.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * Owners confirm the fit in Chromium: someone who downloaded a Golf part says it fits the Golf
 * in their garage, with a photo; the model page counts them and shows the photo (to them while it
 * waits, to everyone once an admin approved it). Where the part mounts shows beside it.
 */
describe('fit confirmations in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let listing: ListingDto;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'fits-e2e-admin' }));
    const seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Okafor' });
    const file = await uploadObject(stack.url, seller, cubeStl(), { filename: 'knob.stl' });
    listing = await createApprovedListing(stack.url, seller, admin, {
      title: `Golf Shift Knob ${Date.now().toString(36)}`,
      isFree: true,
      priceCents: 0,
      isUniversalFit: false,
      vehicleFitment: await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7'),
      mountLocation: 'sun_interior',
      materials: ['PLA', 'ASA'],
      fileUrls: [file.storageUrl],
    });
  });
  afterAll(() => close?.());

  it('confirm the fit with a photo, then see it on the model page', async () => {
    const owner = await registerUser(stack.url, { firstName: 'Priya', lastName: 'Shah' });
    const http = () => request(stack.url);
    const golf = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    await http()
      .post('/api/garage')
      .set('Cookie', owner.cookie)
      .send({
        makeId: golf.makeId,
        modelId: golf.modelId,
        generationId: golf.generationId,
        year: 2018,
      })
      .expect(201);
    // They downloaded the part (the Downloads tab's record).
    const [file] = (
      await http().get(`/api/models3d/${listing.id}/files`).set('Cookie', owner.cookie).expect(200)
    ).body as ModelFileDto[];
    await http().get(file!.downloadUrl).set('Cookie', owner.cookie).expect(302);

    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, owner);
      await page.goto(`/models/${listing.slug}`);

      // Where it mounts: the creator's PLA will not last on a sunny dashboard.
      const zone = page.getByTestId('heat-zone-card');
      await zone.getByText('Sun-exposed interior (dash, rear deck): up to 95 °C').waitFor();
      await zone.getByTestId('heat-zone-warning').getByText('PLA will not last here').waitFor();

      const section = page.getByTestId('fit-confirmations');
      await section.getByTestId('fit-empty').waitFor();
      const form = section.getByTestId('fit-form');
      await form.getByText('fits my', { exact: true }).click();
      await form.getByTestId('fit-form-note').fill('Printed in ASA; threads straight on.');
      await form.getByTestId('fit-form-photo').setInputFiles({
        name: 'golf.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await form.getByTestId('fit-form-submit').click();
      await expectToast(page, 'Thanks for confirming the fit');

      await section
        .getByTestId('fit-summary-line')
        .getByText('Fits: 1 owner of a 2013–2020 Golf confirmed')
        .waitFor();
      await section.getByText('Printed in ASA; threads straight on.').waitFor();
      // The photo is theirs to see while it waits for a moderator.
      const photo = section.getByTestId('makes-photo');
      await photo.getByTestId('makes-photo-pending').waitFor();
      const src = (await photo.locator('img').getAttribute('src'))!;
      expect(src.startsWith('/media/')).toBe(true);

      // An admin approves it: a visitor sees it in the Makes gallery.
      const pending = (
        await http().get('/api/admin/fit-photos').set('Cookie', admin.cookie).expect(200)
      ).body as PendingFitPhotoDto[];
      const mine = pending.find((p) => p.listing.id === listing.id)!;
      await http()
        .patch(`/api/admin/fit-photos/${mine.id}`)
        .set('Cookie', admin.cookie)
        .send({ approved: true })
        .expect(200);
      const visitor = await openPage(browser, stack.url);
      try {
        await visitor.page.goto(`/models/${listing.slug}`);
        const gallery = visitor.page.getByTestId('makes-gallery');
        await gallery.getByTestId('makes-photo').waitFor();
        expect(await gallery.getByTestId('makes-photo-pending').count()).toBe(0);
        expect(await gallery.locator('img').getAttribute('src')).toBe(src);
        // The image loads.
        await visitor.page.waitForFunction(
          () =>
            (document.querySelector('[data-testid="makes-gallery"] img') as HTMLImageElement | null)
              ?.naturalWidth === 1,
        );
        expect(unexpectedErrors(visitor.errors, [])).toEqual([]);
      } finally {
        await visitor.context.close();
      }
      // Their search shows the card as a confirmed fit for their Golf (navigated to in the app,
      // as the search box does).
      await page.evaluate(
        (path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        `/search?q=${encodeURIComponent(listing.title)}`,
      );
      await page
        .getByTestId(`model-card-${listing.slug}`)
        .getByTestId('confirmed-fit')
        .getByText('Confirmed fit')
        .waitFor();
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
