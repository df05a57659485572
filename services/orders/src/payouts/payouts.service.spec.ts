import type { OrdersConfig } from '../config.js';
import type {
  DueEntryRow,
  DueReversalRow,
  PayoutRepository,
  PayoutTransferRow,
} from '../repositories/payout.repository.js';
import type { PayoutProvider, ReversalOutcome } from './payout-provider.js';
import { PayoutRunRequests } from './payout-run-requests.js';
import { PayoutsService } from './payouts.service.js';

/** A repository that keeps transfers in memory, one per ledger entry as the unique key does. */
class FakePayouts {
  readonly rows = new Map<string, PayoutTransferRow>();
  reversals: DueReversalRow[] = [];
  constructor(readonly entries: DueEntryRow[]) {}
  private carried = () => [...this.rows.values()].reduce((sum, r) => sum + r.carriedCents, 0);
  due = async () => this.entries.filter((e) => this.rows.get(e.ledgerEntryId)?.status !== 'paid');
  dueReversals = async () =>
    this.reversals.filter((r) => this.rows.get(r.ledgerEntryId)?.status !== 'paid');
  claim = async (
    entry: Pick<DueEntryRow, 'ledgerEntryId' | 'orderId' | 'accountId' | 'currency'>,
    amounts: { amountCents: number; feeCents: number },
    recover?: (carriedCents: number, amountCents: number) => number,
  ) => {
    let row = this.rows.get(entry.ledgerEntryId);
    if (!row) {
      const recovered = recover?.(this.carried(), amounts.amountCents) ?? 0;
      row = {
        id: `t-${entry.ledgerEntryId}`,
        ledgerEntryId: entry.ledgerEntryId,
        orderId: entry.orderId,
        accountId: entry.accountId,
        currency: entry.currency,
        status: 'pending' as const,
        providerTransferId: null,
        createdAt: new Date(),
        feeCents: amounts.feeCents,
        amountCents: amounts.amountCents - recovered,
        carriedCents: recovered,
      };
      this.rows.set(entry.ledgerEntryId, row);
    }
    return row;
  };
  private byId = (id: string) => [...this.rows.values()].find((r) => r.id === id)!;
  markPaid = async (id: string, providerTransferId: string | null) => {
    Object.assign(this.byId(id), { status: 'paid', providerTransferId });
  };
  settleReversal = async (
    id: string,
    settled: { providerTransferId: string | null; amountCents: number; carriedCents: number },
  ) => {
    Object.assign(this.byId(id), { status: 'paid', ...settled });
  };
}

const entry = (id: string, amountCents: number): DueEntryRow => ({
  ledgerEntryId: id,
  orderId: `order-${id}`,
  sellerId: 'seller',
  accountId: 'acct_1',
  amountCents,
  currency: 'USD',
});

function setUp(
  entries: DueEntryRow[],
  feePercent = 0,
  failFirst = false,
  reversal: ReversalOutcome = { reversalId: 'trr_1' },
) {
  const calls: { idempotencyKey: string; amountCents: number; transferGroup: string }[] = [];
  const reversalCalls: { idempotencyKey: string; amountCents: number }[] = [];
  let failed = false;
  const provider = {
    name: 'test',
    reverseTransfer: async (r: { idempotencyKey: string; amountCents: number }) => {
      reversalCalls.push(r);
      return reversal;
    },
    transfer: async (t: { idempotencyKey: string; amountCents: number; transferGroup: string }) => {
      calls.push(t);
      if (failFirst && !failed) {
        failed = true;
        throw new Error('provider timed out');
      }
      return { transferId: `tr_${t.idempotencyKey}` };
    },
  } as unknown as PayoutProvider;
  const repo = new FakePayouts(entries);
  const config = { PAYOUT_HOLD_DAYS: 7, PLATFORM_FEE_PERCENT: feePercent } as OrdersConfig;
  const service = new PayoutsService(
    config,
    provider,
    repo as unknown as PayoutRepository,
    new PayoutRunRequests(),
  );
  return { service, repo, calls, reversalCalls };
}

/** A refund of entry `of` (its sale already sent), as dueReversals finds it. */
const refundOf = (of: DueEntryRow, refundedCents: number, sentCents: number): DueReversalRow => ({
  ledgerEntryId: `refund-${of.ledgerEntryId}`,
  orderId: of.orderId,
  sellerId: of.sellerId,
  refundedCents,
  currency: of.currency,
  accountId: of.accountId,
  transferId: `tr_transfer-${of.ledgerEntryId}`,
  sentCents,
});

