import { ConfigError } from '@pitstop/common';
import { loadOrdersConfig, paymentProviderOf } from './config.js';

const base = { DATABASE_URL: 'postgres://db/pitstop', REDIS_URL: 'redis://:pw@redis:6379' };

describe('orders config', () => {
  it('runs TEST MODE in development without Stripe keys', () => {
    expect(paymentProviderOf(loadOrdersConfig({ ...base }))).toBe('test');
  });

  it('refuses to start in production without Stripe keys, naming the way out', () => {
    expect(() => loadOrdersConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadOrdersConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /STRIPE_SECRET_KEY is required in production .*ALLOW_TEST_PAYMENTS=true/,
    );
  });

  it('runs TEST MODE in production only when allowed on purpose', () => {
    const config = loadOrdersConfig({
      ...base,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
    });
    expect(paymentProviderOf(config)).toBe('test');
  });

  it('uses Stripe when both secrets are set, and refuses one without the other', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(
      paymentProviderOf(loadOrdersConfig({ ...base, NODE_ENV: 'production', ...stripe })),
    ).toBe('stripe');
    expect(() => loadOrdersConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set together/,
    );
  });
});
