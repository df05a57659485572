/** Steps and checks the browser tests share: toasts, signing in, the console's errors. */
import type { Page } from 'playwright-core';

/**
 * The console errors a test did not provoke. Chromium logs every 4xx and 5xx response as an
 * error; a test lists the statuses it causes on purpose (a visitor's like is a 401, a missing
 * model a 404), and everything else counts.
 */
export function unexpectedErrors(errors: string[], expectedStatuses: readonly number[]): string[] {
  if (expectedStatuses.length === 0) return errors;
  const provoked = new RegExp(`status of (${expectedStatuses.join('|')}) `);
  return errors.filter((error) => !provoked.test(error));
}

/**
 * Waits for the toast (one at a time) with this title and, when given, this text. A repeated
 * toast replaces the one on screen, so both are matched.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  let notice = page.locator('.ant-notification-notice').filter({ hasText: title });
  if (description) notice = notice.filter({ hasText: description });
  await notice.waitFor();
}

/** Fills in and sends the sign-in form at /auth, whatever the answer (tests of failures). */
export async function submitSignIn(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.goto('/auth');
  await page.getByTestId('signin-email').fill(email);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** Signs in through the form and waits for the home page it lands on. */
export async function signInThroughForm(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  await submitSignIn(page, credentials);
  await page.waitForURL((url) => url.pathname === '/');
}
