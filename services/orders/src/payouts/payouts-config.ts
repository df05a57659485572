import { nonNegativeInt, positiveInt } from '@pitstop/common';
import { z } from 'zod';

/** The payout job's settings, part of the orders service's one config. */
export const payoutsEnv = () => ({
  /** How long a sale's takings wait before they are sent (refunds and disputes come first). */
  PAYOUT_HOLD_DAYS: nonNegativeInt.default(7),
  /** Overrides PAYOUT_HOLD_DAYS in seconds (demos and tests: a hold of a few seconds). */
  PAYOUT_HOLD_SECONDS: nonNegativeInt.optional(),
  /** How often the payout job looks for takings due. */
  PAYOUT_RUN_SECONDS: positiveInt.default(60),
  /** The platform's share of each sale, taken from the seller's share (0 to 50, decimals allowed). */
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(50, 'must be 50 or less')
    .default(0),
});

/** The holding period in seconds: PAYOUT_HOLD_SECONDS when set, else PAYOUT_HOLD_DAYS. */
export const holdSecondsOf = (config: {
  PAYOUT_HOLD_DAYS: number;
  PAYOUT_HOLD_SECONDS?: number;
}): number => config.PAYOUT_HOLD_SECONDS ?? config.PAYOUT_HOLD_DAYS * 86_400;

/** What the web shows of them: the fee in the cart and checkout, both on the payouts guide. */
export const payoutTermsOf = (config: {
  PAYOUT_HOLD_DAYS: number;
  PAYOUT_HOLD_SECONDS?: number;
  PLATFORM_FEE_PERCENT: number;
}) => ({
  platformFeePercent: config.PLATFORM_FEE_PERCENT,
  payoutHoldSeconds: holdSecondsOf(config),
});
