import type { ListingDto, MakeDto } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, signIn, type SignedInUser } from '../../test/support/accounts.js';
import { eventually } from '../../test/support/eventually.js';
import { createApprovedListing, createListing, fitmentOf } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import {
  expectToast,
  openedDialog,
  signInThroughForm,
  toastShown,
  unexpectedErrors,
} from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** Chromium logs the signed-out 401s (a visitor's like) as console errors; they are expected. */
const PROVOKED = [401];

/** The seller's uploads as My Uploads lists them: how many in all, and how many are live. */
async function uploadsOf(url: string, seller: SignedInUser) {
  const res = await request(url)
    .get(`/api/models3d?sellerId=${seller.user.id}&limit=100`)
    .set('Cookie', seller.cookie)
    .expect(200);
  const listings = res.body as ListingDto[];
  return {
    total: Number(res.headers['x-total-count']),
    live: listings.filter(
      (listing) =>
        listing.approvalStatus === 'approved' &&
        !listing.isDraft &&
        listing.visibility === 'public',
    ).length,
  };
}

async function volkswagenCount(url: string): Promise<number> {
  const res = await request(url).get('/api/makes').expect(200);
  return (res.body as MakeDto[]).find((make) => make.slug === 'volkswagen')!.modelCount;
}

/**
 * A database of its own: the test knows every listing in it, so the pending list, the home
 * shelves and the makes' counts hold exactly what it put there.
 */
describe('approvals, the home page and My Uploads in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'pitwall',
    }));
    seller = await registerUser(stack.url, {
      firstName: 'Maya',
      lastName: 'Lin',
      displayName: 'PrintPitMaya',
    });
  });
  afterAll(() => close?.());

  it('an admin reviews a pending upload in REVIEW MODEL, approves it, and it goes live on the home page', async () => {
    const fitment = await fitmentOf(stack.url, 'volkswagen', 'golf', 'mk7');
    const listing = await createListing(stack.url, seller, {
      title: 'Mk7 Golf Vent Phone Mount',
      shortDescription: 'Clips onto the centre vent and holds a phone in portrait or landscape.',
      longDescriptionMd: '## Fit\n\nSlides onto the **centre vent** louvre; no tools needed.',
      priceCents: 499,
      isFree: false,
      printDifficulty: 'medium',
      supportsRequired: true,
      allowPersonalUse: true,
      allowCommercialUse: false,
      isUniversalFit: false,
      vehicleFitment: {
        makeId: fitment.makeId,
        modelId: fitment.modelId,
        generationId: fitment.generationId,
        trimId: null,
      },
    });
    const countBefore = await volkswagenCount(stack.url);
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, admin);
      // Home, before: the shelves load without it (and are cached: the approval must refresh them)
      for (const shelf of ['new-releases', 'trending-prints'])
        await page
          .locator(`[data-testid="${shelf}"], [data-testid="${shelf}-empty"]`)
          .first()
          .waitFor();
      expect(await page.getByTestId(`new-release-${listing.slug}`).count()).toBe(0);
      expect(await page.getByTestId(`model-card-${listing.slug}`).count()).toBe(0);

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'ADMIN' })
        .click();
      await page.getByRole('tab', { name: 'Approvals' }).click();
      await page.waitForURL('**/admin?tab=approvals');

      const row = page.getByTestId(`pending-row-${listing.slug}`);
      await row.waitFor();
      const rowText = await row.textContent();
      expect(rowText).toContain('Mk7 Golf Vent Phone Mount');
      expect(rowText).toContain('Clips onto the centre vent');
      expect(await row.getByTestId('pending-price').textContent()).toBe('$4.99');
      expect(await row.getByTestId('pending-difficulty').textContent()).toBe('Medium');
      expect(await row.getByTestId('pending-seller').textContent()).toBe('Maya');

      // REVIEW MODEL shows what the admin approves
      await row.getByRole('button', { name: 'View' }).click();
      const dialog = await openedDialog(page);
      await dialog.getByText('REVIEW MODEL').waitFor();
      const field = (key: string) => dialog.getByTestId(`review-${key}`).textContent();
      expect(await field('creator')).toBe('Maya Lin');
      expect(await field('price')).toBe('$4.99');
      expect(await field('short-description')).toBe(
        'Clips onto the centre vent and holds a phone in portrait or landscape.',
      );
      expect(await field('difficulty')).toBe('Medium');
      expect(await field('supports')).toBe('Yes');
      expect(await field('personal')).toBe('Allowed');
      expect(await field('commercial')).toBe('Not allowed');
      expect(await field('fitment')).toBe('Volkswagen Golf (Mk7)');
      // The detailed description is the server's sanitised HTML, rendered
      expect(await dialog.getByTestId('review-description').locator('strong').textContent()).toBe(
        'centre vent',
      );

      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expectToast(page, 'Model Updated');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('No models pending approval').waitFor();
      expect(await page.getByTestId(`pending-row-${listing.slug}`).count()).toBe(0);
      // The home page's lists come from the search index, which the approval reaches by an event
      // (within a second; longer on a loaded CI machine): wait until it has the listing.
      await eventually(
        async () =>
          (await request(stack.url).get('/api/search').query({ q: listing.title })).body.total,
        (total) => total > 0,
        15_000,
      );

      // Home (in the app, no reload): live in NEW RELEASES and TRENDING PRINTS, make count up
      await page.getByRole('banner').getByRole('link', { name: 'Pitstop Prints home' }).click();
      const release = page.getByTestId(`new-release-${listing.slug}`);
      await release.waitFor();
      const releaseText = await release.textContent();
      expect(releaseText).toContain('NEW');
      expect(releaseText).toContain('Mk7 Golf Vent Phone Mount');
      expect(await release.getByTestId('card-seller').textContent()).toBe('Maya');
      expect(await release.getByTestId('card-price').textContent()).toBe('$4.99');
      expect(
        await release.getByRole('link', { name: 'Mk7 Golf Vent Phone Mount' }).getAttribute('href'),
      ).toBe(`/models/${listing.slug}`);

      const card = page.getByTestId(`model-card-${listing.slug}`);
      await card.waitFor();
      expect(await card.getByTestId('card-seller').textContent()).toBe('PrintPitMaya');
      expect(await card.getByTestId('card-price').textContent()).toBe('$4.99');
      expect(await card.textContent()).toContain('Golf Mk7');
      expect(await card.getByTestId('card-badge').count()).toBe(0);
      expect(await card.getByTestId('star-rating').getAttribute('aria-label')).toBe(
        'No reviews yet',
      );

      const countAfter = await volkswagenCount(stack.url);
      expect(countAfter).toBe(countBefore + 1);
      // The makes' counts come from the search index, which takes the approval in a moment after
      // the home page asked (and the gateway keeps answers by the index's generation): a visit
      // a moment later shows the new count.
      const tile = page.getByTestId('popular-make-volkswagen');
      const shown = tile.getByText(`${countAfter} model${countAfter === 1 ? '' : 's'}`);
      for (let visit = 1; visit <= 10; visit++) {
        await page.reload();
        if (
          await shown.waitFor({ timeout: 2_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
      }
      await shown.waitFor();
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in racer likes a part from a home card; a visitor is asked to sign in first', async () => {
    const listing = await createApprovedListing(stack.url, seller, admin, {
      title: 'Universal Cup Holder Insert',
      priceCents: 0,
      isFree: true,
    });
    const visitor = await openPage(browser, stack.url);
    const racer = await openPage(browser, stack.url);
    const { email, password } = await registerUser(stack.url, { firstName: 'Riley' });
    try {
      // A visitor's heart: 'Login Required', then the sign-in page
      await visitor.page.goto('/');
      const visitorCard = visitor.page.getByTestId(`model-card-${listing.slug}`);
      await visitorCard.hover();
      const loginRequired = toastShown(visitor.page, 'Login Required');
      await visitorCard
        .getByRole('button', { name: 'Add Universal Cup Holder Insert to favorites' })
        .click();
      await loginRequired;
      await visitor.page.waitForURL((url) => url.pathname === '/auth');

      await signInThroughForm(racer.page, { email, password });
      const card = racer.page.getByTestId(`model-card-${listing.slug}`);
      expect(await card.getByTestId('card-badge').textContent()).toBe('FREE');
      expect(await card.getByTestId('card-price').textContent()).toBe('FREE');
      expect(await card.textContent()).toContain('Universal fit');
      await card.hover();
      const heart = card.getByTestId('like-button');
      await heart.click();
      await expectToast(racer.page, 'Added to favorites');
      await card.locator('[data-testid="like-button"][aria-pressed="true"]').waitFor();

      // The server kept it: a fresh load shows the heart filled (visible without hovering)
      // (after hydration the page learns who is signed in, then asks its cards again: two round
      // trips more than a visitor's page, which on a loaded CI machine took more than 10 s)
      await racer.page.reload();
      await card
        .locator('[data-testid="like-button"][aria-pressed="true"]')
        .waitFor({ timeout: 20_000 });
      // A liked heart stays shown without hovering (the card's CSS keys on data-liked)
      expect(await heart.getAttribute('data-liked')).toBe('true');
      const liked = await request(stack.url)
        .get(`/api/models3d/slug/${listing.slug}`)
        .set('Cookie', (await signIn(stack.url, email, password)).cookie)
        .expect(200);
      expect(liked.body).toMatchObject({ likedByMe: true, likeCount: 1 });

      await card.hover();
      await heart.click();
      await expectToast(racer.page, 'Removed from favorites');
      await card.locator('[data-testid="like-button"][aria-pressed="false"]').waitFor();
      expect(unexpectedErrors(racer.errors, PROVOKED)).toEqual([]);
      expect(unexpectedErrors(visitor.errors, PROVOKED)).toEqual([]);
    } finally {
      await visitor.context.close();
      await racer.context.close();
    }
  });

  it("shows a seller's uploads on My Uploads with where each stands, and the stats they add up to", async () => {
    // Counted from where the seller stands now: other tests may have added uploads of theirs.
    const before = await uploadsOf(stack.url, seller);
    const live = await Promise.all(
      ['Shift Boot Retainer Ring', 'Door Pocket Liner'].map((title) =>
        createApprovedListing(stack.url, seller, admin, { title }),
      ),
    );
    const pending = await createListing(stack.url, seller, { title: 'Gauge Pod Awaiting Review' });
    const total = before.total + 3;
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/profile');
      const uploads = page.getByTestId('profile-uploads');
      await uploads.getByTestId(`upload-${pending.slug}`).waitFor();
      expect(await uploads.locator('li[data-testid^="upload-"]').count()).toBe(total);
      const card = page.getByTestId(`upload-${pending.slug}`);
      expect(await card.getByTestId('upload-status').textContent()).toBe('Pending review');
      expect(await card.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
        `/edit-model/${pending.id}`,
      );
      for (const listing of live)
        expect(
          await page
            .getByTestId(`upload-${listing.slug}`)
            .getByTestId('upload-status')
            .textContent(),
        ).toBe('Live');
      const liveCount = uploads.getByTestId('upload-status').filter({ hasText: 'Live' });
      expect(await liveCount.count()).toBe(before.live + 2);
      expect(await page.getByTestId('profile-stat-uploads').textContent()).toContain(String(total));
      expect(await page.getByTestId('profile-upload-count').textContent()).toBe(`${total} uploads`);
      expect(await page.getByRole('link', { name: 'Upload New Model' }).getAttribute('href')).toBe(
        '/upload',
      );
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
