import { TEST_CARDS, type ListingDto, type PaymentIntentDto } from '@pitstop/contracts';
import { demoShape, toBinaryStl } from '@pitstop/demo-assets';
import type { Browser } from 'playwright-core';
import request from 'supertest';
import { registerUser, type SignedInUser } from '../../test/support/accounts.js';
import { createApprovedListing } from '../../test/support/listings.js';
import type { Stack } from '../../test/support/stack.js';
import { uploadObject } from '../../test/support/uploads.js';
import { signInThroughForm, unexpectedErrors } from './support/app.js';
import { openPage } from './support/browser.js';
import { startBrowserStack } from './support/stack.js';

/**
 * A seller gets paid, in Chromium against the whole stack in TEST MODE: they set up payouts
 * (TEST MODE's onboarding page activates the account), a buyer buys their part, and after the
 * holding period (shortened here to seconds) the transfer shows on their Sales tab.
 */

const HOLD_SECONDS = 3;

describe('payouts in Chromium (TEST MODE)', () => {
  let stack: Stack;
  let browser: Browser;
  let admin: SignedInUser;
  let close: () => Promise<void>;
  let seller: SignedInUser;
  let listing: ListingDto;

  beforeAll(async () => {
    // The stack's services read their configuration from the environment at start.
    process.env.PAYOUT_HOLD_SECONDS = String(HOLD_SECONDS);
    process.env.PAYOUT_RUN_SECONDS = '1';
    ({ stack, browser, admin, close } = await startBrowserStack({ adminLabel: 'payouts-admin' }));
    seller = await registerUser(stack.url, { firstName: 'Maya', displayName: 'MayaMakes' });
    const stlUrl = (
      await uploadObject(stack.url, seller, toBinaryStl(demoShape('phone-mount-cradle')), {
        filename: 'gauge-pod.stl',
        contentType: 'model/stl',
        purpose: 'model',
      })
    ).storageUrl;
    listing = await createApprovedListing(stack.url, seller, admin, {
      title: `Gauge Pod ${Date.now().toString(36)}`,
      isFree: false,
      priceCents: 499,
      fileUrls: [stlUrl],
    });
  });
  afterAll(async () => {
    delete process.env.PAYOUT_HOLD_SECONDS;
    delete process.env.PAYOUT_RUN_SECONDS;
    await close?.();
  });

  it('activates payouts, and a sale is transferred after the hold and shows on the Sales tab', async () => {
    const { page, context, errors } = await openPage(browser, stack.url);
    try {
      await signInThroughForm(page, seller);
      await page.goto('/profile?tab=settings');
      const card = page.getByTestId('payouts-card');
      await card.getByTestId('payouts-state').getByText('Not set up').waitFor();

      // Set up payouts → TEST MODE's onboarding page → Finish → back on Settings, active
      await card.getByTestId('payouts-setup').click();
      await page.waitForURL((url) => url.pathname === '/payouts/test-onboarding');
      expect(new URL(page.url()).searchParams.get('account')).toMatch(/^acct_test_/);
      await page.getByTestId('test-onboarding-finish').click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page
        .getByTestId('payouts-card')
        .getByTestId('payouts-state')
        .getByText('Active')
        .waitFor();

      // A buyer buys the part (the checkout itself is checkout.e2e-spec's)
      const buyer = await registerUser(stack.url, { firstName: 'Jules' });
      const as = (test: request.Test) => test.set('Cookie', buyer.cookie);
      await as(request(stack.url).post('/api/cart/items'))
        .send({ modelId: listing.id })
        .expect(201);
      const intent = (await as(request(stack.url).post('/api/create-payment-intent')).expect(200))
        .body as PaymentIntentDto;
      await as(
        request(stack.url).post(
          `/api/test-payments/${intent.clientSecret.split('_secret_')[0]}/confirm`,
        ),
      )
        .send({ clientSecret: intent.clientSecret, cardNumber: TEST_CARDS.succeeds })
        .expect(200);

      // The Sales tab: the sale, then, after the hold, its transfer
      await page.goto('/profile?tab=sales');
      await page.getByTestId('sales-payouts').waitFor();
      await page.getByTestId('sales-chart').locator('svg').first().waitFor();
      const transfer = page.getByTestId('sales-transfer');
      for (let tries = 0; (await transfer.count()) === 0 && tries < 20; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await page.reload();
        await page.getByTestId('sales-payouts').waitFor();
      }
      await transfer.waitFor();
      expect(await transfer.count()).toBe(1);
      expect(await transfer.getByTestId('sales-transfer-amount').textContent()).toBe('$4.99');
      expect(await transfer.getByTestId('sales-transfer-status').textContent()).toBe('Paid');
      expect(await page.getByTestId('sales-balance-due').textContent()).toBe('$0.00');
      expect(await page.getByTestId('sales-paid-out').textContent()).toBe('$4.99');

      // The footer's Payouts is a page now
      await page.goto('/payouts-guide');
      await page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();
      await page.getByText(`held for ${HOLD_SECONDS} seconds`).first().waitFor();

      expect(unexpectedErrors(errors, [])).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
