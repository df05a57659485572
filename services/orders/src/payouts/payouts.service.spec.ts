import type { OrdersConfig } from '../config.js';
import type {
  DueEntryRow,
  PayoutRepository,
  PayoutTransferRow,
} from '../repositories/payout.repository.js';
import type { PayoutProvider } from './payout-provider.js';
import { PayoutsService } from './payouts.service.js';

/** A repository that keeps transfers in memory, one per ledger entry as the unique key does. */
class FakePayouts {
  readonly rows = new Map<string, PayoutTransferRow>();
  constructor(private readonly entries: DueEntryRow[]) {}
  due = async () => this.entries.filter((e) => this.rows.get(e.ledgerEntryId)?.status !== 'paid');
  dueReversals = async () => [];
  claim = async (entry: DueEntryRow, amounts: { amountCents: number; feeCents: number }) => {
    const row = this.rows.get(entry.ledgerEntryId) ?? {
      id: `t-${entry.ledgerEntryId}`,
      ledgerEntryId: entry.ledgerEntryId,
      orderId: entry.orderId,
      accountId: entry.accountId,
      currency: entry.currency,
      status: 'pending' as const,
      providerTransferId: null,
      createdAt: new Date(),
      ...amounts,
    };
    this.rows.set(entry.ledgerEntryId, row);
    return row;
  };
  markPaid = async (id: string, providerTransferId: string | null) => {
    for (const row of this.rows.values())
      if (row.id === id) Object.assign(row, { status: 'paid', providerTransferId });
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

function setUp(entries: DueEntryRow[], feePercent = 0, failFirst = false) {
  const calls: { idempotencyKey: string; amountCents: number; transferGroup: string }[] = [];
  let failed = false;
  const provider = {
    name: 'test',
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
  const service = new PayoutsService(config, provider, repo as unknown as PayoutRepository);
  return { service, repo, calls };
}

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
});
