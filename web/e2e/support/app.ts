/** Steps and checks the browser tests share: toasts, signing in, the console's errors. */
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../../../test/support/eventually.js';
import { toastsShown } from './browser.js';

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

/** Per page, how many of its recorded toasts earlier expectToast calls have accounted for. */
const toastsExpected = new WeakMap<Page, number>();

/**
 * Waits for the next toast with this title and, when given, this text: one shown since the
 * toast the previous call on this page matched. It reads the toasts the page reports (so one
 * that came and went while a loaded machine was slow still counts) and allows a slow save 20 s.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const from = toastsExpected.get(page) ?? 0;
  const matches = (text: string) =>
    text.includes(title) && (description === undefined || text.includes(description));
  const since = await eventually(
    async () => toastsShown(page).slice(from),
    (texts) => texts.some(matches),
    20_000,
  );
  const index = since.findIndex(matches);
  if (index < 0)
    throw new Error(
      `No toast '${title}${description ? `: ${description}` : ''}' was shown; shown since: ${JSON.stringify(since)}`,
    );
  toastsExpected.set(page, from + index + 1);
}

/**
 * A toast with this title (and text) shown from now on, even if it is gone before the test
 * looks: start it before the step that shows the toast, await it after.
 */
export async function toastShown(page: Page, title: string, description?: string): Promise<void> {
  const from = toastsShown(page).length;
  const matches = (text: string) =>
    text.includes(title) && (description === undefined || text.includes(description));
  const since = await eventually(
    async () => toastsShown(page).slice(from),
    (texts) => texts.some(matches),
    10_000,
  );
  if (!since.some(matches))
    throw new Error(
      `No toast '${title}${description ? `: ${description}` : ''}' was shown; shown since: ${JSON.stringify(since)}`,
    );
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

/**
 * The dialog on screen once it has finished opening. antd zooms a dialog in (its motion classes,
 * `…-appear` or `…-enter`, stay on it until the animation ends); on a loaded machine a click
 * aimed at a button of a dialog still zooming can land beside it and be lost.
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForFunction(
    (element) => !!element && !/-(appear|enter)\b/.test(element.className),
    await dialog.elementHandle(),
  );
  return dialog;
}

/**
 * Picks an option of an antd select by its title with the keyboard, as a keyboard user does:
 * Arrow Down opens the focused select and walks its options, Enter takes the active one. On a
 * loaded machine a click aimed at the opening dropdown (it slides in, inside a dialog that is
 * itself still opening) waited for the option to hold still and was lost; keys need no target.
 */
export async function chooseWithKeyboard(
  page: Page,
  testId: string,
  option: string,
): Promise<void> {
  const input = page.getByTestId(testId).locator('input[role="combobox"]');
  const active = page.locator('.ant-select-dropdown .ant-select-item-option-active').first();
  await input.focus();
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 30; step++) {
    const title = await active.getAttribute('title', { timeout: 5_000 }).catch(() => null);
    if (title === option) {
      await page.keyboard.press('Enter');
      await page.getByTestId(testId).locator(`[title="${option}"]`).waitFor({ timeout: 5_000 });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the option ${option} of ${testId} was not reached with the keyboard`);
}

/**
 * Picks an option of an antd select by its title (its dropdown renders at the end of the body).
 * A select that saves its choice (the admin's) is disabled while it does.
 */
export async function chooseOption(page: Page, testId: string, option: string): Promise<void> {
  const select = page.getByTestId(testId);
  const shows = select.locator(`[title="${option}"]`);
  // The select is disabled while the change is being saved.
  const saving = page.locator(`[data-testid="${testId}"].ant-select-disabled`);
  // Under load a click can land while the dropdown is still opening and be lost; the select
  // saving or showing the option is what says the choice was made, so only a lost click is
  // made once more (a slow save is not: choosing again would be no change, and no toast).
  // Choosing what it shows is no change (no save, no toast): say so rather than wait for one.
  if ((await shows.count()) > 0)
    throw new Error(`${testId} already shows '${option}': choosing it again changes nothing`);
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click();
    try {
      await shows.or(saving).first().waitFor({ timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}
