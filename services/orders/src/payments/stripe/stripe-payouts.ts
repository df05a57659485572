import { Logger } from '@nestjs/common';
import { BadRequestError, UnavailableError } from '@pitstop/common';
import { OrderMessages } from '@pitstop/contracts';
import Stripe from 'stripe';
import type { OrdersConfig } from '../../config.js';
import { accountStateOf } from '../../payouts/account-state.js';
import type {
  AccountSnapshot,
  PayoutProvider,
  ReversalOutcome,
} from '../../payouts/payout-provider.js';

/** Stripe's error codes for a reversal the connected account's balance cannot cover. */
const INSUFFICIENT_BALANCE = new Set(['insufficient_funds', 'balance_insufficient']);

/**
 * Stripe Connect with separate charges and transfers: Express accounts for sellers, Account
 * Links for onboarding, login links for the Express dashboard, and a transfer per ledger entry
 * (transfer_group = the order). account.updated arrives on the same signature-verified webhook.
 */
export class StripePayouts implements PayoutProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly logger = new Logger('StripePayouts');

  constructor(private readonly config: OrdersConfig) {
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
    this.stripe = new Stripe(config.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createAccount(seller: {
    sellerId: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<AccountSnapshot> {
    const account = await this.call('create a connected account', () =>
      this.stripe.accounts.create(
        {
          type: 'express',
          ...(seller.email ? { email: seller.email } : {}),
          capabilities: { transfers: { requested: true } },
          metadata: { sellerId: seller.sellerId },
        },
        { idempotencyKey: seller.idempotencyKey },
      ),
    );
    return accountStateOf(account);
  }

  async onboardingUrl(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
    idempotencyKey: string,
  ): Promise<string> {
    const link = await this.call('create an onboarding link', () =>
      this.stripe.accountLinks.create(
        {
          account: accountId,
          type: 'account_onboarding',
          return_url: urls.returnUrl,
          refresh_url: urls.refreshUrl,
        },
        { idempotencyKey },
      ),
    );
    return link.url;
  }

  async dashboardUrl(accountId: string): Promise<string> {
    const link = await this.call('create a dashboard link', () =>
      this.stripe.accounts.createLoginLink(accountId),
    );
    return link.url;
  }

  async transfer(transfer: {
    accountId: string;
    amountCents: number;
    currency: string;
    transferGroup: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ transferId: string }> {
    const made = await this.call('make a transfer', () =>
      this.stripe.transfers.create(
        {
          amount: transfer.amountCents,
          currency: transfer.currency.toLowerCase(),
          destination: transfer.accountId,
          transfer_group: transfer.transferGroup,
          metadata: transfer.metadata,
        },
        { idempotencyKey: transfer.idempotencyKey },
      ),
    );
    return { transferId: made.id };
  }

  async reverseTransfer(reversal: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ReversalOutcome> {
    const made = await this.call(
      'reverse a transfer',
      () =>
        this.stripe.transfers.createReversal(
          reversal.transferId,
          { amount: reversal.amountCents, metadata: reversal.metadata },
          { idempotencyKey: reversal.idempotencyKey },
        ),
      // The account's balance has gone to the seller's bank: Stripe will not take it back.
      (err) =>
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        INSUFFICIENT_BALANCE.has(err.code ?? ''),
    );
    return made ? { reversalId: made.id } : { refused: 'insufficient-balance' };
  }

  readAccountUpdate(body: string, signature: string): AccountSnapshot | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        body,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET!,
      );
    } catch {
      throw new BadRequestError(OrderMessages.signatureInvalid);
    }
    return event.type === 'account.updated' ? accountStateOf(event.data.object) : null;
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T>;
  private async call<T>(
    what: string,
    request: () => Promise<T>,
    refusal: (err: unknown) => boolean,
  ): Promise<T | null>;
  /** Stripe's answer; null when `refusal` recognises its error as a refusal, not a failure. */
  private async call<T>(
    what: string,
    request: () => Promise<T>,
    refusal?: (err: unknown) => boolean,
  ): Promise<T | null> {
    try {
      return await request();
    } catch (err) {
      if (refusal?.(err)) {
        this.logger.warn(`Stripe refused to ${what}: ${(err as Error).message}`);
        return null;
      }
      this.logger.error(`Stripe could not ${what}: ${(err as Error).message}`);
      throw new UnavailableError(OrderMessages.providerUnavailable);
    }
  }
}
