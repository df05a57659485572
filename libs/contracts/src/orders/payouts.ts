import { defineRequest } from '../definitions.js';
import type { PaymentProviderName } from './types.js';

/**
 * A seller's connected payout account (Stripe Connect Express, or TEST MODE's own): not yet
 * created, created but onboarding unfinished, able to receive transfers, or held back by the
 * provider until the seller gives it what it asks for (`requirements`).
 */
export const PAYOUT_ACCOUNT_STATES = ['not_started', 'pending', 'active', 'restricted'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

export const PAYOUT_TRANSFER_STATUSES = ['pending', 'paid'] as const;
export type PayoutTransferStatus = (typeof PAYOUT_TRANSFER_STATUSES)[number];

export interface PayoutAccountDto {
  state: PayoutAccountState;
  provider: PaymentProviderName;
  /** The provider's account id (acct_…), null before 'Set up payouts'. */
  accountId: string | null;
  /** What the provider still asks for (Stripe's requirement names), when restricted or pending. */
  requirements: string[];
}

/** One transfer of one order's takings to the seller's account. */
export interface PayoutTransferDto {
  id: string;
  orderId: string;
  /** What reached the seller: their share less the platform fee. */
  amountCents: number;
  feeCents: number;
  currency: string;
  status: PayoutTransferStatus;
  /**
   * The part that went to or came from the seller's carried-forward balance: negative on a
   * refund the provider would not take back from the account (the seller owes it), positive on
   * a later sale that paid it off (amountCents is that much less).
   */
  carriedCents: number;
  /** The provider's transfer id (tr_…), once made. */
  providerTransferId: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** One sold line, for the earnings chart (the web groups them by week, month and listing). */
export interface EarningDto {
  modelId: string;
  title: string;
  /** The seller's share of the line before the platform fee. */
  amountCents: number;
  /** ISO 8601: when the order was paid. */
  paidAt: string;
}

/** GET /api/payouts: the seller's account, what they are owed and what went out. */
export interface PayoutsDto {
  account: PayoutAccountDto;
  currency: string;
  /**
   * Owed and past the holding period, less what is carried forward: goes out at the next run
   * once the account is active. Negative when refunds took back more than is owed.
   */
  balanceDueCents: number;
  /**
   * Refunds and lost disputes of sales already paid out that the provider could not take back
   * from the account (its balance had gone to the bank): owed by the seller, taken from their
   * next sales. Zero or negative; included in balanceDueCents.
   */
  carriedForwardCents: number;
  /** Owed but still inside the holding period. */
  heldCents: number;
  /** Sent so far (after fees). */
  transferredCents: number;
  /** Platform fees taken from what was sent. */
  feesCents: number;
  platformFeePercent: number;
  /** The holding period before a sale's takings are sent, in seconds. */
  holdSeconds: number;
  /** Newest first. */
  transfers: PayoutTransferDto[];
  /** Oldest first. */
  earnings: EarningDto[];
}

/** The prices of parts on sale in one category (GET /api/pricing-guide). */
export interface PricingGuideCategoryDto {
  category: string;
  listings: number;
  minCents: number;
  p25Cents: number;
  medianCents: number;
  p75Cents: number;
  maxCents: number;
}

/**
 * The platform's share of a seller's takings: `percent` of it, rounded to the nearest cent (half
 * up). One rule for the transfers, the cart's 'Platform Fee' line and the payouts page.
 */
export const platformFeeOf = (amountCents: number, percent: number): number =>
  percent > 0 ? Math.min(amountCents, Math.round((amountCents * percent) / 100)) : 0;

export const PayoutMessages = {
  testOnboardingOnly: 'Test onboarding is for TEST MODE accounts only.',
  accountNotFound: 'Payout account not found',
  notStarted: 'Set up payouts first.',
} as const;

export const OrdersPayouts = {
  /** The seller's account state, balance due, transfers and earnings. */
  get: defineRequest<{ sellerId: string }, PayoutsDto>('orders.payouts.get'),
  /**
   * Creates the seller's connected account once (an Express account at Stripe) and answers the
   * provider's onboarding page to send them to; it returns them to `returnUrl`.
   */
  onboard: defineRequest<
    { sellerId: string; email: string | null; returnUrl: string; refreshUrl: string },
    { url: string }
  >('orders.payouts.onboard'),
  /** A one-time link to the provider's dashboard for the seller's account. */
  dashboard: defineRequest<{ sellerId: string }, { url: string }>('orders.payouts.dashboard'),
  /** TEST MODE's onboarding page: the seller finishes it and the account is active. */
  activateTest: defineRequest<{ sellerId: string; accountId: string }, PayoutsDto>(
    'orders.payouts.activate-test',
  ),
  /** Runs the payout job now (operators and tests); answers how many transfers it made. */
  run: defineRequest<Record<string, never>, { transfers: number }>('orders.payouts.run'),
} as const;
