import { type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

export { launchChromium as launchBrowser } from '../../../test/support/chromium.mjs';

/**
 * Chromium logs every 4xx response as a console error, including the 401 with which
 * GET /api/user tells the app that nobody is signed in: that one is how the app works.
 */
function isSignedOutProbe(message: ConsoleMessage): boolean {
  return (
    message.text().includes('status of 401') &&
    new URL(message.location().url, 'http://x').pathname === '/api/user'
  );
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /**
   * Console errors and uncaught exceptions seen so far (CSP violations included), except the
   * signed-out 401 of GET /api/user.
   */
  errors: string[];
}

/**
 * Every element with a test id under #root is React's: hydrated, or rendered by the app. Elements
 * the server rendered carry no handlers until then, and a click on one would do nothing. A
 * function, not a string: the pages' CSP refuses the eval a string predicate needs.
 */
function isHydrated(): boolean {
  // The tests' TypeScript has no DOM types; this runs in the page.
  const page = globalThis as unknown as {
    document: { querySelectorAll(selector: string): ArrayLike<object> };
  };
  return Array.from(page.document.querySelectorAll('#root [data-testid]')).every((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

/**
 * goto and reload return once the page is hydrated (or after 15 s, leaving the test's own waits
 * to say what is wrong): a served page is visible, and clickable by a test, before its script
 * has attached the handlers.
 */
function waitForHydrationAfterNavigation(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(isHydrated, undefined, { timeout: 15_000 }).then(
      () => undefined,
      () => undefined,
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport });
  await recordToasts(context);
  const page = await context.newPage();
  waitForHydrationAfterNavigation(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isSignedOutProbe(message)) return;
    // Chromium's 'Failed to load resource' does not say which: the address does.
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(10_000);
  return { page, context, errors };
}

/**
 * The document title once the page has set it: titles are set in effects after the first
 * render, so reading page.title() straight after goto can see the previous one.
 */
export async function titleOf(page: Page, expected: string): Promise<string> {
  await page
    .waitForFunction(`document.title === ${JSON.stringify(expected)}`, undefined, {
      timeout: 5000,
    })
    .catch(() => undefined);
  return page.title();
}

/** Every toast's text a page has shown, in order, across its navigations. */
const toastTexts = new WeakMap<Page, string[]>();

/** The toasts this page has shown so far (also those gone, or taken away by a navigation). */
export const toastsShown = (page: Page): readonly string[] => toastTexts.get(page) ?? [];

/**
 * Has each page report every toast as it renders. Some toasts live half a second before the
 * app navigates away (the 'Unauthorized' one before the sign-in redirect): waiting for one on
 * screen from the test can miss it on a loaded machine; a report from the page cannot.
 */
async function recordToasts(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__pitstopToastShown', ({ page }, text: string) => {
    const texts = toastTexts.get(page) ?? [];
    texts.push(text);
    toastTexts.set(page, texts);
  });
  // A string: the tests' TypeScript has no DOM types (it runs in the page).
  await context.addInitScript(`{
    const reported = new WeakMap();
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-notification-notice')) {
        const text = notice.textContent ?? '';
        if (reported.get(notice) === text) continue;
        reported.set(notice, text);
        void window.__pitstopToastShown(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }`);
}
