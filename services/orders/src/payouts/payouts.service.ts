import { Inject, Injectable, Logger } from '@nestjs/common';
import { BadRequestError, NotFoundError } from '@pitstop/common';
import {
  ORDER_LIMITS,
  OrderMessages,
  PayoutMessages,
  platformFeeOf,
  type PayoutsDto,
} from '@pitstop/contracts';
import { ORDERS_CONFIG, type OrdersConfig } from '../config.js';
import { TestPayouts } from '../payments/test/test-payouts.js';
import { PayoutRepository, type PayoutTransferRow } from '../repositories/payout.repository.js';
import { recoveryOf, reversalSplit } from './carried-balance.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from './payout-provider.js';
import { PayoutRunRequests } from './payout-run-requests.js';
import { holdSecondsOf } from './payouts-config.js';

const BATCH = 100;
const TRANSFERS_SHOWN = 200;

/**
 * Sellers get paid: their connected account (created once, onboarded at the provider), and the
 * payout run that sends each ledger entry past the holding period to an active account, once.
 * A seller without an active account is owed it until they finish onboarding. A refund of a sale
 * already sent is reversed from its transfer where the provider allows; the rest is carried
 * forward as a negative balance that the seller's next sales pay off.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger('Payouts');
  private readonly holdSeconds: number;

  constructor(
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    private readonly payouts: PayoutRepository,
    private readonly runs: PayoutRunRequests,
  ) {
    this.holdSeconds = holdSecondsOf(config);
  }

  async get(sellerId: string): Promise<PayoutsDto> {
    const [account, owed, transfers, totals, earnings, carried] = await Promise.all([
      this.payouts.account(sellerId),
      this.payouts.owed(sellerId, this.holdSeconds),
      this.payouts.transfers(sellerId, TRANSFERS_SHOWN),
      this.payouts.transferTotals(sellerId),
      this.payouts.earnings(sellerId),
      this.payouts.carriedForward(sellerId),
    ]);
    // What the seller gets of an amount (a refund still to take back is negative).
    const net = (cents: number) =>
      Math.sign(cents) *
      (Math.abs(cents) - platformFeeOf(Math.abs(cents), this.config.PLATFORM_FEE_PERCENT));
    return {
      account: account
        ? {
            state: account.state,
            provider: account.provider,
            accountId: account.accountId,
            requirements: account.requirements,
          }
        : { state: 'not_started', provider: this.provider.name, accountId: null, requirements: [] },
      currency: ORDER_LIMITS.currency,
      balanceDueCents:
        owed.filter((e) => e.due).reduce((sum, e) => sum + net(e.amountCents), 0) + carried,
      carriedForwardCents: carried,
      heldCents: owed.filter((e) => !e.due).reduce((sum, e) => sum + net(e.amountCents), 0),
      transferredCents: totals.amountCents,
      feesCents: totals.feeCents,
      platformFeePercent: this.config.PLATFORM_FEE_PERCENT,
      holdSeconds: this.holdSeconds,
      transfers: transfers.map(toTransferDto),
      earnings: earnings.map((e) => ({
        modelId: e.modelId,
        title: e.title,
        amountCents: e.amountCents,
        paidAt: new Date(e.paidAt).toISOString(),
      })),
    };
  }

  /** Creates the seller's account once, then answers the provider's onboarding page for it. */
  async onboard(request: {
    sellerId: string;
    email: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }> {
    let account = await this.payouts.account(request.sellerId);
    if (!account) {
      const created = await this.provider.createAccount({
        sellerId: request.sellerId,
        email: request.email,
        idempotencyKey: `payout-account-${request.sellerId}`,
      });
      account = await this.payouts.saveAccount(request.sellerId, this.provider.name, created);
    }
    // Account Links are single use and expire in minutes: a key per account and minute makes a
    // retried click answer the same link without ever handing out a stale one.
    const minute = Math.floor(Date.now() / 60_000);
    const url = await this.provider.onboardingUrl(
      account.accountId,
      { returnUrl: request.returnUrl, refreshUrl: request.refreshUrl },
      `account-link-${account.accountId}-${minute}`,
    );
    return { url };
  }

  async dashboard(sellerId: string): Promise<{ url: string }> {
    const account = await this.payouts.account(sellerId);
    if (!account) throw new BadRequestError(PayoutMessages.notStarted);
    return { url: await this.provider.dashboardUrl(account.accountId) };
  }

  /**
   * TEST MODE's onboarding page finished: the seller's account is active, and the payout job is
   * asked to send what they are owed. The answer does not wait for it: much owed would outlast
   * the request.
   */
  async activateTest(sellerId: string, accountId: string): Promise<PayoutsDto> {
    if (!(this.provider instanceof TestPayouts)) throw new NotFoundError(OrderMessages.testModeOff);
    const account = await this.payouts.account(sellerId);
    if (!account || account.accountId !== accountId)
      throw new NotFoundError(PayoutMessages.accountNotFound);
    const activated = await this.provider.activate(accountId);
    if (activated) await this.payouts.updateAccount(activated);
    this.runs.request();
    return this.get(sellerId);
  }

  /**
   * A provider notification about a connected account (account.updated), verified by the driver;
   * null when it is about something else. An account that became active is paid at once.
   */
  async receive(body: string, signature: string): Promise<'account-updated' | null> {
    const account = this.provider.readAccountUpdate(body, signature);
    if (!account) return null;
    const sellerId = await this.payouts.updateAccount(account);
    if (sellerId && account.state === 'active') this.runs.request();
    return 'account-updated';
  }

  /**
   * Sends every ledger entry due: claims its one transfer row, then asks the provider with the
   * transfer's key (the ledger entry's id), so a crash between the two is repaired by the next
   * run asking again with the same key, never by a second transfer.
   */
  async run(): Promise<{ transfers: number }> {
    let made = 0;
    for (;;) {
      const due = await this.payouts.due(this.provider.name, this.holdSeconds, BATCH);
      for (const entry of due) {
        const feeCents = platformFeeOf(entry.amountCents, this.config.PLATFORM_FEE_PERCENT);
        // What the seller owes from refunds carried forward is paid off first.
        const transfer = await this.payouts.claim(
          entry,
          { amountCents: entry.amountCents - feeCents, feeCents },
          recoveryOf,
        );
        if (transfer.status === 'paid') continue;
        const sent =
          transfer.amountCents > 0
            ? await this.provider.transfer({
                accountId: transfer.accountId,
                amountCents: transfer.amountCents,
                currency: transfer.currency,
                transferGroup: entry.orderId,
                idempotencyKey: `transfer-${entry.ledgerEntryId}`,
                metadata: { orderId: entry.orderId, sellerId: entry.sellerId },
              })
            : { transferId: null };
        await this.payouts.markPaid(transfer.id, sent.transferId);
        made += 1;
      }
      if (due.length < BATCH) break;
    }
    return { transfers: made + (await this.reverseRefunded()) };
  }

  /**
   * Refunds of sales already sent: each takes back its share, less the fee it carried, from what
   * is left of the sale's transfer, once (key reversal-<refund's ledger line>). What the
   * transfer cannot cover, or all of it when the provider refuses (the account's balance went
   * to the bank), is carried forward: the seller owes it, and their next sales pay it off.
   */
  private async reverseRefunded(): Promise<number> {
    let made = 0;
    for (;;) {
      const due = await this.payouts.dueReversals(BATCH);
      for (const refund of due) {
        const feeCents = platformFeeOf(refund.refundedCents, this.config.PLATFORM_FEE_PERCENT);
        const owedBack = refund.refundedCents - feeCents;
        const planned = reversalSplit(owedBack, refund.sentCents);
        const row = await this.payouts.claim(refund, {
          amountCents: -planned.backCents,
          feeCents: -feeCents,
        });
        if (row.status === 'paid') continue;
        const reversed =
          refund.transferId && row.amountCents < 0
            ? await this.provider.reverseTransfer({
                transferId: refund.transferId,
                amountCents: -row.amountCents,
                idempotencyKey: `reversal-${refund.ledgerEntryId}`,
                metadata: { orderId: refund.orderId, sellerId: refund.sellerId },
              })
            : null;
        const back = reversed && 'refused' in reversed ? 0 : -row.amountCents;
        // The refund's ledger line = what came back + the fee it carried + what is carried
        // forward (the row's amounts, not this run's: it may be a retry of an earlier attempt).
        await this.payouts.settleReversal(row.id, {
          providerTransferId: reversed && 'reversalId' in reversed ? reversed.reversalId : null,
          amountCents: back > 0 ? -back : 0,
          carriedCents: back - refund.refundedCents - row.feeCents,
        });
        made += 1;
      }
      if (due.length < BATCH) return made;
    }
  }

  /** Refunds' hook (refunds/seller-reversals.ts): take back what had gone out, soon. */
  async sellerSharesReversed(): Promise<void> {
    this.runs.request();
  }
}

const toTransferDto = (row: PayoutTransferRow) => ({
  id: row.id,
  orderId: row.orderId,
  amountCents: row.amountCents,
  feeCents: row.feeCents,
  carriedCents: row.carriedCents,
  currency: row.currency,
  status: row.status,
  providerTransferId: row.providerTransferId,
  createdAt: new Date(row.createdAt).toISOString(),
});
