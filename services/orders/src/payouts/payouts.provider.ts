import type { Provider } from '@nestjs/common';
import { ORDERS_CONFIG, paymentProviderOf, type OrdersConfig } from '../config.js';
import { StripePayouts } from '../payments/stripe/stripe-payouts.js';
import { TestPayoutRepository } from '../payments/test/test-payout.repository.js';
import { TestPayouts } from '../payments/test/test-payouts.js';
import { PAYOUT_PROVIDER } from './payout-provider.js';

/** Payouts go through the same provider as payments: Stripe Connect, or TEST MODE's own. */
export const payoutProvider: Provider = {
  provide: PAYOUT_PROVIDER,
  inject: [ORDERS_CONFIG, TestPayoutRepository],
  useFactory: (config: OrdersConfig, accounts: TestPayoutRepository) =>
    paymentProviderOf(config) === 'stripe' ? new StripePayouts(config) : new TestPayouts(accounts),
};
