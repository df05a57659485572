import { Logger, type Provider } from '@nestjs/common';
import { ORDERS_CONFIG, paymentProviderOf, type OrdersConfig } from '../config.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { StripePayments } from './stripe/stripe-payments.js';
import { TestPaymentRepository } from './test/test-payment.repository.js';
import { TestPayments } from './test/test-payments.js';
import { TestRefundRepository } from './test/test-refund.repository.js';

/** The driver for the configured provider: Stripe when its secrets are set, else TEST MODE. */
export const paymentProvider: Provider = {
  provide: PAYMENT_PROVIDER,
  inject: [ORDERS_CONFIG, TestPaymentRepository, TestRefundRepository],
  useFactory: (
    config: OrdersConfig,
    testPayments: TestPaymentRepository,
    testRefunds: TestRefundRepository,
  ) => {
    if (paymentProviderOf(config) === 'stripe') return new StripePayments(config);
    if (config.NODE_ENV === 'production')
      new Logger('Payments').warn(
        'TEST MODE: no STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET, so cards are simulated and nobody is charged',
      );
    return new TestPayments(testPayments, config.TEST_PAYMENTS_SECRET, testRefunds);
  },
};
