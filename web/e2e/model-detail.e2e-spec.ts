import type { ListingDto, ReportDto, TrimDto } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import {
  categoryOf,
  createApprovedListing,
  createListing,
  fitmentOf,
} from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import {
  chooseWithKeyboard,
  expectToast,
  signInThroughForm,
  toastShown,
  unexpectedErrors,
} from './support/app.js';
import { openPage, titleOf } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';
import { clickPreviewStl } from './support/viewer.js';

/** A missing model is a 404 on purpose, and a visitor's like a 401; Chromium logs both. */
const PROVOKED = [401, 404];

/**
 * A database of its own: the listing fits a real car, so it counts towards Volkswagen on the
 * makes list, which tests on the shared database leave alone.
 */
describe('the model page in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'detail-admin',
    }));
    seller = await registerUser(stack.url, {
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'MayaMakes',
    });

    const fitment = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const trims = (await request(stack.url).get(`/api/trims?generationId=${fitment.generationId}`))
      .body as TrimDto[];
    const gti = trims.find((trim) => trim.name === 'GTI')!;
    const category = await categoryOf(stack.url, 'interior');
    listing = await createApprovedListing(stack.url, seller, admin, {
      shortDescription: 'A knurled shift knob that threads onto the Golf GTI shifter.',
      longDescriptionMd: '## Print settings\n\n- **PETG** or ASA\n- 0.2 mm layers',
      isUniversalFit: false,
      vehicleFitment: { ...fitment, trimId: gti.id },
      categoryId: category.id,
      tags: ['shift knob', 'gti'],
      printDifficulty: 'medium',
      supportsRequired: true,
      infillHintPercent: 40,
      priceCents: 0,
      isFree: true,
    });
  });
  afterAll(() => close?.());

  it('lets a signed-in buyer like the part, review it, comment on it and report it', async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Jules', lastName: 'Moreau' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto(`/models/${listing.slug}`);

      // What the listing is, who made it and what it fits
      await page.getByTestId('model-title').getByText(listing.title).waitFor();
      expect(await titleOf(page, `${listing.title} | Pitstop Prints`)).toBe(
        `${listing.title} | Pitstop Prints`,
      );
      expect(await page.getByTestId('breadcrumb').textContent()).toBe(`HomeSearch${listing.title}`);
      expect(await page.getByTestId('model-price').textContent()).toBe('FREE');
      expect(await page.getByTestId('model-download').textContent()).toContain('DOWNLOAD');
      expect(await page.getByTestId('model-add-to-cart').count()).toBe(0);
      expect(await page.getByTestId('model-edit').count()).toBe(0);
      expect(await page.getByTestId('model-description').innerHTML()).toContain(
        '<strong>PETG</strong>',
      );
      await page.getByTestId('creator-name').getByText('MayaMakes').waitFor();
      // One naming rule: the header names the seller as the card does, the real name beneath
      expect(await page.getByTestId('model-seller').textContent()).toBe('MayaMakes');
      expect(await page.getByTestId('creator-real-name').textContent()).toBe('Maya Okafor');
      await page.getByTestId('creator-listings').getByText('1 model').waitFor();
      expect(await page.getByTestId('creator-joined').textContent()).toContain(
        `Joined ${new Date().getFullYear()}`,
      );

      await page.getByRole('tab', { name: 'Specs' }).click();
      expect(await page.getByTestId('spec-supports-required').textContent()).toBe('YES');
      expect(await page.getByTestId('spec-difficulty').textContent()).toBe('Medium');
      expect(await page.getByTestId('spec-recommended-infill').textContent()).toBe('40%');
      expect(await page.getByTestId('spec-category').textContent()).toBe('Interior');

      await page.getByRole('tab', { name: 'Fitment' }).click();
      // Every vehicle it is listed for: make, model, generation with its years, trim
      expect(await page.getByTestId('fitment-vehicle').locator('td').allTextContents()).toEqual([
        'Volkswagen',
        'Golf',
        'Mk7',
        '2013–2020',
        'GTI',
      ]);
      await page
        .locator('[data-testid="fitment-search"][href="/search?make=volkswagen&model=golf"]')
        .waitFor();

      // Share copies the page's address
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: stack.url,
      });
      await page.getByTestId('model-share').click();
      await expectToast(page, 'Link copied');
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
        `${stack.url}/models/${listing.slug}`,
      );

      // No files yet: the spec's toast
      await clickPreviewStl(page);
      await expectToast(page, 'No STL File', 'No STL file found for preview');

      // Like: the count goes up and stays up
      const like = page.getByTestId('model-like');
      expect(await page.getByTestId('model-like-count').textContent()).toBe('0');
      await like.click();
      await expectToast(page, 'Added to favorites');
      await page.locator('[data-testid="model-like"][data-liked="true"]').waitFor();
      expect(await page.getByTestId('model-like-count').textContent()).toBe('1');
      expect(await page.getByTestId('model-like-total').textContent()).toBe('1');

      // Review: Post waits for text; the review shows and the rating summary follows it
      await page.getByTestId('reviews-empty').waitFor();
      const postReview = page.getByTestId('review-submit');
      expect(await postReview.isDisabled()).toBe(true);
      await page.getByTestId('review-rating').locator('li').nth(3).click(); // 4 stars
      await page.getByTestId('review-body-input').fill('Threads on **perfectly**, no wobble.');
      await postReview.click();
      await expectToast(page, 'Review posted');
      const review = page.getByTestId('review');
      await review.getByTestId('review-body').locator('strong', { hasText: 'perfectly' }).waitFor();
      expect(await review.getByTestId('review-heading').textContent()).toContain('Jules');
      expect(await review.getByTestId('review-stars').getAttribute('data-stars')).toBe('4');
      await page.getByTestId('reviews-summary').getByText('1 review').waitFor();
      expect(await page.getByTestId('rating-average').first().textContent()).toBe('4.0');
      // Posting again updates the one review
      await page.getByTestId('review-form').getByText('Update your review').waitFor();
      await page.getByTestId('review-rating').locator('li').nth(4).click(); // 5 stars
      await page.getByTestId('review-submit').click();
      await page.locator('[data-testid="review-stars"][data-stars="5"]').waitFor();
      expect(await page.getByTestId('review').count()).toBe(1);
      await page.getByTestId('reviews-summary').getByText('5.0').waitFor();

      // Comment
      await page.getByTestId('comments-empty').waitFor();
      await page.getByTestId('comment-body-input').fill('Does it fit the DSG shifter too?');
      await page.getByTestId('comment-submit').click();
      await expectToast(page, 'Comment posted');
      await page
        .getByTestId('comment')
        .filter({ hasText: 'Does it fit the DSG shifter too?' })
        .waitFor();
      expect(await page.getByTestId('comment-body-input').inputValue()).toBe('');

      // Report: a reason is required; the admins see it
      await page.getByTestId('model-report').click();
      const submitReport = page.getByTestId('report-submit');
      await submitReport.waitFor();
      expect(await submitReport.isDisabled()).toBe(true);
      await chooseWithKeyboard(page, 'report-reason', 'Copyright or trademark infringement');
      expect(await submitReport.isDisabled()).toBe(false);
      await page.getByTestId('report-details').fill('Copied from a paid design.');
      await submitReport.click();
      await expectToast(page, 'Report sent');
      const reports = await request(stack.url)
        .get('/api/admin/reports')
        .set('Cookie', admin.cookie)
        .expect(200);
      expect(
        (reports.body as ReportDto[]).find((report) => report.listing.id === listing.id),
      ).toMatchObject({ reason: 'infringement', details: 'Copied from a paid design.' });

      // After a reload everything is still there, read from the server
      await page.reload();
      await page.locator('[data-testid="model-like"][data-liked="true"]').waitFor();
      expect(await page.getByTestId('model-like-count').textContent()).toBe('1');
      await page.getByTestId('review').first().waitFor();
      await page.getByTestId('comment').first().waitFor();

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lets authors delete their own review and comment, and admins remove anyone's with a reason", async () => {
    const part = await createApprovedListing(stack.url, seller, admin, { title: 'Vent Ring' });
    const [author, troll] = await Promise.all([
      registerUser(stack.url, { firstName: 'Ines', displayName: 'InesPrints' }),
      registerUser(stack.url, { firstName: 'Troll' }),
    ]);
    const post = (who: SignedInUser, path: string, body: object) =>
      request(stack.url)
        .post(`/api/models3d/${part.id}/${path}`)
        .set('Cookie', who.cookie)
        .send(body)
        .expect(201);
    await post(author, 'reviews', { rating: 2, title: '', bodyMd: 'Cracked at the clip.' });
    await post(troll, 'reviews', { rating: 1, title: '', bodyMd: 'Buy mine at spam.example' });
    await post(author, 'comments', { bodyMd: 'Which infill did you use?' });
    await post(troll, 'comments', { bodyMd: 'Cheap knockoffs at spam.example' });

    // The author deletes their own review and comment, after confirming
    let { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, author);
      await page.goto(`/models/${part.slug}`);
      await page.getByTestId('reviews-summary').getByText('2 reviews').waitFor();
      // Only their own carry Delete; nobody but an admin may Remove.
      await page.getByTestId('review').filter({ hasText: 'spam.example' }).waitFor();
      await page.getByTestId('review-delete').waitFor();
      expect(await page.getByTestId('review-delete').count()).toBe(1);
      expect(await page.getByTestId('review-remove').count()).toBe(0);
      await page.getByTestId('review-delete').click();
      await page.locator('.ant-popconfirm').getByText('Delete your review?').waitFor();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Review Deleted');
      await page.getByTestId('reviews-summary').getByText('1 review').waitFor();
      expect(await page.getByTestId('review').filter({ hasText: 'Cracked' }).count()).toBe(0);

      await page
        .getByTestId('comment')
        .filter({ hasText: 'Which infill' })
        .getByTestId('comment-delete')
        .click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Comment Deleted');
      await page.getByTestId('comment').filter({ hasText: 'Which infill' }).waitFor({
        state: 'detached',
      });
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }

    // An admin removes the troll's review and comment with a reason
    ({ page, context, errors } = await openPage(browser, stack.url));
    try {
      await signInThroughForm(page, admin);
      await page.goto(`/models/${part.slug}`);
      const trollReview = page.getByTestId('review').filter({ hasText: 'spam.example' });
      await trollReview.getByTestId('review-remove').click();
      const confirm = page.getByTestId('review-remove-confirm');
      await confirm.waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      await page.getByTestId('removal-reason').fill('Advertising');
      await confirm.click();
      await expectToast(page, 'Review Removed');
      const removed = page.getByTestId('review').filter({ hasText: 'Removed by a moderator' });
      await removed.getByTestId('review-removal-reason').getByText('Advertising').waitFor();
      expect(await page.getByTestId('review-list').getByText('spam.example').count()).toBe(0);
      // It no longer counts: no review left in the rating.
      await page.getByTestId('reviews-summary').getByText('No ratings yet').waitFor();

      await page
        .getByTestId('comment')
        .filter({ hasText: 'Cheap knockoffs' })
        .getByTestId('comment-remove')
        .click();
      await page.getByTestId('removal-reason').fill('Spam');
      await page.getByTestId('comment-remove-confirm').click();
      await expectToast(page, 'Comment Removed');
      await page.getByTestId('comment').filter({ hasText: 'Removed by a moderator' }).waitFor();
      expect(await page.getByText('Cheap knockoffs').count()).toBe(0);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }

    // Everyone else reads 'Removed by a moderator', without the reason
    ({ page, context, errors } = await openPage(browser, stack.url));
    try {
      await page.goto(`/models/${part.slug}`);
      await page.getByTestId('review-body').getByText('Removed by a moderator').waitFor();
      await page.getByTestId('comment-body').getByText('Removed by a moderator').waitFor();
      expect(await page.getByTestId('review-removal-reason').count()).toBe(0);
      expect(await page.getByTestId('review-remove').count()).toBe(0);
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks a visitor to sign in to like or join the conversation', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto(`/models/${listing.slug}`);
      const prompt = page.getByTestId('comments-sign-in');
      await prompt.getByText('Sign in to join the conversation').waitFor();
      expect(await prompt.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
        '/login',
      );
      expect(await prompt.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
        '/login?tab=signup',
      );
      expect(await page.getByTestId('comment-form').count()).toBe(0);
      expect(await page.getByTestId('review-form').count()).toBe(0);

      const loginRequired = toastShown(page, 'Login Required', 'Please log in to save favorites');
      await page.getByTestId('model-like').click();
      await loginRequired;
      await page.waitForURL((url) => url.pathname === '/auth');

      // /login is the sign-in page, Sign Up its other tab
      await page.goto(`/models/${listing.slug}`);
      await page.getByTestId('comments-sign-in').getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL((url) => url.pathname === '/auth' && url.search === '?tab=signup');

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the seller their pending part with the edit button and no review form', async () => {
    const draft = await createListing(stack.url, seller, { priceCents: 499, isFree: false });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto(`/models/${draft.slug}`);
      await page.getByTestId('model-status-banner').getByText('Pending review').waitFor();
      expect(await page.getByTestId('model-edit').getAttribute('href')).toBe(
        `/edit-model/${draft.id}`,
      );
      expect(await page.getByTestId('model-price').textContent()).toBe('$4.99');
      // Their own files: DOWNLOAD, not BUY FILE (which the other buyers of a paid part see),
      // and no Add to Cart (the cart refuses a seller's own part).
      expect(await page.getByTestId('model-download').textContent()).toContain('DOWNLOAD');
      expect(await page.getByTestId('model-add-to-cart').count()).toBe(0);
      await page.getByTestId('reviews-own-listing').waitFor();
      expect(await page.getByTestId('review-form').count()).toBe(0);
      await page.getByTestId('gallery-empty').getByText('No preview images available').waitFor();

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('gives an admin the pending part to review but not the edit button (only its seller edits)', async () => {
    const draft = await createListing(stack.url, seller);
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, admin);
      await page.goto(`/models/${draft.slug}`);
      await page.getByTestId('model-status-banner').getByText('Pending review').waitFor();
      await page.getByTestId('model-like').waitFor();
      expect(await page.getByTestId('model-edit').count()).toBe(0);

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the OFF-TRACK screen for a model that doesn't exist", async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/models/no-such-part-anywhere');
      const screen = page.getByTestId('model-not-found');
      await screen.getByRole('heading', { name: 'OFF-TRACK.' }).waitFor();
      await screen.getByText("This model couldn't be found in the paddock.").waitFor();
      expect(await titleOf(page, 'Model Not Found | Pitstop Prints')).toBe(
        'Model Not Found | Pitstop Prints',
      );
      await screen.getByRole('link', { name: 'Back to the paddock' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
