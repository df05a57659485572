import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { TEST_PASSWORD, uniqueEmail } from '../../test/support/accounts.js';
import { linksIn, type ReceivedMail } from '../../test/support/inbox.js';
import type { Stack } from '../../test/support/stack.js';
import { signInThroughForm, toastShown, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** Screenshots to look at (git-ignored). */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const PHONE = { width: 390, height: 844 };

/** The path and query of the mail's first link to `pathname` (links are built from PUBLIC_URL). */
function linkTo(mail: ReceivedMail, pathname: string): string {
  const link = linksIn(mail.html)
    .map((href) => new URL(href, 'http://mail.invalid'))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`'${mail.subject}' has no link to ${pathname}`);
  return `${link.pathname}${link.search}`;
}

/** Waits for the toasts to close by themselves (they cover the banner's end in a screenshot). */
async function toastsGone(page: Page): Promise<void> {
  // Not waitForFunction: the app's CSP refuses the evaluated string.
  const notices = page.locator('.ant-notification-notice');
  while ((await notices.count()) > 0)
    await notices.first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Reloads the page and waits for the app to have asked who is signed in. */
async function reloadSignedIn(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/user' && res.ok()),
    page.reload(),
  ]);
}

/** The main navigation's sign-in link: shown to visitors only. */
const loginLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'LOGIN' });

describe('account mail in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ({ stack, browser, close } = await startBrowserStack());
  });
  afterAll(() => close?.());

  it('registers, shows the banner until the mailed link confirms the address', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    const phone = await openPage(browser, stack.url, PHONE);
    const email = uniqueEmail('verify');
    try {
      await page.goto('/auth?tab=signup');
      await page.getByTestId('signup-first-name').fill('Vera');
      await page.getByTestId('signup-last-name').fill('Lane');
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-password').fill(TEST_PASSWORD);
      await page.getByTestId('signup-submit').click();
      await page.waitForURL((url) => url.pathname === '/');

      const banner = page.getByTestId('verify-email-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain(
        `Confirm your email address (${email}) to publish listings.`,
      );
      await toastsGone(page);
      await page.screenshot({ path: `${SHOTS}verify-banner-desktop.png` });
      // The same account on a phone (its own session).
      await signInThroughForm(phone.page, { email, password: TEST_PASSWORD });
      await phone.page.getByTestId('verify-email-banner').waitFor();
      await toastsGone(phone.page);
      await phone.page.screenshot({ path: `${SHOTS}verify-banner-phone.png` });

      const welcome = await stack.inbox.next(email);
      expect(welcome.subject).toMatch(/welcome|confirm/i);

      // Asking again mails a link that says what it is.
      const sent = toastShown(page, 'Link sent');
      await banner.getByTestId('verify-email-resend').click();
      await sent;
      const resent = await stack.inbox.next(email);
      expect(resent.subject).toBe('Confirm your email address');

      // The newest link, opened from the mail (a new tab), confirms the address.
      const link = await context.newPage();
      await link.goto(linkTo(resent, '/verify-email'));
      await link.getByTestId('verify-email-done').waitFor();
      expect(await link.getByTestId('verify-email-done').textContent()).toContain(email);
      await link.screenshot({ path: `${SHOTS}verify-done-desktop.png` });
      // The banner is gone, in this browser and on the phone.
      for (const where of [page, phone.page]) {
        await reloadSignedIn(where);
        await where.getByTestId('verify-email-banner').waitFor({ state: 'detached' });
        expect(await where.getByTestId('verify-email-banner').count()).toBe(0);
      }

      expect(unexpectedErrors(errors, [])).toEqual([]);
      expect(unexpectedErrors(phone.errors, [])).toEqual([]);
    } finally {
      await context.close();
      await phone.context.close();
    }
  });

  it('resets a forgotten password from the mail, signs in with it and ends the old sessions', async () => {
    const email = uniqueEmail('reset');
    const newPassword = 'pit-lane-reset-77';
    // An account, and a browser where it is signed in from before.
    const old = await openPage(browser, stack.url);
    const { page, context, errors } = await openPage(browser, stack.url);
    const phone = await openPage(browser, stack.url, PHONE);
    try {
      await old.page.goto('/auth?tab=signup');
      await old.page.getByTestId('signup-first-name').fill('Rhea');
      await old.page.getByTestId('signup-last-name').fill('Stone');
      await old.page.getByTestId('signup-email').fill(email);
      await old.page.getByTestId('signup-password').fill(TEST_PASSWORD);
      await old.page.getByTestId('signup-submit').click();
      await old.page.waitForURL((url) => url.pathname === '/');
      await old.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'PROFILE' })
        .waitFor();
      await stack.inbox.next(email); // the welcome

      // 'Forgot password?' on /auth
      await page.goto('/auth');
      await page.getByTestId('forgot-password-link').click();
      await page.getByTestId('forgot-password-email').fill(email);
      await page.getByTestId('forgot-password-submit').click();
      await page.getByTestId('forgot-password-sent').waitFor();
      await page.screenshot({ path: `${SHOTS}forgot-password-desktop.png` });

      const mail = await stack.inbox.next(email);
      expect(mail.subject).toBe('Reset your Pitstop Prints password');
      const resetLink = linkTo(mail, '/reset-password');
      expect(resetLink).toMatch(/^\/reset-password\?token=[A-Za-z0-9_-]+$/);

      // The reset page, as it looks on a phone (not sent from there).
      await phone.page.goto(resetLink);
      await phone.page.getByTestId('reset-password-new').waitFor();
      await phone.page.screenshot({ path: `${SHOTS}reset-password-phone.png` });

      await page.goto(resetLink);
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      // Two different passwords are caught before anything is sent.
      await page.getByTestId('reset-password-new').fill(newPassword);
      await page.getByTestId('reset-password-repeat').fill(`${newPassword}x`);
      await page.getByTestId('reset-password-submit').click();
      await page.getByText('The passwords do not match').waitFor();
      await page.screenshot({ path: `${SHOTS}reset-password-desktop.png` });
      await page.getByTestId('reset-password-repeat').fill(newPassword);
      const changed = toastShown(page, 'Password changed');
      await page.getByTestId('reset-password-submit').click();
      await page.waitForURL((url) => url.pathname === '/auth');
      await changed;

      const notice = await stack.inbox.next(email);
      expect(notice.subject).toBe('Your password was changed');

      // The old password no longer works; the new one does.
      const refused = await fetch(`${stack.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(refused.status).toBe(401);
      await signInThroughForm(page, { email, password: newPassword });
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'PROFILE' })
        .waitFor();

      // The browser signed in before the reset is signed out.
      await old.page.reload();
      await loginLink(old.page).waitFor();

      // The link is single-use.
      await phone.page.getByTestId('reset-password-new').fill(newPassword);
      await phone.page.getByTestId('reset-password-repeat').fill(newPassword);
      await phone.page.getByTestId('reset-password-submit').click();
      await phone.page
        .locator('.ant-notification-notice')
        .filter({ hasText: 'Reset failed' })
        .waitFor();

      expect(unexpectedErrors(errors, [])).toEqual([]);
      expect(unexpectedErrors(phone.errors, [400, 410])).toEqual([]);
    } finally {
      await context.close();
      await old.context.close();
      await phone.context.close();
    }
  });
});
