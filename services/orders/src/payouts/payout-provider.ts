import type { PaymentProviderName, PayoutAccountState } from '@pitstop/contracts';

/** A connected account as the provider describes it (created, updated, looked up). */
export interface AccountSnapshot {
  accountId: string;
  state: Exclude<PayoutAccountState, 'not_started'>;
  requirements: string[];
}

export type ReversalOutcome = { reversalId: string } | { refused: 'insufficient-balance' };

/**
 * Money out, as orders uses it: sellers' connected accounts and transfers to them (separate
 * charges and transfers). One interface, a driver per provider beside its payments driver
 * (payments/stripe, payments/test). Every call that creates something takes an idempotency key
 * derived from our own ids, so a retry (a timeout, a crash, a second replica) creates nothing new.
 */
export interface PayoutProvider {
  readonly name: PaymentProviderName;
  /** Creates the seller's connected account (Express at Stripe). */
  createAccount(seller: {
    sellerId: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<AccountSnapshot>;
  /** The provider's hosted onboarding for the account (Account Links); single use. */
  onboardingUrl(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
    idempotencyKey: string,
  ): Promise<string>;
  /** A one-time sign-in link to the provider's dashboard for the account. */
  dashboardUrl(accountId: string): Promise<string>;
  /** Sends `amountCents` to the account; `transferGroup` ties it to the order it pays for. */
  transfer(transfer: {
    accountId: string;
    amountCents: number;
    currency: string;
    transferGroup: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ transferId: string }>;
  /**
   * Takes back part or all of a transfer (a refund after the money went out). Refused (not
   * thrown) when the account's balance cannot cover it, as Stripe refuses a reversal of a
   * transfer_group transfer once the money has gone on to the seller's bank: the seller then
   * owes it, carried forward.
   */
  reverseTransfer(reversal: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ReversalOutcome>;
  /**
   * A verified notification about a connected account (Stripe's account.updated), else null.
   * Throws BadRequestError when the signature is wrong.
   */
  readAccountUpdate(body: string, signature: string): AccountSnapshot | null;
}

export const PAYOUT_PROVIDER = Symbol('PAYOUT_PROVIDER');