describe('PayoutsService.run', () => {
  it('sends each due entry once, keyed by its ledger entry, grouped by its order', async () => {
    const { service, calls } = setUp([entry('a', 499), entry('b', 1250)]);
    expect(await service.run()).toEqual({ transfers: 2 });
    expect(await service.run()).toEqual({ transfers: 0 });
    expect(calls).toEqual([
      expect.objectContaining({
        idempotencyKey: 'transfer-a',
        amountCents: 499,
        transferGroup: 'order-a',
      }),
      expect.objectContaining({
        idempotencyKey: 'transfer-b',
        amountCents: 1250,
        transferGroup: 'order-b',
      }),
    ]);
  });

  it('takes the platform fee from the share', async () => {
    const { service, repo, calls } = setUp([entry('a', 1999)], 10);
    await service.run();
    expect(calls[0]!.amountCents).toBe(1799);
    expect(repo.rows.get('a')).toMatchObject({ amountCents: 1799, feeCents: 200, status: 'paid' });
  });

  it('after a failed call, asks again with the same key and amount', async () => {
    const { service, repo, calls } = setUp([entry('a', 500)], 10, true);
    await expect(service.run()).rejects.toThrow('provider timed out');
    expect(repo.rows.get('a')!.status).toBe('pending');
    await service.run();
    expect(calls.map((c) => [c.idempotencyKey, c.amountCents])).toEqual([
      ['transfer-a', 450],
      ['transfer-a', 450],
    ]);
    expect(repo.rows.get('a')!.status).toBe('paid');
  });

  it('reverses a refund of a sale already sent from its transfer, less the fee', async () => {
    const sale = entry('a', 1200);
    const { service, repo, reversalCalls } = setUp([sale], 10);
    await service.run();
    repo.reversals = [refundOf(sale, 1200, 1080)];
    await service.run();
    await service.run();
    expect(reversalCalls).toEqual([
      expect.objectContaining({ idempotencyKey: 'reversal-refund-a', amountCents: 1080 }),
    ]);
    expect(repo.rows.get('refund-a')).toMatchObject({
      amountCents: -1080,
      feeCents: -120,
      carriedCents: 0,
      status: 'paid',
    });
  });

  it('carries forward a refund the provider refuses, and the next sales pay it off', async () => {
    const sale = entry('a', 1200);
    const { service, repo, calls } = setUp([sale], 10, false, {
      refused: 'insufficient-balance',
    });
    await service.run();
    repo.reversals = [refundOf(sale, 1200, 1080)];
    await service.run();
    // The ledger's -1200 = nothing back + the fee's -120 + 1080 owed by the seller.
    expect(repo.rows.get('refund-a')).toMatchObject({
      amountCents: 0,
      feeCents: -120,
      carriedCents: -1080,
      status: 'paid',
    });

    // A sale of 500 (450 after the fee) pays off 450; one of 1000 the last 630 and sends 270.
    repo.entries.push(entry('b', 500), entry('c', 1000));
    await service.run();
    expect(repo.rows.get('b')).toMatchObject({ amountCents: 0, feeCents: 50, carriedCents: 450 });
    expect(repo.rows.get('c')).toMatchObject({
      amountCents: 270,
      feeCents: 100,
      carriedCents: 630,
    });
    expect(calls.map((c) => [c.idempotencyKey, c.amountCents])).toEqual([
      ['transfer-a', 1080],
      ['transfer-c', 270],
    ]);
    const carried = [...repo.rows.values()].reduce((sum, r) => sum + r.carriedCents, 0);
    expect(carried).toBe(0);
  });

  it('carries what is left beyond the transfer when only part of it remains', async () => {
    const sale = entry('a', 1000);
    const { service, repo, reversalCalls } = setUp([sale]);
    await service.run();
    repo.reversals = [refundOf(sale, 1000, 400)];
    await service.run();
    expect(reversalCalls.map((c) => c.amountCents)).toEqual([400]);
    expect(repo.rows.get('refund-a')).toMatchObject({ amountCents: -400, carriedCents: -600 });
  });
});

describe('PayoutRunRequests', () => {
  it('hands each request to the job listening, and waits for nobody', () => {
    const requests = new PayoutRunRequests();
    requests.request();
    let runs = 0;
    requests.listen(() => (runs += 1));
    requests.request();
    requests.request();
    expect(runs).toBe(2);
  });
});
