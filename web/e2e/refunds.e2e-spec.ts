import { TEST_CARDS, type ListingDto, type ModelFileDto, type OrderDto } from '@pitstop/contracts';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { eventually } from '../../test/support/eventually.js';
import type { Stack } from '../../test/support/stack.js';
import {
  addToCart,
  createIntent,
  paidListing,
  payWithCard,
} from '../../services/orders/test/orders-harness.js';
import { signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * An admin refunds an order from Admin → Orders in Chromium (TEST MODE): the buyer loses that
 * download, gets the refund mail, sees 'Refunded' in Purchases, and the order's printable
 * receipt shows the refund.
 */
describe('refunds in Chromium (TEST MODE)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let listing: ListingDto;
  let buyer: SignedInUser;
  let download: string;
  let orderId: string;

  beforeAll(async () => {
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'refunds-admin' }));
    const seller = await registerUser(stack.url, { firstName: 'Maya', displayName: 'MayaMakes' });
    listing = await paidListing(stack, seller, admin, 499);
    const [file] = (
      await request(stack.url)
        .get(`/api/models3d/${listing.id}/files`)
        .set('Cookie', seller.cookie)
        .expect(200)
    ).body as ModelFileDto[];
    download = file!.downloadUrl;
    buyer = await registerUser(stack.url, { firstName: 'Jules', lastName: 'Moreau' });
    await addToCart(stack, buyer, listing.id);
    const intent = await createIntent(stack, buyer);
    orderId = intent.orderId;
    await payWithCard(stack, buyer, intent, TEST_CARDS.succeeds).expect(200);
  });
  afterAll(() => close?.());

  const downloadStatus = async () =>
    (await request(stack.url).get(download).set('Cookie', buyer.cookie)).status;

  it('an admin refunds the order; the buyer loses the download and sees Refunded', async () => {
    expect(await downloadStatus()).toBe(302);

    const desk = await openPage(browser, stack.url);
    try {
      await signInThroughForm(desk.page, admin);
      await desk.page.goto('/admin?tab=orders');
      await desk.page.getByTestId('admin-orders-search').locator('input').fill(buyer.user.email);
      const row = desk.page.locator('[data-testid="admin-orders"] tr', {
        hasText: buyer.user.email,
      });
      await row.getByTestId('admin-order-status').getByText('Paid').waitFor();
      await row.getByTestId('admin-refund-order').click();
      await desk.page.getByTestId('admin-refund-confirm').click();
      await row.getByTestId('admin-order-status').getByText('Refunded').waitFor();
      expect(unexpectedErrors(desk.errors, [])).toEqual([]);
    } finally {
      await desk.context.close();
    }

    expect([403, 404]).toContain(await downloadStatus());

    // The buyer is told by mail (the stack's test inbox, over SMTP).
    const order = (
      await request(stack.url).get(`/api/orders/${orderId}`).set('Cookie', buyer.cookie).expect(200)
    ).body as OrderDto;
    const subject = `Your refund for order #${order.number}`;
    const mails = await eventually(
      async () => stack.inbox.mailsTo(buyer.user.email).filter((m) => m.subject === subject),
      (found) => found.length > 0,
      15_000,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$4.99');

    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, buyer);
      // The model page offers it for sale again: no DOWNLOAD, no 'You own this'.
      await page.goto(`/models/${listing.slug}`);
      await page.locator('[data-testid="model-download"]', { hasText: 'BUY FILE' }).waitFor();
      expect(await page.getByTestId('model-owned').count()).toBe(0);

      await page.goto('/profile?tab=purchases');
      const purchases = page.getByTestId('profile-purchases');
      await purchases.getByTestId('order-status').getByText('Refunded').waitFor();
      expect(await purchases.getByTestId('order-line-refunded').count()).toBe(1);
      expect(await purchases.getByTestId('purchase-get-files').count()).toBe(0);

      // The order's printable receipt, from Purchases.
      await purchases.getByTestId('order-receipt-link').click();
      await page.waitForURL((url) => url.pathname === `/orders/${orderId}`);
      const receipt = page.getByTestId('receipt-page');
      await receipt.getByTestId('receipt-print').waitFor();
      expect(await receipt.getByTestId('order-payment').textContent()).toContain('Visa •••• 4242');
      expect(await receipt.getByTestId('order-refund').textContent()).toContain('$4.99');
      expect(await receipt.getByTestId('order-subtotal').textContent()).toBe('$4.99');
      expect(await receipt.getByTestId('order-fee').textContent()).toBe('$0.00');
      expect(await receipt.getByTestId('receipt-status').textContent()).toBe('Refunded');
      expect(await receipt.getByTestId('order-status').textContent()).toBe('Refunded');
      // The harness's listing has an STL preview at the media service's default public address
      // (not this stack's): the model page's image is blocked, which is not what this test is about.
      const unrelated = (error: string) => error.includes('/preview.png');
      expect(unexpectedErrors(errors, []).filter((e) => !unrelated(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
