import {
  booleanFlag,
  isProduction,
  loadConfig,
  positiveInt,
  serviceEnvSchema,
  signingKey,
  type Env,
} from '@pitstop/common';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { payoutsEnv } from './payouts/payouts-config.js';

const optionalText = z.string().optional();

/**
 * Payments go through Stripe when both of its secrets are set, else through the local test
 * provider (TEST MODE). Setting only one of them is a mistake that stops start-up.
 */
export function ordersEnvSchema(env: Env = process.env) {
  return serviceEnvSchema(3103, env)
    .extend({
      STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^[rs]k_/.test(v), {
        message: 'must be a Stripe secret key (sk_… or rk_…)',
      }),
      STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
        message: 'must be a Stripe webhook signing secret (whsec_…)',
      }),
      /** Handed to the web for Stripe Elements (pk_…). */
      STRIPE_PUBLISHABLE_KEY: optionalText.refine((v) => v === undefined || v.startsWith('pk_'), {
        message: 'must be a Stripe publishable key (pk_…)',
      }),
      /** Another address for Stripe's API (a proxy, or the tests' local stand-in). */
      STRIPE_API_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
        message: 'must be an http:// or https:// URL',
      }),
      /**
       * Signs the test provider's notifications. Each process signs and verifies its own, so a
       * random one per process is the default.
       */
      TEST_PAYMENTS_SECRET: signingKey.default(() => randomBytes(32).toString('hex')),
      /** How often payments the provider may have settled without telling us are looked up. */
      PAYMENTS_RECONCILE_SECONDS: positiveInt.default(60),
      /**
       * TEST MODE grants files for test cards, so in production (NODE_ENV=production) it runs
       * only when allowed on purpose (a demo or staging); otherwise missing Stripe keys stop
       * start-up rather than give files away.
       */
      ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
      ...payoutsEnv(),
    })
    .superRefine((config, ctx) => {
      const stripe = [config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET];
      if (stripe.filter(Boolean).length === 1)
        ctx.addIssue({
          code: 'custom',
          path: [config.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
          message: 'must be set together with the other Stripe secret (or neither, for TEST MODE)',
        });
      else if (
        stripe.filter(Boolean).length === 0 &&
        isProduction(env) &&
        !config.ALLOW_TEST_PAYMENTS
      )
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            'is required in production (with STRIPE_WEBHOOK_SECRET); set ALLOW_TEST_PAYMENTS=true to run TEST MODE there on purpose',
        });
    });
}
export type OrdersConfig = z.output<ReturnType<typeof ordersEnvSchema>>;

export const loadOrdersConfig = (env: Env = process.env): OrdersConfig =>
  loadConfig(ordersEnvSchema(env), env);

export const paymentProviderOf = (config: OrdersConfig) =>
  config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'test';

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

/** The orders service's own schema (TEST MODE's tables live in it too). */
export const ORDERS_SCHEMA = 'orders';
