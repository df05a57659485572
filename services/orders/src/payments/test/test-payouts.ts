import { randomBytes } from 'node:crypto';
import type {
  AccountSnapshot,
  PayoutProvider,
  ReversalOutcome,
} from '../../payouts/payout-provider.js';
import { TestPayoutRepository, type TestPayoutAccountRow } from './test-payout.repository.js';

/** The web's page that stands in for Stripe's hosted onboarding (TEST MODE). */
export const TEST_ONBOARDING_PATH = '/payouts/test-onboarding';

/**
 * TEST MODE's Connect: accounts and transfers kept in its own tables. Onboarding is a local page
 * of the web app whose button activates the account (as finishing Stripe's forms does); the
 * 'dashboard' is the seller's own Sales tab.
 */
export class TestPayouts implements PayoutProvider {
  readonly name = 'test' as const;

  constructor(private readonly accounts: TestPayoutRepository) {}

  async createAccount(seller: { sellerId: string }): Promise<AccountSnapshot> {
    const id = `acct_test_${randomBytes(8).toString('hex')}`;
    return snapshotOf(await this.accounts.createAccountOnce(id, seller.sellerId));
  }

  async onboardingUrl(accountId: string): Promise<string> {
    return `${TEST_ONBOARDING_PATH}?account=${encodeURIComponent(accountId)}`;
  }

  async dashboardUrl(): Promise<string> {
    return '/profile?tab=sales';
  }

  async transfer(transfer: {
    accountId: string;
    amountCents: number;
    currency: string;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }> {
    const transferId = await this.accounts.transferOnce({
      id: `tr_test_${randomBytes(12).toString('hex')}`,
      idempotencyKey: transfer.idempotencyKey,
      destination: transfer.accountId,
      amountCents: transfer.amountCents,
      currency: transfer.currency,
      transferGroup: transfer.transferGroup,
    });
    return { transferId };
  }

  /**
   * Recorded as a negative transfer to the same account, in the same group; refused when the
   * account's balance has gone to the bank (paid_out_cents) and cannot cover it.
   */
  async reverseTransfer(reversal: {
    transferId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ReversalOutcome> {
    const reversalId = await this.accounts.reverseOnce({
      id: `trr_test_${randomBytes(12).toString('hex')}`,
      idempotencyKey: reversal.idempotencyKey,
      transferId: reversal.transferId,
      amountCents: reversal.amountCents,
    });
    return reversalId ? { reversalId } : { refused: 'insufficient-balance' };
  }

  /** The test provider tells orders of an account's change directly (activate), not by mail. */
  readAccountUpdate(): AccountSnapshot | null {
    return null;
  }

  /** The local onboarding page's 'Finish': the account can be paid. */
  async activate(accountId: string): Promise<AccountSnapshot | null> {
    const row = await this.accounts.activate(accountId);
    return row ? snapshotOf(row) : null;
  }
}

const snapshotOf = (row: TestPayoutAccountRow): AccountSnapshot => ({
  accountId: row.id,
  state: row.state,
  requirements: row.state === 'active' ? [] : ['external_account', 'tos_acceptance'],
});
