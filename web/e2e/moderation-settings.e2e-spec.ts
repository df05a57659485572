import type { SearchResult } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { eventually } from '../../test/support/eventually.js';
import { createApprovedListing } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import {
  chooseOption,
  chooseWithKeyboard,
  expectToast,
  signInThroughForm,
  unexpectedErrors,
} from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

const TITLE = 'Counterfeit Grille Badge';
const REASON = 'This part copies a trademarked badge.';

/** The search service's answer for the title (it follows the catalog's events). */
async function searchFinds(url: string, title: string): Promise<boolean> {
  const res = await request(url)
    .get(`/api/search?q=${encodeURIComponent(title)}`)
    .expect(200);
  return (res.body as SearchResult).items.some((item) => item.title === title);
}

/**
 * Moderation and site settings, through the screens: a report filed from the model page is
 * taken down from the Reports tab (gone from search, the seller told why), maintenance mode puts
 * a banner in front of visitors, closed registration refuses sign-up. A database of its own: the
 * settings are the whole site's.
 */
describe('moderation and site settings in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      privateDatabase: true,
      adminLabel: 'marshal',
    }));
    seller = await registerUser(stack.url, { firstName: 'Maya', lastName: 'Lin' });
  });
  afterAll(() => close?.());

  it('a report filed on the model page is taken down from the Reports tab: gone from search, and its seller reads why', async () => {
    const listing = await createApprovedListing(stack.url, seller, admin, {
      title: TITLE,
      isDraft: false,
      visibility: 'public',
    });
    await eventually(
      () => searchFinds(stack.url, TITLE),
      (found) => found,
      10_000,
    );
    const reporter = await registerUser(stack.url, { firstName: 'Rita' });
    const racer = await openPage(browser, stack.url);
    const pitWall = await openPage(browser, stack.url);
    const owner = await openPage(browser, stack.url);
    try {
      // A racer reports it from its page
      await signInThroughForm(racer.page, reporter);
      await racer.page.goto(`/models/${listing.slug}`);
      await racer.page.getByTestId('model-report').click();
      await racer.page.getByTestId('report-submit').waitFor();
      await chooseWithKeyboard(racer.page, 'report-reason', 'Copyright or trademark infringement');
      await racer.page.getByTestId('report-details').fill('The badge is a registered trademark.');
      await racer.page.getByTestId('report-submit').click();
      await expectToast(racer.page, 'Report sent');

      // The admin finds it in Reports, newest first, and takes the model down
      await signInThroughForm(pitWall.page, admin);
      await pitWall.page.goto('/admin?tab=reports');
      const row = pitWall.page.locator('[data-testid^="report-row-"]').first();
      await row.waitFor();
      expect(await row.textContent()).toContain(TITLE);
      expect(await row.getByTestId('report-reason').textContent()).toBe(
        'Copyright or trademark infringement',
      );
      expect(await row.textContent()).toContain('The badge is a registered trademark.');
      await row.getByTestId('report-take-down').click();
      const reason = pitWall.page.getByTestId('take-down-reason');
      await reason.waitFor();
      expect(await reason.inputValue()).toBe('Reported as: Copyright or trademark infringement.');
      await reason.fill(REASON);
      await pitWall.page.getByTestId('take-down-confirm').click();
      await expectToast(pitWall.page, 'Model Taken Down');
      await pitWall.page.getByText('No reports pending review').waitFor();

      // Gone from search: the API, and the /search page
      expect(
        await eventually(
          () => searchFinds(stack.url, TITLE),
          (found) => !found,
          10_000,
        ),
      ).toBe(false);
      await racer.page.goto(`/search?q=${encodeURIComponent(TITLE)}`);
      await racer.page
        .locator('[data-testid="search-count"], [data-testid="search-empty"]')
        .first()
        .waitFor();
      expect(await racer.page.getByTestId(`model-card-${listing.slug}`).count()).toBe(0);
      // …and its page is not found for anyone else
      await racer.page.goto(`/models/${listing.slug}`);
      await racer.page.getByText('OFF-TRACK.', { exact: false }).waitFor();

      // The seller reads why: on My Uploads and on the model's page
      await signInThroughForm(owner.page, seller);
      await owner.page.goto('/profile');
      const card = owner.page.getByTestId(`upload-${listing.slug}`);
      await card.waitFor();
      expect(await card.getByTestId('upload-status').textContent()).toBe('Taken down');
      expect(await card.getByTestId('upload-takedown').textContent()).toContain(REASON);
      await card.getByRole('link', { name: TITLE }).click();
      const banner = owner.page.getByTestId('model-status-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('Taken down');
      expect(await owner.page.getByTestId('model-takedown-reason').textContent()).toContain(REASON);
      // The seller cannot restore it; an admin can, from the same page
      expect(await owner.page.getByTestId('model-restore').count()).toBe(0);
      await pitWall.page.goto(`/models/${listing.slug}`);
      await pitWall.page.getByTestId('model-restore').click();
      await pitWall.page.getByTestId('model-status-banner').waitFor({ state: 'detached' });
      expect(
        await eventually(
          () => searchFinds(stack.url, TITLE),
          (found) => found,
        ),
      ).toBe(true);

      // 404s of the taken-down page are what the racer provoked
      expect(unexpectedErrors(racer.errors, [404])).toEqual([]);
      // and the admin's, who opened it by its address: the page's HTML is the same for everyone
      // (404 while it is not public), the app then shows the admin the listing.
      expect(unexpectedErrors(pitWall.errors, [404])).toEqual([]);
      expect(unexpectedErrors(owner.errors, [])).toEqual([]);
    } finally {
      await Promise.all([racer.context.close(), pitWall.context.close(), owner.context.close()]);
    }
  });

  it("a review and a comment reported on the model page: Remove from the Reports tab shows 'Removed by a moderator', Dismiss leaves it", async () => {
    const listing = await createApprovedListing(stack.url, seller, admin, {
      title: 'Carbon Mirror Caps',
      isDraft: false,
      visibility: 'public',
    });
    const [author, reporter] = [
      await registerUser(stack.url, { firstName: 'Troy' }),
      await registerUser(stack.url, { firstName: 'Rita' }),
    ];
    await request(stack.url)
      .post(`/api/models3d/${listing.id}/reviews`)
      .set('Cookie', author.cookie)
      .send({ rating: 1, title: 'Junk', bodyMd: 'Buy at knockoff-parts.example instead' })
      .expect(201);
    await request(stack.url)
      .post(`/api/models3d/${listing.id}/comments`)
      .set('Cookie', author.cookie)
      .send({ bodyMd: 'Does it fit an E46?' })
      .expect(201);
    const racer = await openPage(browser, stack.url);
    const pitWall = await openPage(browser, stack.url);
    try {
      // A racer reports the review and the comment from the model page; not their own: no Report
      await signInThroughForm(racer.page, reporter);
      await racer.page.goto(`/models/${listing.slug}`);
      const review = racer.page.getByTestId('review').filter({ hasText: 'knockoff-parts' });
      await review.getByTestId('review-report').click();
      await racer.page.getByText('REPORT THIS REVIEW').waitFor();
      await chooseWithKeyboard(racer.page, 'report-reason', 'Spam or misleading listing');
      await racer.page.getByTestId('report-details').fill('Advertising another shop.');
      await racer.page.getByTestId('report-submit').click();
      await expectToast(racer.page, 'Report sent');
      await racer.page.getByTestId('report-submit').waitFor({ state: 'detached' });
      const comment = racer.page.getByTestId('comment').filter({ hasText: 'fit an E46' });
      await comment.getByTestId('comment-report').click();
      await racer.page.getByText('REPORT THIS COMMENT').waitFor();
      await chooseWithKeyboard(racer.page, 'report-reason', 'Something else');
      await racer.page.getByTestId('report-submit').click();
      await expectToast(racer.page, 'Report sent');

      // The admin reads both in Reports, the text quoted; removes the review with a reason
      await signInThroughForm(pitWall.page, admin);
      await pitWall.page.goto('/admin?tab=reports');
      const reviewRow = pitWall.page
        .locator('[data-testid^="report-row-"]')
        .filter({ hasText: 'knockoff-parts' });
      await reviewRow.waitFor();
      expect(await reviewRow.getByTestId('report-target-text').textContent()).toContain(
        'Buy at knockoff-parts.example instead',
      );
      expect(await reviewRow.textContent()).toContain('Advertising another shop.');
      expect(await reviewRow.getByTestId('report-take-down').count()).toBe(0);
      await reviewRow.getByTestId('report-remove').click();
      const confirm = pitWall.page.getByTestId('report-remove-confirm');
      await confirm.waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      await pitWall.page.getByTestId('report-removal-reason').fill('Advertising');
      await confirm.click();
      await expectToast(pitWall.page, 'Review Removed');
      await reviewRow.waitFor({ state: 'detached' });

      // …and dismisses the comment's report: the queue is empty
      const commentRow = pitWall.page
        .locator('[data-testid^="report-row-"]')
        .filter({ hasText: 'fit an E46' });
      await commentRow.getByTestId('report-dismiss').click();
      await expectToast(pitWall.page, 'Report Dismissed');
      await pitWall.page.getByText('No reports pending review').waitFor();

      // The model page: the review removed by a moderator, the comment still there
      await racer.page.goto(`/models/${listing.slug}`);
      await racer.page.getByTestId('review-body').getByText('Removed by a moderator').waitFor();
      expect(await racer.page.getByText('knockoff-parts').count()).toBe(0);
      await racer.page.getByTestId('comment').filter({ hasText: 'fit an E46' }).waitFor();

      expect(unexpectedErrors(racer.errors, [])).toEqual([]);
      expect(unexpectedErrors(pitWall.errors, [])).toEqual([]);
    } finally {
      await Promise.all([racer.context.close(), pitWall.context.close()]);
    }
  });

  it('maintenance mode shows visitors a banner and refuses their changes; closed registration refuses sign-up with the message', async () => {
    const pitWall = await openPage(browser, stack.url);
    const visitor = await openPage(browser, stack.url);
    try {
      await signInThroughForm(pitWall.page, admin);
      await pitWall.page.goto('/admin?tab=settings');
      await pitWall.page.getByTestId('site-settings').waitFor();

      // Maintenance on: a visitor sees the banner on every page
      await chooseOption(pitWall.page, 'setting-maintenance', 'On: only admins can make changes');
      await expectToast(pitWall.page, 'Settings Updated');
      await pitWall.page.getByTestId('maintenance-banner').waitFor();
      expect(await pitWall.page.getByTestId('maintenance-banner').textContent()).toContain(
        'only admins can make changes',
      );
      await visitor.page.goto('/');
      const banner = visitor.page.getByTestId('maintenance-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('The site is under maintenance');
      await visitor.page.goto('/search');
      await banner.waitFor();
      // Their sign-up waits too (503 with the message)
      await visitor.page.goto('/auth?tab=signup');
      await visitor.page.getByTestId('signup-first-name').fill('Late');
      await visitor.page.getByTestId('signup-last-name').fill('Comer');
      await visitor.page.getByTestId('signup-email').fill('late.comer@example.com');
      await visitor.page.getByTestId('signup-password').fill('grip-and-rip-42');
      await visitor.page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
      await visitor.page.getByTestId('auth-error').getByText('under maintenance').waitFor();

      // Off again: the banner goes (the admin's page at once, the visitor's on its next load)
      await chooseOption(pitWall.page, 'setting-maintenance', 'Off: the site is open');
      await expectToast(pitWall.page, 'Settings Updated');
      await pitWall.page.getByTestId('maintenance-banner').waitFor({ state: 'detached' });

      // Registration closed: Sign Up says so, and the server refuses it with the message
      await chooseOption(pitWall.page, 'setting-registration', 'Closed: sign-up is refused');
      await expectToast(pitWall.page, 'Settings Updated');
      await visitor.page.goto('/auth?tab=signup');
      await visitor.page.getByTestId('signup-closed').getByText('Registration is closed').waitFor();
      // and its card does not invite them to create an account above that
      await visitor.page.getByText('New accounts are paused for now.').waitFor();
      expect(await visitor.page.getByText('Create your account in under a minute').count()).toBe(0);
      expect(await visitor.page.getByTestId('maintenance-banner').count()).toBe(0);
      const refused = await request(stack.url).post('/api/register').send({
        email: 'another.late.comer@example.com',
        password: 'grip-and-rip-42',
        firstName: 'Late',
        lastName: 'Comer',
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Registration is closed' });

      await chooseOption(pitWall.page, 'setting-registration', 'Open: anyone can sign up');
      await expectToast(pitWall.page, 'Settings Updated');
      // The footer's Report Content opens the DMCA page at its Reporting a Model section
      await visitor.page.getByRole('link', { name: 'Report Content' }).click();
      await visitor.page.waitForURL('**/dmca#report-content');
      const section = visitor.page.getByRole('heading', { name: /Reporting a Model/ });
      await eventually(
        () => section.evaluate((heading) => heading.getBoundingClientRect().top),
        (top) => top >= 0 && top < 300,
      );

      // The visitor's 503 for the sign-up during maintenance was provoked
      expect(unexpectedErrors(visitor.errors, [503])).toEqual([]);
      expect(unexpectedErrors(pitWall.errors, [])).toEqual([]);
    } finally {
      await Promise.all([pitWall.context.close(), visitor.context.close()]);
    }
  });

  it('Contact Us in the footer: the form says what to fix, sends the message to support, and admins read it on the Settings tab', async () => {
    const visitor = await openPage(browser, stack.url);
    const pitWall = await openPage(browser, stack.url);
    try {
      await visitor.page.goto('/');
      await visitor.page.getByRole('button', { name: 'Contact Us' }).click();
      const dialog = visitor.page.getByRole('dialog', { name: 'Contact Us' });
      await dialog.waitFor();
      // Sent empty, then with a bad address and a short message: each field says what is wrong
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByText('Please enter your name').waitFor();
      await dialog.getByText('Please choose a topic').waitFor();
      await visitor.page.getByTestId('contact-name').fill('Rita Racer');
      await visitor.page.getByTestId('contact-email').fill('rita-at-example');
      await visitor.page.getByTestId('contact-message').fill('Help');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await dialog.getByText('Please enter a valid email address').waitFor();
      await dialog.getByText('Your message must be at least 10 characters').waitFor();

      await visitor.page.getByTestId('contact-email').fill('rita@example.com');
      await chooseWithKeyboard(visitor.page, 'contact-topic', 'Listing or copyright');
      const text = 'Someone re-uploaded my intake duct under their name.';
      await visitor.page.getByTestId('contact-message').fill(text);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expectToast(visitor.page, 'Message sent');
      await dialog.waitFor({ state: 'hidden' });

      // Support gets it by mail...
      const mail = await stack.inbox.next('support@pitstop.test');
      expect(mail.subject).toBe('Contact Us: Listing or copyright (from Rita Racer)');
      expect(mail.text).toContain(text);
      // ...and admins find it on the Settings tab
      await signInThroughForm(pitWall.page, admin);
      await pitWall.page.goto('/admin?tab=settings');
      const card = pitWall.page.getByTestId('contact-messages');
      await card.getByText(text).waitFor();
      await card.getByText('rita@example.com').waitFor();

      expect(unexpectedErrors(visitor.errors, [])).toEqual([]);
      expect(unexpectedErrors(pitWall.errors, [])).toEqual([]);
    } finally {
      await Promise.all([pitWall.context.close(), visitor.context.close()]);
    }
  });
});
