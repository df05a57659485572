import type { ListingDto } from '@pitstop/contracts';
import type { Browser, Page } from 'playwright-core';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, openedDialog, signInThroughForm } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * Whether the focused element shows that it has focus: its own ring (the app's yellow outline),
 * or the one antd draws for a control whose real input is hidden (a select's box, a checkbox's
 * square just after its input).
 */
function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    const ring = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return outlined || style.boxShadow !== 'none';
    };
    return (
      ring(focused) ||
      ring(focused.nextElementSibling) ||
      focused.closest('.ant-select-focused') !== null
    );
  });
}

/**
 * Presses Tab (Shift+Tab with `back`) until the element with this test id (or one inside it)
 * has focus, checking at each stop that the focus shows; fails if it is not reached within
 * `limit` presses.
 */
async function tabTo(page: Page, testId: string, limit = 60, back = false): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const reached = await page.evaluate(
      (id) => document.activeElement?.closest(`[data-testid="${id}"]`) !== null,
      testId,
    );
    const label = await page.evaluate(
      () => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing',
    );
    expect({ focused: label, shows: await focusShows(page) }).toEqual({
      focused: label,
      shows: true,
    });
    if (reached) return;
  }
  throw new Error(`${testId} was not reached with ${limit} presses of Tab`);
}

/** Walks the focused select's options with Arrow Down to the first whose title starts so. */
async function chooseStartingWith(page: Page, prefix: string): Promise<void> {
  const active = page.locator('.ant-select-dropdown .ant-select-item-option-active').first();
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 40; step++) {
    const title = await active.getAttribute('title', { timeout: 5_000 }).catch(() => null);
    if (title?.startsWith(prefix)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no option starting '${prefix}' was reached with the keyboard`);
}

describe('the keyboard alone, with a visible focus', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({
      adminLabel: 'keyboard-admin',
    }));
  });
  afterAll(() => close?.());

  it('picks Volkswagen → Golf → 2017 → GTI in the ride picker and lands on its search', async () => {
    const { page, context } = await openPage(browser, stack.url);
    try {
      await page.goto('/', { timeout: 30_000 });
      await page.getByTestId('popular-make-volkswagen').waitFor();
      await tabTo(page, 'select-ride');
      await page.keyboard.press('Enter');
      await openedDialog(page);

      for (const step of ['make-volkswagen', 'model-golf', 'year-2017', 'trim-gti']) {
        await page.getByTestId(`fitment-${step}`).waitFor();
        await tabTo(page, `fitment-${step}`);
        await page.keyboard.press('Enter');
      }

      await page.waitForURL('**/search?**');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        make: 'volkswagen',
        model: 'golf',
        year: '2017',
        trim: 'gti',
      });
    } finally {
      await context.close();
    }
  });

  it('narrows the search by make and to free files from the filters', async () => {
    const { page, context } = await openPage(browser, stack.url);
    try {
      await page.goto('/search', { timeout: 30_000 });
      await page.getByTestId('search-filters').waitFor();

      await tabTo(page, 'search-make');
      await chooseStartingWith(page, 'Volkswagen');
      await page.waitForURL((url) => url.searchParams.get('make') === 'volkswagen');

      await tabTo(page, 'search-free');
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('filter') === 'free');
      expect(new URL(page.url()).searchParams.get('make')).toBe('volkswagen');
    } finally {
      await context.close();
    }
  });

  it('buys a part from the cart through TEST MODE checkout', async () => {
    const seller = await registerUser(stack.url, { displayName: 'KeyMaker' });
    const listing: ListingDto = await createApprovedListing(stack.url, seller, admin, {
      title: `Keyboard Gauge Pod ${Date.now().toString(36)}`,
      isFree: false,
      priceCents: 499,
    });
    const buyer = await registerUser(stack.url, { firstName: 'Kay' });
    const { page, context } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto(`/models/${listing.slug}`);
      await page.locator('[data-testid="model-download"]', { hasText: 'BUY FILE' }).waitFor();

      await tabTo(page, 'model-add-to-cart');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Added to Cart');

      // Back up to the cart in the navigation bar.
      await tabTo(page, 'nav-cart', 60, true);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/cart');
      await page.getByTestId('cart-item').waitFor();

      await tabTo(page, 'cart-checkout');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/checkout');
      await page.getByTestId('test-card-form').waitFor();

      await tabTo(page, 'test-card-succeeds');
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('test-card-number').inputValue()).toBe('4242 4242 4242 4242');
      await tabTo(page, 'checkout-pay');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/checkout/success');
      await expectToast(page, 'Payment Successful');
    } finally {
      await context.close();
    }
  });
});
