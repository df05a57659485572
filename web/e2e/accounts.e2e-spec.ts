import type { Browser } from 'playwright-core';
import {
  registerUser,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedInUser,
} from '../../test/support/accounts.js';
import type { Stack } from '../../test/support/stack.js';
import {
  chooseOption,
  expectToast,
  signInThroughForm,
  submitSignIn,
  toastShown,
  unexpectedErrors,
} from './support/app.js';
import { openPage, titleOf } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/** These tests provoke 401, 403 and 409 answers on purpose; Chromium logs each one. */
const PROVOKED = [401, 403, 409];

describe('accounts in Chromium', () => {
  let stack: Stack;
  let browser: Browser;
  /** The users service makes this account an active admin when it starts. */
  let adminAccount: SignedInUser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ stack, browser, admin: adminAccount, close } = await startBrowserStack());
  });
  afterAll(() => close?.());

  it('signs up through the form, is welcomed home, sees the profile and signs out', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    const email = uniqueEmail('sam');
    try {
      await page.goto('/auth?tab=signup');
      await page.getByRole('heading', { name: 'Rev Up Your Ride' }).waitFor();
      expect(await titleOf(page, 'Sign In | Pitstop Prints')).toBe('Sign In | Pitstop Prints');
      const pitch = await page.getByRole('complementary').textContent();
      expect(pitch).toContain('1000+');
      expect(pitch).toContain('500+');

      // The spec's messages, before anything is sent
      await page.getByTestId('signup-submit').click();
      for (const message of [
        'First name is required',
        'Last name is required',
        'Please enter a valid email address',
        'Password must be at least 6 characters',
      ])
        await page.getByText(message, { exact: true }).waitFor();

      await page.getByTestId('signup-first-name').fill('Sam');
      await page.getByTestId('signup-last-name').fill('Rossi');
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-password').fill(TEST_PASSWORD);
      await page.getByTestId('signup-submit').click();

      await page.waitForURL((url) => url.pathname === '/');
      await expectToast(page, 'Account created', 'Welcome to Pitstop Prints, Sam!');
      const banner = page.getByTestId('welcome-banner');
      expect(await banner.textContent()).toContain('Welcome back, Sam! 🏁');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'PROFILE' }).waitFor();
      expect(await nav.getByRole('link', { name: 'UPLOAD' }).getAttribute('href')).toBe('/upload');
      expect(await nav.getByRole('link', { name: 'LOGIN' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'ADMIN' }).count()).toBe(0);

      // My Downloads opens the profile on its Downloads tab
      await banner.getByRole('link', { name: 'My Downloads' }).click();
      await page.waitForURL('**/profile?tab=downloads');
      await page.getByTestId('profile-downloads-empty').getByText('No downloads yet').waitFor();
      expect(await page.getByTestId('profile-name').textContent()).toBe('Sam');
      expect(await page.getByTestId('profile-avatar').textContent()).toBe('SR');
      expect(await page.getByTestId('profile-bio').textContent()).toBe('No bio added yet.');
      expect(await page.getByTestId('profile-joined').textContent()).toContain(
        `Joined ${new Date().getFullYear()}`,
      );
      // The stat cards fill in once the user's uploads have loaded.
      await page.getByTestId('profile-stat-earnings').getByText('$0.00').waitFor();
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.waitForURL('**/profile?tab=settings');
      expect(await page.getByTestId('settings-email').inputValue()).toBe(email);

      // Signed-in users have no business on /auth or, as non-admins, on /admin
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/');

      // Logout ends the session and goes home
      await page.goto('/profile');
      await page.getByTestId('logout').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'LOGIN' })
        .waitFor();
      expect(await page.getByTestId('welcome-banner').count()).toBe(0);

      // Signed out, /profile says so and goes to sign in (via /api/login)
      const unauthorized = toastShown(
        page,
        'Unauthorized',
        'You are logged out. Logging in again...',
      );
      await page.goto('/profile');
      await unauthorized;
      await page.waitForURL((url) => url.pathname === '/auth');

      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("names the visible form's fields by their labels after switching to Sign Up", async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto('/auth');
      await page.getByTestId('signin-email').waitFor();
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByTestId('signup-email').waitFor();
      // Both forms are in the page now, Sign In's hidden behind its tab
      expect(await page.getByTestId('signin-email').isHidden()).toBe(true);

      const ids = await page.locator('[id]').evaluateAll((found) => found.map((e) => e.id));
      const duplicateIds = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(duplicateIds).toEqual([]);

      for (const [label, testId] of [
        ['First name', 'signup-first-name'],
        ['Last name', 'signup-last-name'],
        ['Email', 'signup-email'],
        ['Password', 'signup-password'],
      ]) {
        const fields = page.getByLabel(label, { exact: true }).filter({ visible: true });
        expect({
          label,
          fields: await fields.evaluateAll((found) => found.map((f) => f.dataset.testid)),
        }).toEqual({ label, fields: [testId] });
        // Clicking the label puts the cursor in that field
        await page
          .locator('label', { hasText: new RegExp(`^${label}$`) })
          .filter({ visible: true })
          .click();
        expect({
          label,
          focused: await page
            .getByTestId(testId)
            .evaluate((input) => input === input.ownerDocument.activeElement),
        }).toEqual({ label, focused: true });
      }
      await page
        .getByLabel('Email', { exact: true })
        .filter({ visible: true })
        .fill('sam@pitstop.test');
      expect(await page.getByTestId('signup-email').inputValue()).toBe('sam@pitstop.test');
      expect(await page.getByTestId('signin-email').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows sign-in and sign-up failures in the alert, signs in and edits the profile', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    const { email } = await registerUser(stack.url, { firstName: 'Sam', lastName: 'Rossi' });
    try {
      // The email is taken; the alert shows the server's words
      await page.goto('/auth?tab=signup');
      await page.getByTestId('signup-first-name').fill('Sam');
      await page.getByTestId('signup-last-name').fill('Again');
      await page.getByTestId('signup-email').fill(email);
      await page.getByTestId('signup-password').fill(TEST_PASSWORD);
      await page.getByTestId('signup-submit').click();
      expect(await page.getByTestId('auth-error').textContent()).toBe(
        'An account with this email already exists. Sign in instead.',
      );

      await submitSignIn(page, { email, password: 'not-the-password' });
      await page.getByTestId('auth-error').getByText('Invalid email or password').waitFor();
      expect(page.url()).toMatch(/\/auth$/);

      await signInThroughForm(page, { email, password: TEST_PASSWORD });
      await expectToast(page, 'Welcome back!');
      await page.getByTestId('welcome-banner').waitFor();

      // Edit the profile: display name and bio
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'PROFILE' })
        .click();
      await page.waitForURL('**/profile');
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('profile-display-name').fill('Turbo Sam');
      await page.getByTestId('profile-bio-input').fill('Track days in a Mk7 GTI.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Profile updated');
      expect(await page.getByTestId('profile-name').textContent()).toBe('Turbo Sam');
      expect(await page.getByTestId('profile-bio').textContent()).toBe('Track days in a Mk7 GTI.');
      expect(await page.getByTestId('profile-form').count()).toBe(0);

      // Saved on the server: a fresh load shows it, and the home banner uses the display name
      await page.reload();
      await page.getByTestId('profile-name').getByText('Turbo Sam').waitFor();
      await page.goto('/');
      expect(await page.getByTestId('welcome-banner').textContent()).toContain(
        'Welcome back, Turbo Sam! 🏁',
      );
      expect(unexpectedErrors(errors, PROVOKED)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lets an admin ban a user, which ends that user's open session, and restore them", async () => {
    const racer = await registerUser(stack.url, { firstName: 'Riley', lastName: 'Banks' });
    const user = await openPage(browser, stack.url);
    const admin = await openPage(browser, stack.url);
    try {
      await signInThroughForm(user.page, racer);
      await user.page.getByTestId('welcome-banner').getByText('Welcome back, Riley!').waitFor();

      await signInThroughForm(admin.page, adminAccount);
      const adminNav = admin.page.getByRole('navigation', { name: 'Main' });
      await adminNav.getByRole('link', { name: 'ADMIN' }).click();
      await admin.page.waitForURL('**/admin');
      const row = admin.page.getByTestId(`admin-user-row-${racer.email}`);
      expect(await row.textContent()).toContain('Riley Banks');
      expect(
        await admin.page.getByTestId(`admin-user-badge-status-${racer.email}`).textContent(),
      ).toBe('active');
      await admin.page
        .getByTestId(`admin-user-row-${adminAccount.email}`)
        .getByText('(you)')
        .waitFor();

      await chooseOption(admin.page, `admin-user-status-${racer.email}`, 'banned');
      await expectToast(admin.page, 'User Updated', 'Riley Banks is now banned.');
      await admin.page
        .getByTestId(`admin-user-badge-status-${racer.email}`)
        .getByText('banned')
        .waitFor();

      // The banned user's next page finds the session gone
      const loggedOut = toastShown(
        user.page,
        'Unauthorized',
        'You are logged out. Logging in again...',
      );
      await user.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'PROFILE' })
        .click();
      await loggedOut;
      await user.page.waitForURL((url) => url.pathname === '/auth');

      await submitSignIn(user.page, racer);
      expect(await user.page.getByTestId('auth-error').textContent()).toBe(
        'This account has been suspended. Contact support if you think this is a mistake.',
      );

      // Restored, they sign in again
      await chooseOption(admin.page, `admin-user-status-${racer.email}`, 'active');
      await expectToast(admin.page, 'User Updated', 'Riley Banks is now active.');

      await signInThroughForm(user.page, racer);
      await expectToast(user.page, 'Welcome back!');

      // Promoted, the admin button appears for them
      await chooseOption(admin.page, `admin-user-role-${racer.email}`, 'admin');
      await expectToast(admin.page, 'User Updated', 'Riley Banks is now an admin.');
      const roleBadge = admin.page.getByTestId(`admin-user-badge-role-${racer.email}`);
      await roleBadge.getByText('admin').waitFor();
      await user.page.goto('/admin');
      await user.page.getByTestId(`admin-user-row-${adminAccount.email}`).waitFor();
      // (and back: other tests share the database and its admins)
      expect(await roleBadge.textContent()).toBe('admin');
      await chooseOption(admin.page, `admin-user-role-${racer.email}`, 'user');
      await expectToast(admin.page, 'User Updated', 'Riley Banks is now a user.');
      await roleBadge.getByText('user').waitFor();

      expect(unexpectedErrors(user.errors, PROVOKED)).toEqual([]);
      expect(unexpectedErrors(admin.errors, PROVOKED)).toEqual([]);
    } finally {
      await user.context.close();
      await admin.context.close();
    }
  });

  it('pages and searches the users, and shows admin actions in the audit log', async () => {
    const tag = Date.now().toString(36);
    // More than one page of accounts (50), registered one by one: newest first on the list.
    const crowd: SignedInUser[] = [];
    for (let i = 0; i < 52; i++)
      crowd.push(
        await registerUser(stack.url, { firstName: 'Crowd', lastName: `Member${tag}x${i}` }),
      );
    const target = crowd[0]!;
    const admin = await openPage(browser, stack.url);
    try {
      await signInThroughForm(admin.page, adminAccount);
      await admin.page.goto('/admin');
      const pager = admin.page.getByTestId('admin-users-pager');
      await pager.waitFor();
      const total = Number(
        /of (\d+) users/.exec((await pager.textContent()) ?? '')?.[1] ?? Number.NaN,
      );
      expect(total).toBeGreaterThanOrEqual(53);
      expect(await admin.page.getByTestId('admin-users').locator('li').count()).toBe(50);
      // The oldest of the crowd is on the next page.
      await pager.getByTitle('2', { exact: true }).click();
      await admin.page.getByTestId(`admin-user-row-${target.email}`).waitFor();

      // A search asks once the typing pauses, and finds by any part of the name
      await admin.page.getByTestId('admin-users-search').locator('input').fill(`member${tag}x0`);
      await admin.page.getByTestId(`admin-user-row-${target.email}`).waitFor();
      await admin.page
        .getByTestId('admin-user-count')
        .getByText('1 user', { exact: true })
        .waitFor();
      await chooseOption(admin.page, `admin-user-role-${target.email}`, 'admin');
      await expectToast(admin.page, 'User Updated', `Crowd Member${tag}x0 is now an admin.`);

      // Filters: an admin, not banned
      await chooseOption(admin.page, 'admin-users-status', 'banned');
      await admin.page.getByTestId('admin-users-empty').getByText('No users match').waitFor();

      // The audit log names who did what
      await admin.page.getByRole('tab', { name: 'Audit log' }).click();
      const audit = admin.page.getByTestId('admin-audit');
      const line = audit.locator('tr').filter({ hasText: target.email });
      await line.getByText('Role changed').waitFor();
      expect(await line.textContent()).toContain('user → admin');
      expect(await line.textContent()).toContain('Site Admin');
      await chooseOption(admin.page, 'admin-audit-action', 'Status changed');
      await line.waitFor({ state: 'detached' });

      // (and back: other tests share the database and its admins)
      await admin.page.getByRole('tab', { name: 'Users' }).click();
      await admin.page.getByTestId('admin-users-status').locator('.ant-select-clear').click();
      await chooseOption(admin.page, `admin-user-role-${target.email}`, 'user');
      await expectToast(admin.page, 'User Updated', `Crowd Member${tag}x0 is now a user.`);
      expect(unexpectedErrors(admin.errors, PROVOKED)).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });

  it('offers a retry, not the login redirect, when GET /api/user fails on first load', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    const { email, password } = await registerUser(stack.url, { firstName: 'Casey' });
    try {
      await signInThroughForm(page, { email, password });
      await page.getByTestId('welcome-banner').waitFor();

      // A fresh load while the session check answers 503: nobody knows who is looking
      await page.route('**/api/user', (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
      );
      await page.goto('/profile');
      const retry = page.getByTestId('session-check-error');
      await retry.getByText('Service Unavailable').waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');
      expect(
        await page.locator('.ant-notification-notice').filter({ hasText: 'Unauthorized' }).count(),
      ).toBe(0);

      // The check answers again: Retry shows the page, still signed in
      await page.unroute('**/api/user');
      await retry.getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('profile-name').getByText('Casey').waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');

      expect(unexpectedErrors(errors, [...PROVOKED, 503])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a visitor from /admin to /, and the mobile menu offers LOGIN', async () => {
    const { page, context, errors } = await openPage(browser, stack.url, {
      width: 390,
      height: 844,
    });
    try {
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: /menu/i }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: 'LOGIN' }).click();
      await page.waitForURL('**/auth');
      await page.getByTestId('signin-form').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
