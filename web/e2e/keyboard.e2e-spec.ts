import type { ListingDto } from '@pitstop/contracts';
import { demoShape, toBinaryStl } from '@pitstop/demo-assets';
import { renderPreview } from '@pitstop/mesh-render';
import type { Browser, Page } from 'playwright-core';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, openedDialog, signInThroughForm } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * Whether the focused element shows that it has focus: its own ring (the app's yellow outline),
 * or the one drawn for a control whose real input is hidden or clipped (a select's box, a
 * checkbox's square just after its input, a number field's box). antd eases rings in, so this
 * waits up to a second for one.
 */
function focusShows(page: Page): Promise<boolean> {
  const shows = () => {
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
      ring(focused.closest('.ant-input-number')) ||
      focused.closest('.ant-select-focused') !== null
    );
  };
  return page.waitForFunction(shows, undefined, { timeout: 1_000 }).then(
    () => true,
    () => false,
  );
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

/**
 * Walks the focused select's options with Arrow Down to the first whose title starts so (in the
 * open dropdown: a closed one keeps its last active option in the page).
 */
async function chooseStartingWith(page: Page, prefix: string): Promise<void> {
  const active = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option-active')
    .first();
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

  it('uploads a model through the seven steps of the wizard', async () => {
    const seller = await registerUser(stack.url, { firstName: 'Wren' });
    const mesh = demoShape('phone-mount-cradle');
    const { page, context } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/upload');
      await page.getByTestId('upload-wizard').waitFor();
      const step = (label: string) =>
        page.getByTestId('upload-progress').filter({ hasText: label }).waitFor();
      const next = async () => {
        await tabTo(page, 'upload-next');
        await page.keyboard.press('Enter');
      };

      // Details
      await tabTo(page, 'upload-title');
      await page.keyboard.type('Keyboard Vent Clip');
      await tabTo(page, 'upload-short-description');
      await page.keyboard.type('A vent clip uploaded without a mouse.');
      await next();

      // Files: the drop area is reached and shows its focus; the file is chosen as a picker would
      await step('STEP 2 OF 7 · FILES');
      await tabTo(page, 'upload-files');
      await page
        .getByTestId('upload-files')
        .locator('input[type=file]')
        .setInputFiles({
          name: 'vent-clip.stl',
          mimeType: 'model/stl',
          buffer: toBinaryStl(mesh),
        });
      await page.getByTestId('upload-files-item').filter({ hasText: 'Uploaded' }).waitFor();
      await next();

      // Previews
      await step('STEP 3 OF 7 · PREVIEWS');
      await tabTo(page, 'upload-images');
      await page
        .getByTestId('upload-images')
        .locator('input[type=file]')
        .setInputFiles({
          name: 'vent-clip.png',
          mimeType: 'image/png',
          buffer: renderPreview(mesh, { color: '#e10600', width: 320, height: 240 }),
        });
      await page.getByTestId('upload-images-item').filter({ hasText: 'Uploaded' }).waitFor();
      await next();

      // Fitment: make → model → generation from their selects, each list once the one before is chosen
      await step('STEP 4 OF 7 · FITMENT');
      await tabTo(page, 'upload-make');
      await chooseStartingWith(page, 'Volkswagen');
      await page.locator('[data-testid="upload-model"]:not(.ant-select-disabled)').waitFor();
      await tabTo(page, 'upload-model');
      await chooseStartingWith(page, 'Golf');
      await page.locator('[data-testid="upload-generation"]:not(.ant-select-disabled)').waitFor();
      await tabTo(page, 'upload-generation');
      await chooseStartingWith(page, 'Mk7');
      await next();

      // Pricing: free (the default); 20% infill typed into its number field
      await step('STEP 5 OF 7 · PRICING');
      await tabTo(page, 'upload-infill');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('20');
      await next();

      // License: commercial use ticked with Space
      await step('STEP 6 OF 7 · LICENSE');
      await tabTo(page, 'upload-commercial-use');
      await page.keyboard.press('Space');
      await next();

      await step('STEP 7 OF 7 · PUBLISH');
      const summary = (row: string) => page.getByTestId(`upload-summary-${row}`).innerText();
      expect({
        fitment: await summary('fitment'),
        price: await summary('price'),
        print: await summary('print'),
        license: await summary('license'),
      }).toEqual({
        fitment: expect.stringMatching(/Volkswagen.*Golf.*Mk7/),
        price: 'FREE',
        print: expect.stringContaining('20% infill'),
        license: 'Personal use: Yes · Commercial use: Yes',
      });
      await tabTo(page, 'upload-publish');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Model uploaded successfully!');
    } finally {
      await context.close();
    }
  });
});
