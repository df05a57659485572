import type { ListingDto } from '@pitstop/contracts';
import { demoShape, toBinaryStl } from '@pitstop/demo-assets';
import { renderPreview } from '@pitstop/mesh-render';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import { analysedFiles, uploadObject } from '../../test/support/uploads.js';
import type { Stack } from '../../test/support/stack.js';
import { expectToast, signInThroughForm, toastShown, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * Buying a paid part in Chromium against the whole stack in TEST MODE (no Stripe keys): the
 * cart, the checkout's test card form (a declined card, then a good one), the order on
 * /checkout/success with its download, ownership on the model page, and the seller's earnings.
 */

const STL_NAME = 'gauge-pod.stl';
const mesh = demoShape('phone-mount-cradle');
const stl = toBinaryStl(mesh);
const PRICE = '$4.99';

/** The navigation bar's cart badge: its text, or null while the cart is empty. */
async function badgeOf(page: Page): Promise<string | null> {
  const badge = page.getByTestId('nav-cart').getByTestId('cart-badge');
  return (await badge.count()) === 0 ? null : badge.textContent();
}

async function waitForBadge(page: Page, text: string | null): Promise<void> {
  const badge = page.getByTestId('nav-cart').getByTestId('cart-badge');
  if (text === null) await badge.waitFor({ state: 'detached' });
  else
    await page
      .getByTestId('nav-cart')
      .locator('[data-testid="cart-badge"]', { hasText: new RegExp(`^${text}$`) })
      .waitFor();
}

describe('checkout in Chromium (TEST MODE)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'checkout-admin' }));
    seller = await registerUser(stack.url, {
      firstName: 'Maya',
      lastName: 'Okafor',
      displayName: 'MayaMakes',
    });
    const stlUrl = (
      await uploadObject(stack.url, seller, stl, {
        filename: STL_NAME,
        contentType: 'model/stl',
        purpose: 'model',
      })
    ).storageUrl;
    const imageUrl = (
      await uploadObject(
        stack.url,
        seller,
        renderPreview(mesh, { color: '#d23c3c', width: 320, height: 240 }),
        { filename: 'gauge-pod.png', contentType: 'image/png', purpose: 'image' },
      )
    ).storageUrl;
    listing = await createApprovedListing(stack.url, seller, admin, {
      title: `Gauge Pod ${Date.now().toString(36)}`,
      isFree: false,
      priceCents: 499,
      fileUrls: [stlUrl],
      imageUrls: [imageUrl],
    });
    await analysedFiles(stack.url, listing.id, seller);
  });
  afterAll(() => close?.());

  it('adds a paid part, keeps the cart through a declined card, pays, downloads it and owns it; the seller sees the earnings', async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Jules', lastName: 'Moreau' });
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto(`/models/${listing.slug}`);
      await page.locator('[data-testid="model-download"]', { hasText: 'BUY FILE' }).waitFor();
      await page.getByTestId('nav-cart').waitFor();
      expect(await badgeOf(page)).toBeNull();

      // Add to Cart: the toast, and the badge counts it
      await page.getByTestId('model-add-to-cart').click();
      await expectToast(page, 'Added to Cart', `${listing.title} added to your cart`);
      await waitForBadge(page, '1');

      // /cart: the item and the summary
      await page.getByTestId('nav-cart').click();
      await page.waitForURL((url) => url.pathname === '/cart');
      await page.getByRole('heading', { name: 'SHOPPING CART' }).waitFor();
      expect(await page.getByTestId('cart-count').textContent()).toBe('1 item(s) in your cart');
      const item = page.getByTestId('cart-item');
      expect(await item.getByTestId('cart-item-title').textContent()).toBe(listing.title);
      expect(await item.getByTestId('cart-item-seller').textContent()).toBe('by MayaMakes');
      expect(await item.getByTestId('cart-item-price').textContent()).toBe(PRICE);
      const summary = page.getByTestId('order-summary');
      expect(await summary.getByTestId('summary-subtotal').textContent()).toBe(PRICE);
      expect(await summary.getByTestId('summary-fee').textContent()).toBe('$0.00');
      expect(await summary.getByTestId('summary-total').textContent()).toBe(PRICE);

      // /checkout: TEST MODE's card form and the order summary
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      const form = page.getByTestId('test-card-form');
      await form.waitFor();
      expect(await page.getByTestId('test-mode-badge').textContent()).toContain('TEST MODE');
      expect(await page.getByTestId('checkout-count').textContent()).toBe(
        'Secure payment for 1 item(s)',
      );
      expect(await page.getByTestId('checkout-item').textContent()).toContain(listing.title);
      expect(
        await page.getByTestId('checkout-summary').getByTestId('summary-total').textContent(),
      ).toBe(PRICE);
      expect(await page.getByTestId('checkout-pay').isDisabled()).toBe(true);

      // The declined card: 'Payment Failed' with the provider's words, and the cart stays
      await page.getByTestId('test-card-declined').click();
      expect(await page.getByTestId('test-card-number').inputValue()).toBe('4000 0000 0000 0002');
      await page.getByTestId('checkout-pay').click();
      await expectToast(page, 'Payment Failed', 'Your card was declined.');
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await badgeOf(page)).toBe('1');
      expect(await page.getByTestId('checkout-pay').textContent()).toContain('COMPLETE PAYMENT');

      // The good card, typed: grouped in fours as it is typed, then /checkout/success
      await page.getByTestId('test-card-number').fill('');
      await page.getByTestId('test-card-number').pressSequentially('4242424242424242');
      expect(await page.getByTestId('test-card-number').inputValue()).toBe('4242 4242 4242 4242');
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL((url) => url.pathname === '/checkout/success');
      await expectToast(page, 'Payment Successful', 'Thank you for your purchase!');
      const order = page.getByTestId('checkout-success-order');
      await order.waitFor();
      expect(await order.getByTestId('order-number').textContent()).toMatch(/^Order #\d+$/);
      expect(await order.getByTestId('order-line-title').textContent()).toBe(listing.title);
      expect(await order.getByTestId('order-line-price').textContent()).toBe(PRICE);
      expect(await order.getByTestId('order-total').textContent()).toBe(PRICE);
      expect(await order.getByTestId('order-date').textContent()).toBe(
        new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
      );
      expect(await order.getByTestId('order-payment').textContent()).toContain('TEST MODE');
      // The cart was emptied of what was bought
      await waitForBadge(page, null);

      // The file downloads from the order, byte for byte what the seller uploaded
      await order.getByTestId('order-line').getByTestId('model-download').click();
      const files = page.getByRole('dialog', { name: 'DOWNLOAD FILES' });
      const row = files.getByTestId('download-file-row');
      expect(await row.getByTestId('download-file-name').textContent()).toBe(STL_NAME);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByTestId('download-file-button').click(),
      ]);
      const saved = await readFile((await download.path())!);
      expect(Buffer.compare(saved, stl)).toBe(0);
      await files.waitFor({ state: 'hidden', timeout: 5000 });

      // The model page knows: 'You own this' and DOWNLOAD, no Add to Cart
      await page.goto(`/models/${listing.slug}`);
      await page.getByTestId('model-owned').getByText('You own this').waitFor();
      expect(await page.getByTestId('model-download').textContent()).toContain('DOWNLOAD');
      expect(await page.getByTestId('model-add-to-cart').count()).toBe(0);

      // Purchases lists the order with its receipt
      await page.goto('/profile?tab=purchases');
      const purchases = page.getByTestId('profile-purchases');
      await purchases.getByTestId('order-line-title').getByText(listing.title).waitFor();
      expect(await purchases.getByTestId('order-total').textContent()).toBe(PRICE);
      expect(await purchases.getByTestId('order-payment').textContent()).toContain('4242');

      // Going back to the checkout now finds the cart empty
      await page.goto('/checkout');
      await page.getByTestId('checkout-empty').getByText('CART IS EMPTY').waitFor();

      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }

    // The seller: Total Earnings from the ledger, and the sale on the Sales tab
    const seen = await openPage(browser, stack.url);
    try {
      await signInThroughForm(seen.page, seller);
      await seen.page.goto('/profile');
      await seen.page
        .locator('[data-testid="profile-stat-earnings"] dd', { hasText: PRICE })
        .waitFor();
      await seen.page.getByRole('tab', { name: 'Sales' }).click();
      const sales = seen.page.getByTestId(`sales-${listing.slug}`);
      await sales.waitFor();
      expect(await sales.getByTestId('sales-count').textContent()).toBe('1');
      expect(await sales.getByTestId('sales-earnings').textContent()).toBe(PRICE);
      expect(unexpectedErrors(seen.errors, [])).toEqual([]);
    } finally {
      await seen.context.close();
    }
  });

  it('tells the buyer of a price the seller changed since add-to-cart, with the new total, before they pay it', async () => {
    const stlUrl = (
      await uploadObject(stack.url, seller, stl, {
        filename: STL_NAME,
        contentType: 'model/stl',
        purpose: 'model',
      })
    ).storageUrl;
    const repriced = await createApprovedListing(stack.url, seller, admin, {
      title: `Vent Pod ${Date.now().toString(36)}`,
      isFree: false,
      priceCents: 499,
      fileUrls: [stlUrl],
    });
    const buyer = await registerUser(stack.url, { firstName: 'Ines', lastName: 'Duarte' });
    await request(stack.url)
      .post('/api/cart/items')
      .set('Cookie', buyer.cookie)
      .send({ modelId: repriced.id })
      .expect(201);
    // The seller raises the price after the buyer added the part at $4.99.
    await request(stack.url)
      .put(`/api/models3d/${repriced.id}`)
      .set('Cookie', seller.cookie)
      .send({ priceCents: 650 })
      .expect(200);

    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      const refusedToast = toastShown(page, 'Error', 'Failed to initialize payment.');
      await page.goto('/checkout');
      // The card form comes with the reason the total moved, and the new total
      const updated = page.getByTestId('checkout-cart-updated');
      await updated.waitFor();
      expect(await updated.textContent()).toContain(
        `The price of “${repriced.title}” changed to $6.50. Check your cart and pay again.`,
      );
      await page.getByTestId('test-card-form').waitFor();
      expect(await page.getByTestId('checkout-item').textContent()).toContain('$6.50');
      expect(
        await page.getByTestId('checkout-summary').getByTestId('summary-total').textContent(),
      ).toBe('$6.50');
      await refusedToast;

      // Paid at the new price, as the summary said
      await page.getByTestId('test-card-succeeds').click();
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL((url) => url.pathname === '/checkout/success');
      const order = page.getByTestId('checkout-success-order');
      await order.waitFor();
      expect(await order.getByTestId('order-line-price').textContent()).toBe('$6.50');
      expect(await order.getByTestId('order-total').textContent()).toBe('$6.50');

      // The first payment was refused with a 409 (the browser logs it); nothing else failed
      expect(unexpectedErrors(errors, [409])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists a part bought but not downloaded yet on the Downloads tab, with the listing's picture", async () => {
    const buyer = await registerUser(stack.url, { firstName: 'Noor', lastName: 'Haddad' });
    const as = (test: request.Test) => test.set('Cookie', buyer.cookie);
    await as(request(stack.url).post('/api/cart/items')).send({ modelId: listing.id }).expect(201);
    const intent = await as(request(stack.url).post('/api/create-payment-intent')).expect(200);
    const { clientSecret } = intent.body as { clientSecret: string };
    const paymentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'));
    await as(request(stack.url).post(`/api/test-payments/${paymentId}/confirm`))
      .send({ clientSecret, cardNumber: '4242 4242 4242 4242' })
      .expect(200);

    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      await page.goto('/profile?tab=downloads');
      const card = page.getByTestId(`purchased-${listing.slug}`);
      await card.waitFor();
      expect(await card.getByTestId('purchased-when').textContent()).toContain('ready to download');
      // The listing's own picture, not the drawn placeholder
      await card.locator('img').waitFor();
      expect(await card.locator('img').getAttribute('src')).toContain('/media/');
      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a new buyer's empty cart and checkout, and no Add to Cart on a part of their own", async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/cart');
      const empty = page.getByTestId('cart-empty');
      await empty.getByText('YOUR CART IS EMPTY').waitFor();
      await empty.getByText('Ready to find some sick parts for your ride?').waitFor();
      expect(await page.getByTestId('cart-count').textContent()).toBe('0 item(s) in your cart');
      expect(await badgeOf(page)).toBeNull();

      await page.goto('/checkout');
      const none = page.getByTestId('checkout-empty');
      await none.getByText('Add some items to your cart before checking out').waitFor();
      await none.getByRole('link', { name: 'GO TO CART' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');

      // Their own part: DOWNLOAD, no Add to Cart; and the server refuses it anyway, saying why
      await page.goto(`/models/${listing.slug}`);
      // Served as a visitor sees it (BUY FILE); the seller's own part says DOWNLOAD once the app
      // knows who is looking.
      await page.getByTestId('model-download').getByText('DOWNLOAD').waitFor();
      expect(await page.getByTestId('model-add-to-cart').count()).toBe(0);
      const refused = await page.evaluate(async (modelId) => {
        const res = await fetch('/api/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ modelId }),
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      }, listing.id);
      expect(refused).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'You cannot buy your own model.' }),
      });
      expect(await badgeOf(page)).toBeNull();

      expect(unexpectedErrors(errors, [400])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks a visitor to log in to add to the cart, and sends them from /cart to sign in', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await page.goto(`/models/${listing.slug}`);
      expect(await page.getByTestId('nav-cart').count()).toBe(0);
      const loginRequired = toastShown(
        page,
        'Login Required',
        'Please log in to add items to cart',
      );
      await page.locator('[data-testid="model-download"]', { hasText: 'BUY FILE' }).click();
      await loginRequired;
      await page.waitForURL((url) => url.pathname === '/auth');

      const unauthorized = toastShown(
        page,
        'Unauthorized',
        'You are logged out. Logging in again...',
      );
      await page.goto('/cart');
      await unauthorized;
      await page.waitForURL((url) => url.pathname === '/auth');

      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
